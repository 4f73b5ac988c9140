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

    @Test func aHeldFrameCostsNoImage() throws {
        let renderer = try SceneRenderer()
        var scene = try #require(ExampleScenes.named("presence-smooth"))
        scene.canvas.scale = 1
        let player = Cutaway.Player(scene: scene, textEngine: renderer.textEngine)
        // Three frames, each different from the one before.
        var images: [RasterImage] = []
        for index in 0..<scene.frameCount where images.count < 3 {
            let image = renderer.rasterizer.render(try player.frame(at: index).displayList, scale: 1)
            if image != images.last { images.append(image) }
        }
        try #require(images.count == 3)
        // Appending an image equal to the last one, or only its duration, writes the same file.
        func encoded(holdingWithImage: Bool) -> [UInt8] {
            let stream = APNGEncoder().makeStream(width: images[0].width, height: images[0].height, isOpaque: true)
            stream.append(images[0], duration: 0.1)
            stream.append(images[1], duration: 0.1)
            if holdingWithImage { stream.append(images[1], duration: 0.25) } else { stream.append(duration: 0.25) }
            stream.append(images[2], duration: 0.1)
            #expect(stream.storedFrameCount == 3)
            return stream.finish()
        }
        let bytes = encoded(holdingWithImage: false)
        #expect(bytes == encoded(holdingWithImage: true))
        let apng = try APNGDecoder.decode(bytes)
        #expect(apng.frames.map(\.delay) == [0.1, 0.35, 0.1])
    }

    @Test func aCanvasOfPartPixelsIsWrittenWithAlpha() throws {
        // 100.5 × 40.5 pt at 1x: the last column and row are half covered by the background.
        let scene = RenderScene("half", canvas: RenderCanvas(width: 100.5, height: 40.5, scale: 1), duration: 0.2, fps: 10) {
            Text("Half")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("half-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try SceneRenderer().writeAPNG(of: scene, to: file)
        let apng = try APNGDecoder.decode(Array(Data(contentsOf: file)))
        #expect((apng.width, apng.height) == (101, 41))
        let last = apng.frames[0].image.rgba
        #expect(last[(41 * 101 - 1) * 4 + 3] < 255, "the corner pixel keeps its partial alpha")
    }
}
