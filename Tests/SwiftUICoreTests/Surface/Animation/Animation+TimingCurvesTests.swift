import Foundation
import Testing
@testable import SwiftUICore

/// The timing-curve animations: SwiftUI's names and defaults, checked against the values its
/// documentation gives (developer.apple.com/documentation/swiftui/animation).
struct AnimationTimingCurveTests {
    @Test func timingCurveDefaultsAreAThirdOfASecondAndAHalf() {
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.easeIn == .easeIn(duration: 0.35))
        #expect(Animation.easeOut == .easeOut(duration: 0.35))
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
        #expect(Animation.timingCurve(0.42, 0, 1, 1, duration: 2) == .easeIn(duration: 2))
        #expect(Animation.timingCurve(UnitPoint(x: 0, y: 0), UnitPoint(x: 0.58, y: 1)) == .easeOut)
        #expect(Animation.timingCurve(.linear, duration: 1) == .linear(duration: 1))
        #expect(Animation.linear(duration: 1).storage == .timingCurve(.linear, duration: 1))
    }

    /// The cubic Bézier through (0, 0), `c0`, `c1`, (1, 1), solved for its y where its x is
    /// `x`, by bisection on the curve's parameter (its x grows with the parameter for control
    /// points in 0…1): the CSS/Core Animation definition of a timing curve, written out here.
    private static func bezier(_ c0: (Double, Double), _ c1: (Double, Double), at x: Double) -> Double {
        func point(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if point(middle, c0.0, c1.0) < x { low = middle } else { high = middle }
        }
        return point((low + high) / 2, c0.1, c1.1)
    }

    @Test func eachCurveMovesItsValueAsItsBezierSays() {
        // Control points as Apple documents the curves (UnitCurve): ease in (0.42, 0, 1, 1),
        // ease out (0, 0, 0.58, 1), ease in and out (0.42, 0, 0.58, 1); a linear one is its time.
        let curves: [(Animation, (Double, Double), (Double, Double))] = [
            (.easeIn(duration: 2), (0.42, 0), (1, 1)), (.easeOut(duration: 2), (0, 0), (0.58, 1)),
            (.easeInOut(duration: 2), (0.42, 0), (0.58, 1)), (.timingCurve(0.2, 0.9, 0.3, 1.0, duration: 2), (0.2, 0.9), (0.3, 1.0)),
        ]
        for (animation, c0, c1) in curves {
            for time in [0.2, 0.5, 1, 1.5, 1.9] {
                var context = AnimationContext<Double>()
                let value = animation.animate(value: 100, time: time, context: &context)
                let expected = 100 * Self.bezier(c0, c1, at: time / 2)
                #expect(value.map { abs($0 - expected) < 1e-6 } == true, "\(animation) at \(time) s: \(String(describing: value)), not \(expected)")
            }
        }
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 2).animate(value: 100, time: 0.5, context: &context) == 25)
        // Symmetric: the ease in and out is halfway at half its time.
        #expect(Animation.easeInOut(duration: 2).animate(value: 100, time: 1, context: &context).map { abs($0 - 50) < 1e-9 } == true)
    }
}
