import Foundation
import Testing
@testable import SwiftUICore

/// A horizontal carousel of 200 × 100 cards in a 300 × 100 canvas: card `i` spans
/// 200·i … 200·i + 200 in the content. A card scales to 0.5 in its edge phases, about its
/// centre, so a card drawn at scale s is s·200 × s·100 around its centre.
struct ScrollTransitionTests {
    private struct Carousel: View {
        let configuration: ScrollTransitionConfiguration
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { index in
                        Color.blue.frame(width: 200, height: 100)
                            .scrollTransition(configuration) { content, phase in
                                content.scaleEffect(phase.isIdentity ? 1 : 0.5)
                            }
                            .accessibilityIdentifier("card\(index)")
                    }
                }
            }
        }
    }

    private func play(_ configuration: ScrollTransitionConfiguration, scrolledTo x: CGFloat? = nil) throws -> Frame {
        let script: [ScriptEvent] = x.map { [.scroll(to: .offset(CGPoint(x: $0, y: 0)), at: 0.5)] } ?? []
        return try player(RenderScene("carousel", canvas: RenderCanvas(width: 300, height: 100), duration: 1, fps: 10, script: script) {
            Carousel(configuration: configuration)
        }).at(x == nil ? 0 : 0.5)
    }

    /// The rectangle of a 200 × 100 card centred at `midX` drawn at `scale`.
    private func card(midX: CGFloat, scale: CGFloat) -> CGRect {
        CGRect(x: midX - 100 * scale, y: 50 - 50 * scale, width: 200 * scale, height: 100 * scale)
    }

    @Test func anInteractiveTransitionInterpolatesByTheEasedProgress() throws {
        let frame = try play(.interactive)
        // Card 0 is wholly visible: identity.
        #expect(isClose(frame.rect("card0"), card(midX: 100, scale: 1), within: 1e-9))
        // Card 1 (200…400) has 100 of its 200 in: progress 0.5, eased by `.easeInOut` (a curve
        // symmetric about its middle) to 0.5; half way from 1 to 0.5: 0.75.
        #expect(isClose(frame.rect("card1"), card(midX: 300, scale: 0.75), within: 1e-6))
    }

    @Test func aLinearCurveFollowsTheProgressItself() throws {
        let frame = try play(.interactive(timingCurve: .linear), scrolledTo: 150)
        // Scrolled 150: card 1 at 50…250 (whole), card 2 at 250…450 with 50 of 200 in
        // (progress 0.25): 0.75 of the way to the edge: 1 − 0.5 × 0.75 = 0.625. Card 0 at
        // −150…50 has 50 in at the leading edge: the same.
        #expect(isClose(frame.rect("card1"), card(midX: 150, scale: 1), within: 1e-9))
        #expect(isClose(frame.rect("card2"), card(midX: 350, scale: 0.625), within: 1e-9))
        #expect(isClose(frame.rect("card0"), card(midX: -50, scale: 0.625), within: 1e-9))
    }

    @Test func anAnimatedTransitionSwitchesPhaseAtHalfVisible() throws {
        // `.animated` is at identity once half the card is in (`.visible(0.5)`).
        let half = try play(.animated)
        #expect(isClose(half.rect("card1"), card(midX: 300, scale: 1), within: 1e-9))
        // Scrolled 150: card 2 has 50 of 200 in, less than half: its edge phase.
        let quarter = try play(.animated, scrolledTo: 150)
        #expect(isClose(quarter.rect("card2"), card(midX: 350, scale: 0.5), within: 1e-9))
    }

    /// The frames at `times` of the carousel under `configuration`, every frame played (as on a
    /// screen: a phase change is seen in the frame it is drawn in), with `scrolls` (time,
    /// offset) run instantly.
    private func frames(
        _ configuration: ScrollTransitionConfiguration, scrolls: [(Double, CGFloat)], at times: [Double]
    ) throws -> [Double: Frame] {
        let script = scrolls.map { ScriptEvent.scroll(to: .offset(CGPoint(x: $0.1, y: 0)), at: $0.0) }
        let player = player(RenderScene("carousel", canvas: RenderCanvas(width: 300, height: 100), duration: 2, fps: 10, script: script) {
            Carousel(configuration: configuration)
        })
        var frames: [Double: Frame] = [:]
        try player.play(through: times.map { Int(($0 * 10).rounded()) }) { frames[$0.time] = $0 }
        return frames
    }

    /// A card's drawn scale: its drawn width over its laid-out 200.
    private func scale(of name: String, in frame: Frame?) throws -> CGFloat {
        try #require(frame).rect(name).width / 200
    }

    @Test func anAnimatedTransitionAnimatesToTheNewPhaseWithItsAnimation() throws {
        // Card 0 (0…200) is wholly visible until the scroll to 150 at 0.5 leaves 50 of its 200
        // in at the leading edge, under the half `.animated` asks: its phase turns top-leading
        // in the frame at 0.5, and its scale goes 1 → 0.5 on `.linear(duration: 0.4)`:
        // 1 − 0.5 · (t − 0.5) / 0.4.
        let times = [0.0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.2]
        let frames = try frames(.animated(.linear(duration: 0.4)), scrolls: [(0.5, 150)], at: times)
        for t in times {
            let expected = 1 - 0.5 * min(1, max(0, (t - 0.5) / 0.4))
            #expect(abs(try scale(of: "card0", in: frames[t]) - expected) < 1e-9, "t = \(t)")
        }
        // Its centre stays where the scroll put it (100 − 150), as the scale is about it.
        #expect(abs(try #require(frames[0.7]).rect("card0").midX - (-50)) < 1e-9)
        // Card 2 (400…600, then 250…450: 50 in) never reaches half: at its edge from the first
        // frame, which takes the phase at once.
        #expect(try scale(of: "card2", in: frames[0]) == 0.5)
        #expect(try scale(of: "card2", in: frames[0.7]) == 0.5)
    }

    @Test func theDefaultAnimationIsTheCriticallyDampedSpring() throws {
        // `.animated` animates with `.default`, since iOS 17 the spring of duration 0.5 and no
        // bounce: stiffness (2π / 0.5)², critically damped, so from rest it covers
        // 1 − (1 + ωτ)·e^(−ωτ) of the way at τ after the change, ω = 2π / 0.5 = 4π.
        let times = [0.5, 0.6, 0.7, 0.8]
        let frames = try frames(.animated, scrolls: [(0.5, 150)], at: times)
        for t in times {
            let ωτ = 4 * Double.pi * (t - 0.5)
            let covered = 1 - (1 + ωτ) * exp(-ωτ)
            #expect(abs(try scale(of: "card0", in: frames[t]) - (1 - 0.5 * covered)) < 1e-6, "t = \(t)")
        }
    }

    @Test func aChangeBackMidwayContinuesFromWhereTheEffectIs() throws {
        // Top-leading from 0.5 (scrolled to 150), identity again from 0.7 (scrolled back to 0),
        // both on `.linear(duration: 0.4)`. Timing-curve animations add up (SwiftUI's
        // additive animations, SEMANTICS §3): the share of the top-leading effect is
        // v₁ = p₁ after the first change and v₁·(1 − p₂) after the second, with
        // p₁ = (t − 0.5) / 0.4 and p₂ = (t − 0.7) / 0.4, each clamped to 0…1.
        let times = [0.7, 0.8, 0.9, 1.0, 1.1, 1.3]
        let frames = try frames(.animated(.linear(duration: 0.4)), scrolls: [(0.5, 150), (0.7, 0)], at: times)
        for t in times {
            let first = min(1, (t - 0.5) / 0.4), second = min(1, max(0, (t - 0.7) / 0.4))
            let share = first * (1 - second)
            #expect(abs(try scale(of: "card0", in: frames[t]) - (1 - 0.5 * share)) < 1e-9, "t = \(t)")
        }
    }

    @Test func theIdentityConfigurationNeverChangesTheView() throws {
        let frame = try play(.identity)
        #expect(isClose(frame.rect("card1"), card(midX: 300, scale: 1), within: 1e-9))
    }

    @Test func eachEdgeTakesItsOwnConfiguration() throws {
        let frame = try player(RenderScene("edges", canvas: RenderCanvas(width: 300, height: 100), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 150, y: 0)), at: 0.5),
        ]) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { index in
                        Color.blue.frame(width: 200, height: 100)
                            .scrollTransition(topLeading: .identity, bottomTrailing: .interactive(timingCurve: .linear)) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0)
                            }
                            .accessibilityIdentifier("card\(index)")
                    }
                }
            }
        }).at(0.5)
        // Card 0 leaves at the leading edge (identity there); card 2 comes in at the trailing
        // edge a quarter of the way: opacity 1 − 0.75.
        #expect(frame.opacity("card0") == 1)
        #expect(abs(frame.opacity("card2") - 0.25) < 1e-9)
    }
}
