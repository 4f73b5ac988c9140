import Foundation

/// A cubic Bézier from (0, 0) to (1, 1) with two control points, read as a function y(x).
///
/// ## Why a solver
///
/// The curve is parametric: a parameter s runs from 0 to 1 and gives a point (x(s), y(s)).
/// An animation knows x — the fraction of its duration that has elapsed — and needs y, so
/// every sample first solves x(s) = x for s. With the control points' x inside 0…1, x(s) never
/// decreases (the property CSS relies on for `cubic-bezier`), so the root is unique and a
/// bracket around it stays valid.
///
/// ## How it works
///
/// Newton's method from s = x (exact for a straight line, close for easing curves) converges
/// in a handful of steps. Near a flat spot of x(s) — `.easeOut` at its start, `.easeIn` at its
/// end — a Newton step can overshoot, so every step is kept inside a shrinking bracket and a
/// step that leaves it is replaced by bisection. The result is within `parameterTolerance` of
/// the root in x, far below what a frame can show.
struct UnitBezier: Hashable, Sendable {
    // Power-basis coefficients: x(s) = ((ax·s + bx)·s + cx)·s, and the same for y. From the
    // Bernstein form with P₀ = 0 and P₃ = 1: c = 3·P₁, b = 3·(P₂ − P₁) − c, a = 1 − c − b.
    private let ax, bx, cx: Double
    private let ay, by, cy: Double

    /// How close x(s) must come to the requested x: 1e-12, a thousand times finer than the
    /// 1e-9 that `UnitCurve` promises for its values.
    private static let parameterTolerance = 1e-12
    /// Newton steps rarely exceed six; bisection alone needs about 40 to reach 1e-12.
    private static let maximumIterations = 100
    /// Below this, a derivative counts as zero and the slope is taken from higher derivatives.
    private static let flatDerivative = 1e-12

    /// Control points' x coordinates are clamped into 0…1, which keeps y a function of x
    /// (CSS's `cubic-bezier` makes the same demand). Their y coordinates are free, so a curve
    /// may overshoot.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = min(max(x1, 0), 1)
        let x2 = min(max(x2, 0), 1)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// y at `x` in 0…1.
    func value(at x: Double) -> Double {
        y(parameter(for: x))
    }

    /// dy/dx at `x` in 0…1.
    ///
    /// Where dx/ds vanishes (both control points on an axis: `.easeOut` at 0, `.easeIn` at 1),
    /// dy/ds usually vanishes too, and the slope is the limit of their ratio: L'Hôpital's rule
    /// with the second, then the third derivatives.
    func slope(at x: Double) -> Double {
        let s = parameter(for: x)
        let first = (dx: xDerivative(s), dy: yDerivative(s))
        if abs(first.dx) > Self.flatDerivative { return first.dy / first.dx }
        let second = (dx: 6 * ax * s + 2 * bx, dy: 6 * ay * s + 2 * by)
        if abs(second.dx) > Self.flatDerivative { return second.dy / second.dx }
        return (6 * ay) / (6 * ax)
    }

    /// The parameter s in 0…1 with x(s) = `x`.
    func parameter(for x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lower = 0.0
        var upper = 1.0
        var s = x
        for _ in 0..<Self.maximumIterations {
            let error = self.x(s) - x
            if abs(error) <= Self.parameterTolerance { return s }
            if error < 0 { lower = s } else { upper = s }
            let derivative = xDerivative(s)
            let newton = s - error / derivative
            // A Newton step is kept only if it stays strictly inside the bracket.
            s = (derivative > 0 && newton > lower && newton < upper) ? newton : (lower + upper) / 2
            if upper - lower <= Self.parameterTolerance { break }
        }
        return s
    }

    private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func xDerivative(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func yDerivative(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }
}
