import CutawayExamples
import Foundation
import Testing
@testable import SwiftUICore
@testable import CutawayRender

/// What the graph reuses (the last frame while it rests, the nodes of bodies whose inputs did
/// not change, animated values sampled again in place) must not change a single frame: every
/// built-in scene, played as it is and as a player that evaluates every body on every frame
/// (`RenderScene.evaluatingEveryBodyOnEveryFrame()`), gives equal display lists and geometry.
@Suite struct ReuseChangesNoFrameTests {
    @Test(arguments: ExampleScenes.all().map(\.name))
    func reusingChangesNoFrame(_ name: String) throws {
        let scene = try #require(ExampleScenes.named(name))
        let engine = try PangoTextEngine()
        let reusing = Player(scene: scene, textEngine: engine)
        let evaluating = Player(scene: try #require(ExampleScenes.named(name)).evaluatingEveryBodyOnEveryFrame(), textEngine: engine)
        var differing: [Int] = []
        for index in 0..<scene.frameCount {
            let a = try reusing.frame(at: index), b = try evaluating.frame(at: index)
            if a != b { differing.append(index) }
        }
        #expect(differing.isEmpty, "\(name): frames \(differing.prefix(8)) differ")
        #expect(reusing.graph.passCount <= evaluating.graph.passCount)
        #expect(reusing.graph.bodyEvaluations <= evaluating.graph.bodyEvaluations)
        // The native toggle rests before its first tap: those frames run no pass.
        if name == "native-toggle" {
            #expect(reusing.graph.passCount < evaluating.graph.passCount - 20, "\(name) never rested")
        }
        // The seed's row animates its height and spacing with a layout and an animatable
        // modifier: both are sampled again in place, so its bodies run only when something changes.
        if name == "native-vs-presence" {
            #expect(reusing.graph.bodyEvaluations * 4 < evaluating.graph.bodyEvaluations, "\(name): \(reusing.graph.bodyEvaluations) vs \(evaluating.graph.bodyEvaluations) bodies")
        }
    }
}
