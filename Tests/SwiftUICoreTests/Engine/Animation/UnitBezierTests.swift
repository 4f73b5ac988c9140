import Foundation
import Testing
@testable import SwiftUICore

struct UnitBezierTests {
    /// x(s(x)) = x, written out in Bernstein form, including at the flat ends of easing curves.
    @Test func parameterInvertsX() {
        for (x1, x2) in [(0.42, 1.0), (0.0, 0.58), (0.42, 0.58), (0.0, 0.0), (1.0, 1.0), (0.9, 0.1)] {
            let bezier = UnitBezier(x1: x1, y1: 0, x2: x2, y2: 1)
            for step in 0...100 {
                let x = Double(step) / 100
                let s = bezier.parameter(for: x)
                let back = 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s
                #expect(abs(back - x) <= 1e-12, "(\(x1), \(x2)) at \(x)")
            }
        }
    }

    @Test func slopeAtDoublyFlatEnds() {
        // x(s) = s³ near 0 (both x control points 0) while y(s) = 3s·y₁ + …: dy/dx → ∞ unless
        // y₁ = 0 too; with y₁ = y₂ = 0 the curve is y = x and the slope is 1.
        let flat = UnitBezier(x1: 0, y1: 0, x2: 0, y2: 0)
        #expect(abs(flat.slope(at: 0) - 1) < 1e-12)
    }
}
