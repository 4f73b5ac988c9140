import Cutaway
import Foundation
import Testing

/// Tolerance for unrounded layout numbers compared with numbers derived in the test:
/// floating-point noise only.
let layoutTolerance: CGFloat = 1e-9
/// Tolerance for spring positions derived from the closed form: the runtime evaluates the same
/// formula in another order.
let springTolerance: CGFloat = 1e-6

/// Invariant 1: the height the stack reports is exactly where its placement ends, and the
/// parent placed it at that height; drawn, the stack ends where its last child does.
func expectReportedHeightIsPlacementEnd(
    _ sample: RowSample, lastChild: String?, sourceLocation: SourceLocation = #_sourceLocation
) {
    let end = sample.frames.last?.maxY ?? 0
    #expect(abs(sample.reportedHeight - end) <= layoutTolerance,
            "t = \(sample.time): sizeThatFits \(sample.reportedHeight), placement ends at \(end)",
            sourceLocation: sourceLocation)
    #expect(abs(sample.bounds.height - end) <= layoutTolerance,
            "t = \(sample.time): placed \(sample.bounds.height) tall, placement ends at \(end)",
            sourceLocation: sourceLocation)
    if let lastChild, let stack = sample.geometry("stack"), let last = sample.geometry(lastChild) {
        #expect(close(stack.frame.maxY, last.frame.maxY),
                "t = \(sample.time): stack drawn to \(stack.frame.maxY), \(lastChild) to \(last.frame.maxY)",
                sourceLocation: sourceLocation)
    }
}

/// Whether two numbers agree within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = layoutTolerance) -> Bool {
    abs(a - b) <= tolerance
}

/// Checks a spring-driven value frame by frame against the closed form `expected(τ)`, τ seconds
/// after `start`: exactly (within `springTolerance`) until the runtime removes the finished
/// spring, from then on exactly `target`. Removal may only come once less than 1 % of `move`
/// is left (SEMANTICS.md §1), so a spring cut short, or a second animation, fails.
func expectSpring(
    _ values: [(time: Double, value: CGFloat)], start: Double, target: CGFloat, move: CGFloat,
    expected: (Double) -> CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
    var isRemoved = false
    for (time, value) in values where time >= start {
        let tau = time - start
        let predicted = expected(tau)
        if !isRemoved, !close(value, predicted, within: springTolerance), value == target {
            isRemoved = true
            #expect(abs(predicted - target) <= 0.01 * abs(move),
                    "removed at τ = \(tau) with \(predicted - target) still to go", sourceLocation: sourceLocation)
        }
        if isRemoved {
            #expect(value == target, "τ = \(tau): \(value) after removal, target \(target)", sourceLocation: sourceLocation)
        } else {
            #expect(close(value, predicted, within: springTolerance),
                    "τ = \(tau): \(value), closed form \(predicted)", sourceLocation: sourceLocation)
        }
    }
    #expect(values.last?.value == target, "ends at \(String(describing: values.last?.value)), target \(target)",
            sourceLocation: sourceLocation)
}
