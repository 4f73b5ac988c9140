import Foundation
import Testing
@testable import SwiftUICore

struct QuadraticFormTests {
    @Test func matchesTheMagnitudeOfTheCombination() {
        let x = AnimatablePair(3.0, AnimatablePair(CGFloat(-4), 0.5))
        let y = AnimatablePair(-1.0, AnimatablePair(CGFloat(2), 7.0))
        let form = QuadraticForm(x, y)
        for (p, q) in [(0.0, 0.0), (1, 0), (0, 1), (2.5, -1.25), (-0.3, 4)] {
            let direct = (x.scaled(by: p) + y.scaled(by: q)).magnitudeSquared
            #expect(abs(form(p, q) - direct) < 1e-9 * max(1, direct))
        }
    }

    @Test func neverNegative() {
        // Parallel vectors cancel exactly: p·X + q·Y = 0 for p = 2, q = −1.
        let form = QuadraticForm(2.0, 4.0)
        #expect(form(2, -1) == 0)
        #expect(form(2 + 1e-17, -1) >= 0)
    }
}
