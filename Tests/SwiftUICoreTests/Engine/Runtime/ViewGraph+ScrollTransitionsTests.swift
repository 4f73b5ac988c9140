import Foundation
import Testing
@testable import SwiftUICore

/// `ViewGraph.updateScrollTransitionPhases()`: the graph's records of animated scroll
/// transitions.
struct ViewGraphScrollTransitionsTests {
    /// Five 200 × 100 cards in a horizontal scroll view 300 wide, each with `configuration`.
    private func scene(_ configuration: ScrollTransitionConfiguration, script: [ScriptEvent] = []) -> RenderScene {
        RenderScene("cards", canvas: RenderCanvas(width: 300, height: 100), duration: 2, fps: 10, script: script) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { _ in
                        Color.blue.frame(width: 200, height: 100)
                            .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            }
        }
    }

    @Test func onlyAnimatedTransitionsAreLookedFor() throws {
        let player = player(scene(.interactive))
        _ = try player.at(0)
        #expect(!player.graph.hasAnimatedScrollTransitions)
        #expect(player.graph.scrollTransitionPhases.isEmpty)
    }

    @Test func eachViewKeepsARecordWhileItIsDrawn() throws {
        let player = player(scene(.animated))
        _ = try player.at(0)
        // The five cards of the (not lazy) stack, one transition each.
        #expect(player.graph.scrollTransitionPhases.count == 5)
        #expect(player.graph.scrollTransitionPhases.values.allSatisfy { $0.count == 1 })
    }

    @Test func aRunningPhaseAnimationKeepsTheGraphAwake() throws {
        // Scrolled to 150 at 0.5: the first card turns top-leading and animates for 0.4 s.
        let player = player(scene(.animated(.linear(duration: 0.4)), script: [.scroll(to: .offset(CGPoint(x: 150, y: 0)), at: 0.5)]))
        try player.play(through: [7]) { _ in }
        #expect(!player.graph.isAtRest)
        // At 1.0 the animation (0.5 … 0.9) is over: nothing moves.
        try player.play(through: [10]) { _ in }
        #expect(player.graph.isAtRest)
    }
}
