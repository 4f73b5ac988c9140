import Foundation
import Testing
@testable import SwiftUICore

/// `ScrollTransitionPhaseMix`: a scroll transition's effect as a mix of its phases' effects.
struct ScrollTransitionPhaseMixTests {
    /// An opacity of 1 at identity, 0 at the top-leading edge, 0.5 at the bottom-trailing one.
    private func opacity(_ phase: ScrollTransitionPhase) -> some VisualEffect {
        EmptyVisualEffect().opacity(phase == .identity ? 1 : phase == .topLeading ? 0 : 0.5)
    }

    private func drawnOpacity(_ mix: ScrollTransitionPhaseMix) -> Double? {
        guard case .opacity(let value)? = mix.mixing(opacity).renderEffects.first else { return nil }
        return value
    }

    @Test func eachPhaseIsItsOwnEffect() {
        #expect(drawnOpacity(ScrollTransitionPhaseMix(.identity)) == 1)
        #expect(drawnOpacity(ScrollTransitionPhaseMix(.topLeading)) == 0)
        #expect(drawnOpacity(ScrollTransitionPhaseMix(.bottomTrailing)) == 0.5)
    }

    @Test func aMixWeighsEachPhaseByItsShare() throws {
        // identity + 0.25·(0 − 1) + 0.5·(0.5 − 1) = 1 − 0.25 − 0.25.
        let value = try #require(drawnOpacity(ScrollTransitionPhaseMix(topLeading: 0.25, bottomTrailing: 0.5)))
        #expect(abs(value - 0.5) < 1e-12)
    }

    @Test func theMixIsAVector() {
        let a = ScrollTransitionPhaseMix(topLeading: 1, bottomTrailing: 2)
        let b = ScrollTransitionPhaseMix(topLeading: 0.5, bottomTrailing: -1)
        #expect(a + b == ScrollTransitionPhaseMix(topLeading: 1.5, bottomTrailing: 1))
        #expect(a - b == ScrollTransitionPhaseMix(topLeading: 0.5, bottomTrailing: 3))
        #expect(a.scaled(by: 2) == ScrollTransitionPhaseMix(topLeading: 2, bottomTrailing: 4))
        // 1² + 2².
        #expect(a.magnitudeSquared == 5)
    }
}
