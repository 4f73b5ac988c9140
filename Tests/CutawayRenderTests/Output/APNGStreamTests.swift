import Cutaway
import CutawayExamples
import Foundation
import Testing
@testable import CutawayRender

/// `writeAPNG` compresses frames as they are drawn; played back, the file must show exactly
/// the PNG sequence's frames, each for as long as the scene holds it.
@Suite struct APNGStreamTests {
    @Test func theAnimationPlaysThePNGSequence() throws {
        let renderer = try SceneRenderer()
        let scene = try #require(ExampleScenes.named("native-toggle"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("apng-stream-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("toggle.png")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let result = try renderer.writeAPNG(of: scene, to: file, scale: 1, fps: 10)
        let sequence = try renderer.writePNGSequence(of: scene, to: root.appendingPathComponent("frames"), scale: 1, fps: 10)
        #expect(result.frames == sequence.count)

        let apng = try APNGDecoder.decode(Array(Data(contentsOf: file)))
        // What a viewer shows (the decoder composes each frame's region onto the canvas), each
        // for its delay, in tenths of a second at 10 fps.
        var shown: [[UInt8]] = []
        for frame in apng.frames {
            // Only what changed is stored after the first frame.
            if frame != apng.frames[0] { #expect(frame.region.height < apng.height) }
            let repeats = Int((frame.delay * 10).rounded())
            #expect(abs(frame.delay * 10 - Double(repeats)) < 1e-9, "delay \(frame.delay) is not whole tenths")
            shown += Array(repeating: frame.image.rgba, count: repeats)
        }
        // Identical frames were merged: fewer stored frames than shown ones.
        #expect(apng.frames.count < sequence.count)
        #expect(shown.count == sequence.count)
        var differing: [Int] = []
        for (index, url) in sequence.enumerated() where index < shown.count {
            let expected = try PNGDecoder.decode(Array(Data(contentsOf: url)))
            if shown[index] != expected.rgba { differing.append(index) }
        }
        #expect(differing.isEmpty, "frames \(differing.prefix(8)) differ")
    }

    @Test func aStreamMatchesTheOneShotEncoderAndLetsFramesGo() throws {
        let renderer = try SceneRenderer()
        var scene = try #require(ExampleScenes.named("presence-smooth"))
        scene.canvas.scale = 1
        let player = Cutaway.Player(scene: scene, textEngine: renderer.textEngine)
        var frames: [APNGFrame] = []
        for index in stride(from: 0, to: scene.frameCount, by: 6) {
            let frame = try player.frame(at: index)
            frames.append(APNGFrame(image: renderer.rasterizer.render(frame.displayList, scale: 1), duration: 0.1))
        }
        let encoder = APNGEncoder()
        let stream = encoder.makeStream(width: frames[0].image.width, height: frames[0].image.height, isOpaque: true)
        for frame in frames { stream.append(frame.image, duration: frame.duration) }
        #expect(stream.finish(loops: 2) == encoder.encode(frames, loops: 2))
    }
}
