import CutawayExamples
import Foundation
import Testing
@testable import Cutaway
@testable import CutawayRender

/// Handing back the last frame while a graph rests must not change a single frame: every
/// built-in scene, played with and without it, gives equal display lists and geometry.
@Suite struct RestingFrameTests {
    @Test(arguments: ExampleScenes.all().map(\.name))
    func handingBackFramesAtRestChangesNoFrame(_ name: String) throws {
        let scene = try #require(ExampleScenes.named(name))
        let engine = try PangoTextEngine()
        let resting = Player(scene: scene, textEngine: engine)
        let building = Player(scene: try #require(ExampleScenes.named(name)), textEngine: engine)
        building.graph.reusesFramesAtRest = false
        var differing: [Int] = []
        for index in 0..<scene.frameCount {
            let a = try resting.frame(at: index), b = try building.frame(at: index)
            if a != b { differing.append(index) }
        }
        #expect(differing.isEmpty, "\(name): frames \(differing.prefix(8)) differ")
        #expect(resting.graph.passCount <= building.graph.passCount)
        // The native toggle rests before its first tap: those frames run no pass.
        if name == "native-toggle" {
            #expect(resting.graph.passCount < building.graph.passCount - 20, "\(name) never rested")
        }
    }
}

/// Refreshing the animated values of reused bodies in place, instead of evaluating the bodies
/// again, must not change a single frame either: every built-in scene, played both ways.
@Suite struct AnimationRefreshSceneTests {
    @Test(arguments: ExampleScenes.all().map(\.name))
    func refreshingInPlaceChangesNoFrame(_ name: String) throws {
        let scene = try #require(ExampleScenes.named(name))
        let engine = try PangoTextEngine()
        let refreshing = Player(scene: scene, textEngine: engine)
        let evaluating = Player(scene: try #require(ExampleScenes.named(name)), textEngine: engine)
        evaluating.graph.updatesInPlace = false
        var differing: [Int] = []
        for index in 0..<scene.frameCount {
            let a = try refreshing.frame(at: index), b = try evaluating.frame(at: index)
            if a != b { differing.append(index) }
        }
        #expect(differing.isEmpty, "\(name): frames \(differing.prefix(8)) differ")
        #expect(refreshing.graph.bodyEvaluations <= evaluating.graph.bodyEvaluations)
        // The seed's row animates its height and spacing with a layout and an animatable
        // modifier: both are refreshed, so its bodies run only when something changes.
        if name == "native-vs-presence" {
            #expect(refreshing.graph.bodyEvaluations * 4 < evaluating.graph.bodyEvaluations, "\(name): \(refreshing.graph.bodyEvaluations) vs \(evaluating.graph.bodyEvaluations) bodies")
        }
    }
}
