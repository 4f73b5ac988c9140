import Cutaway
import CutawayExamples
import Foundation
import Testing
@testable import CutawayRender

/// Two scenes side by side: each panel must hold exactly the pixels its scene draws alone, at
/// the same moment, and a scene that ends early holds its last frame.
@Suite struct SideBySideTests {
    @Test func eachPanelIsItsSceneFrameForFrame() throws {
        let renderer = try SceneRenderer()
        var left = try #require(ExampleScenes.named("native-toggle")), right = try #require(ExampleScenes.named("presence-vstack"))
        left.duration = 1.5
        // Made at 30 fps, played at 10 (as a GIF lowers a pair's rate): the pair's clock drives both.
        var pair = SideBySide(left, right).scene(fps: 30, scale: 1, textEngine: renderer.textEngine)
        pair.fps = 10
        #expect(pair.duration == right.duration)
        #expect(pair.canvas.size == CGSize(width: 16 + 390 + 16 + 390 + 16, height: 16 + 280 + 22 + 16))
        left.fps = 10
        right.fps = 10
        left.canvas.scale = 1
        right.canvas.scale = 1
        let players = (pair: Player(scene: pair, textEngine: renderer.textEngine),
                       left: Player(scene: left, textEngine: renderer.textEngine),
                       right: Player(scene: right, textEngine: renderer.textEngine))
        var leftFrame: Frame?
        for index in 0..<pair.frameCount {
            let composed = renderer.rasterizer.render(try players.pair.frame(at: index).displayList, scale: 1)
            if index < left.frameCount { leftFrame = try players.left.frame(at: index) }
            let alone = (renderer.rasterizer.render(try #require(leftFrame).displayList, scale: 1),
                         renderer.rasterizer.render(try players.right.frame(at: index).displayList, scale: 1))
            #expect(Self.crop(composed, x: 16, y: 16, width: 390, height: 280) == alone.0.bytes, "left, frame \(index)")
            #expect(Self.crop(composed, x: 16 + 390 + 16, y: 16, width: 390, height: 260) == alone.1.bytes, "right, frame \(index)")
        }
    }

    @Test func playingAgainStartsBothOver() throws {
        let renderer = try SceneRenderer()
        let pair = SideBySide(try #require(ExampleScenes.named("native-toggle")), try #require(ExampleScenes.named("native-toggle")))
            .scene(fps: 10, scale: 1, textEngine: renderer.textEngine)
        let first = try (0..<pair.frameCount).map { try Player(scene: pair, textEngine: renderer.textEngine).frame(at: $0).displayList }
        let player = Player(scene: pair, textEngine: renderer.textEngine)
        let second = try (0..<pair.frameCount).map { try player.frame(at: $0).displayList }
        #expect(first == second)
    }

    @Test func theScenesNamedViewsAreInspectableInThePair() throws {
        let renderer = try SceneRenderer()
        let left = try #require(ExampleScenes.named("native-toggle")), right = try #require(ExampleScenes.named("presence-smooth"))
        let pair = SideBySide(left, right).scene(fps: 10, scale: 1, textEngine: renderer.textEngine)
        var alone = right
        alone.fps = 10
        alone.canvas.scale = 1
        let players = (pair: Player(scene: pair, textEngine: renderer.textEngine), alone: Player(scene: alone, textEngine: renderer.textEngine))
        for index in [0, 7, 12] {
            let composed = try players.pair.frame(at: index), own = try players.alone.frame(at: index)
            let detail = try #require(composed.geometry(named: "right.detail"), "frame \(index)")
            let expected = try #require(own.geometry(named: "detail"))
            // Moved by the margin and the left panel, cut at the right panel's canvas.
            #expect(detail.frame == expected.frame.offsetBy(dx: 16 + 390 + 16, dy: 16))
            let canvas = CGRect(x: 16 + 390 + 16, y: 16, width: 390, height: 340)
            #expect(detail.clip == (expected.clip?.offsetBy(dx: 16 + 390 + 16, dy: 16)).map { $0.intersection(canvas) } ?? canvas)
        }
    }

    /// The rows of `image` in the rectangle, as bytes.
    static func crop(_ image: RasterImage, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for row in y..<(y + height) {
            let start = row * image.bytesPerRow + x * 4
            bytes += image.bytes[start..<start + width * 4]
        }
        return bytes
    }
}
