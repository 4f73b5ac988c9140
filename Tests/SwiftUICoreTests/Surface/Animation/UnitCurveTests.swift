import Foundation
import Testing
@testable import SwiftUICore

private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// An independent cubic Bézier y(x) in Bernstein form, solved by plain bisection.
private struct ReferenceBezier {
    let x1, y1, x2, y2: Double

    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }

    func derivative(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    func parameter(_ x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    func value(_ x: Double) -> Double { bernstein(y1, y2, parameter(x)) }

    func slope(_ x: Double) -> Double {
        let s = parameter(x)
        return derivative(y1, y2, s) / derivative(x1, x2, s)
    }
}

struct UnitCurveTests {
    private let named: [(UnitCurve, ReferenceBezier)] = [
        (.easeIn, ReferenceBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
        (.easeOut, ReferenceBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),
        (.easeInOut, ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
    ]

    @Test func endpointsAndClamping() {
        for curve in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: 1.5) == 1)
        }
    }

    @Test func linearIsIdentity() {
        for step in 0...20 {
            let t = Double(step) / 20
            #expect(UnitCurve.linear.value(at: t) == t)
            #expect(UnitCurve.linear.velocity(at: t) == 1)
        }
    }

    @Test func namedCurvesMatchAnIndependentSolver() {
        for (curve, reference) in named {
            for step in 1..<200 {
                let t = Double(step) / 200
                #expect(close(curve.value(at: t), reference.value(t)), "\(curve) at \(t)")
                #expect(close(curve.velocity(at: t), reference.slope(t), within: 1e-6), "\(curve)' at \(t)")
            }
        }
    }

    @Test func easeInOutIsSymmetric() {
        for step in 0...100 {
            let t = Double(step) / 100
            #expect(close(UnitCurve.easeInOut.value(at: t) + UnitCurve.easeInOut.value(at: 1 - t), 1))
        }
        #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5))
    }

    @Test func namedCurvesAreMonotonic() {
        for (curve, _) in named {
            var previous = 0.0
            for step in 0...1000 {
                let value = curve.value(at: Double(step) / 1000)
                #expect(value >= previous - 1e-12)
                previous = value
            }
        }
    }

    /// Where dx/ds vanishes the slope is the limit of dy/dx: for control points on the axes it
    /// is (y₂ − 2y₁)/(x₂ − 2x₁) at the start and the mirror of that at the end.
    @Test func slopesAtTheEnds() {
        #expect(close(UnitCurve.easeIn.velocity(at: 0), 0))
        #expect(close(UnitCurve.easeIn.velocity(at: 1), 1 / 0.58))
        #expect(close(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58))
        #expect(close(UnitCurve.easeOut.velocity(at: 1), 0))
        #expect(close(UnitCurve.easeInOut.velocity(at: 0), 0))
        #expect(close(UnitCurve.easeInOut.velocity(at: 1), 0))
    }

    @Test func velocityIsTheDerivativeOfValue() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.7, y: 0.1))
        let h = 1e-6
        for step in 1..<50 {
            let t = Double(step) / 50
            let difference = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
            #expect(close(curve.velocity(at: t), difference, within: 1e-5))
        }
    }

    @Test func bezierMayOvershootButKeepsXInRange() {
        let overshoot = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 1.5), endControlPoint: UnitPoint(x: 0.6, y: 1.2))
        let reference = ReferenceBezier(x1: 0.3, y1: 1.5, x2: 0.6, y2: 1.2)
        #expect(close(overshoot.value(at: 0.5), reference.value(0.5)))
        #expect(overshoot.value(at: 0.5) > 1)
        // x coordinates outside 0…1 are clamped, so the curve stays a function.
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: -1, y: 0), endControlPoint: UnitPoint(x: 2, y: 1))
        let reference2 = ReferenceBezier(x1: 0, y1: 0, x2: 1, y2: 1)
        for step in 0...10 {
            let t = Double(step) / 10
            #expect(close(clamped.value(at: t), reference2.value(t)))
        }
    }

    @Test func descriptions() {
        #expect(UnitCurve.linear.description == "linear")
        #expect(UnitCurve.easeInOut.description == "easeInOut")
        #expect(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)) == .easeIn)
        #expect(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)).description
            == "bezier(0.25, 0.1, 0.25, 1.0)")
    }
}
