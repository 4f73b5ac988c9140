import Foundation

/// Where an animated scroll transition is between its phases, as a value an animation moves:
/// the share of the top-leading phase's effect and of the bottom-trailing phase's; the rest is
/// the identity phase's.
///
/// Why a mix of phases, not the effect: the effects are of the user's type, which the graph
/// does not know, but every animation moves a value affinely (a curve or a spring moves
/// `a + (b − a)·f`, and interrupted ones add such moves up), and an effect's animatable data
/// is affine in the mix. So animating the mix from one phase's corner to another's and drawing
/// `identity + t·(topLeading − identity) + b·(bottomTrailing − identity)` draws exactly what
/// animating the effects' data would: SwiftUI's animation of the transition's effect between
/// phases.
struct ScrollTransitionPhaseMix: VectorArithmetic, Sendable {
    /// The top-leading phase's share.
    var topLeading: Double
    /// The bottom-trailing phase's share.
    var bottomTrailing: Double

    init(topLeading: Double, bottomTrailing: Double) {
        self.topLeading = topLeading
        self.bottomTrailing = bottomTrailing
    }

    /// The mix that is wholly `phase`.
    init(_ phase: ScrollTransitionPhase) {
        switch phase {
        case .topLeading: self.init(topLeading: 1, bottomTrailing: 0)
        case .identity: self.init(topLeading: 0, bottomTrailing: 0)
        case .bottomTrailing: self.init(topLeading: 0, bottomTrailing: 1)
        }
    }

    static var zero: Self { Self(topLeading: 0, bottomTrailing: 0) }

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(topLeading: lhs.topLeading + rhs.topLeading, bottomTrailing: lhs.bottomTrailing + rhs.bottomTrailing)
    }

    static func - (lhs: Self, rhs: Self) -> Self {
        Self(topLeading: lhs.topLeading - rhs.topLeading, bottomTrailing: lhs.bottomTrailing - rhs.bottomTrailing)
    }

    mutating func scale(by rhs: Double) {
        topLeading *= rhs
        bottomTrailing *= rhs
    }

    var magnitudeSquared: Double { topLeading * topLeading + bottomTrailing * bottomTrailing }

    /// The effect of this mix of the phases of `effect`: the identity phase's, with its
    /// animatable data moved by each other phase's share of the way to that phase's.
    func mixing<Effect: VisualEffect>(_ effect: (ScrollTransitionPhase) -> Effect) -> Effect {
        var result = effect(.identity)
        let identity = result.animatableData
        var data = identity
        for (phase, share) in [(ScrollTransitionPhase.topLeading, topLeading), (.bottomTrailing, bottomTrailing)] where share != 0 {
            var delta = effect(phase).animatableData
            delta -= identity
            delta.scale(by: share)
            data += delta
        }
        result.animatableData = data
        return result
    }
}
