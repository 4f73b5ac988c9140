import Foundation
import Testing
@testable import Cutaway

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
