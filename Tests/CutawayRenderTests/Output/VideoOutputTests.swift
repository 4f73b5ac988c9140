import Cutaway
import CutawayExamples
import Foundation
import Testing
@testable import CutawayRender

/// GIF, MP4 and WebM through ffmpeg: decoded again with ffmpeg, every frame must be the PNG
/// sequence's frame up to what the format loses (a palette; 4:2:0 chroma and lossy coding).
@Suite(.serialized, .enabled(if: SceneRenderer.ffmpegPath != nil, "needs ffmpeg (Scripts/setup --test)"))
struct VideoOutputTests {
    /// Mean error limits per channel, in levels of 255. Measured here: GIF 0.011, MP4 0.70,
    /// WebM 0.79 at worst; the frame one step later is off by 2.9 to 3.4, so a frame out of
    /// place fails.
    nonisolated static let cases: [(format: OutputFormat, meanLimit: Double)] = [(.gif, 0.1), (.mp4, 1.5), (.webm, 1.5)]

    @Test(arguments: [0, 1, 2])
    func everyFrameDecodesToTheRenderedOne(_ caseIndex: Int) throws {
        let (format, meanLimit) = Self.cases[caseIndex]
        let renderer = try SceneRenderer()
        let scene = try #require(ExampleScenes.named("native-toggle"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("video-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("toggle.\(format.fileExtension)")
        let result = try renderer.writeVideo(of: scene, as: format, to: file, scale: 1, fps: 10)
        #expect(result == (26, 10))
        let sequence = try renderer.writePNGSequence(of: scene, to: root.appendingPathComponent("frames"), scale: 1, fps: 10)

        let decoded = try Self.decodeRGB(file, width: 390, height: 280)
        #expect(decoded.count == sequence.count, "\(format.rawValue): \(decoded.count) frames decoded")
        var worst = (index: -1, mean: 0.0)
        for (index, url) in sequence.enumerated() where index < decoded.count {
            let expected = try PNGDecoder.decode(Array(Data(contentsOf: url))).rgba
            var total = 0
            for pixel in 0..<(390 * 280) {
                for channel in 0..<3 {
                    total += abs(Int(decoded[index][pixel * 3 + channel]) - Int(expected[pixel * 4 + channel]))
                }
            }
            let mean = Double(total) / Double(390 * 280 * 3)
            if mean > worst.mean { worst = (index, mean) }
        }
        #expect(worst.mean < meanLimit, "\(format.rawValue): frame \(worst.index) is off by \(worst.mean) levels on average")
    }

    @Test func aGIFPlaysAtMostFiftyFramesASecond() throws {
        let renderer = try SceneRenderer()
        let scene = try #require(ExampleScenes.named("native-toggle"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("toggle.gif")
        let result = try renderer.writeVideo(of: scene, as: .gif, to: file, scale: 1)
        // 2.5 s at 50 fps, not 60: 1/100-s delays would play ten times too slowly in browsers.
        #expect(result == (126, 50))
        // GIF §23 graphic control extensions: every delay is at least 2/100 s.
        let bytes = Array(try Data(contentsOf: file))
        var delays: [Int] = []
        for index in 0..<(bytes.count - 6) where bytes[index] == 0x21 && bytes[index + 1] == 0xF9 && bytes[index + 2] == 4 {
            delays.append(Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8)
        }
        #expect(!delays.isEmpty && delays.allSatisfy { $0 >= 2 }, "delays \(Set(delays).sorted())")
        #expect(delays.reduce(0, +) == 252, "the frames add up to 2.52 s (126 frames of 0.02 s)")
    }

    @Test func aGIFMadeInTwoPlaysIsTheBytesOneFilterGraphMakes() throws {
        // writeVideo makes a GIF's palette in one play and maps the frames in a second, so that
        // ffmpeg holds no frame for long; the same frames through the one filter graph that
        // splits them (which holds every frame until the palette is made) give the same file.
        let renderer = try SceneRenderer()
        let scene = try #require(ExampleScenes.named("native-toggle"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("toggle.gif")
        _ = try renderer.writeVideo(of: scene, as: .gif, to: file, scale: 1, fps: 10)
        var raw = Data()
        for url in try renderer.writePNGSequence(of: scene, to: root.appendingPathComponent("frames"), scale: 1, fps: 10) {
            raw.append(contentsOf: try PNGDecoder.decode(Array(Data(contentsOf: url))).rgba)
        }
        let frames = root.appendingPathComponent("frames.rgba")
        try raw.write(to: frames)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(SceneRenderer.ffmpegPath))
        process.arguments = ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "390x280", "-r", "10", "-i", frames.path,
                             "-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0", "-f", "gif", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let onePass = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Cutaway's comment block goes before the trailer (SceneRenderer.signGIF).
        let text = Array(OutputMarker.videoSignature.utf8)
        let signed = Array(onePass.dropLast()) + [0x21, 0xFE, UInt8(text.count)] + text + [0x00, 0x3B]
        #expect(onePass.count > 1_000)
        #expect(Array(try Data(contentsOf: file)) == signed)
    }

    /// Every frame of `file` as packed RGB, decoded by ffmpeg at `fps` (a GIF stores a held frame once).
    static func decodeRGB(_ file: URL, width: Int, height: Int, fps: Int = 10) throws -> [[UInt8]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(SceneRenderer.ffmpegPath))
        process.arguments = ["-v", "error", "-i", file.path, "-vf", "fps=\(fps),crop=\(width):\(height):0:0",
                             "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let frameSize = width * height * 3
        return stride(from: 0, to: data.count - frameSize + 1, by: frameSize).map { Array(data[$0..<$0 + frameSize]) }
    }
}
