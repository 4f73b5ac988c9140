import Foundation
import Testing
@testable import CutawayCLI
@testable import CutawayRender

/// Runs the tool in-process. A `test` without `--artifacts` gets a temporary folder for its
/// failure pictures, so tests write only under temporary folders, never into the working
/// tree's `out/`.
func runTool(_ arguments: [String]) -> (status: Int32, standardOutput: String, standardError: String) {
    var output = CommandOutput.capturing()
    let arguments = arguments.first == "test" && !arguments.contains("--artifacts") && !arguments.contains("--help")
        ? arguments + ["--artifacts", temporaryDirectory().appendingPathComponent("artifacts").path] : arguments
    let status = CutawayTool.run(arguments: arguments, output: &output)
    return (status, output.standardOutput.capturedText ?? "", output.standardError.capturedText ?? "")
}

/// A folder's entries without the hidden ones (Cutaway's `.cutaway-output` marker), sorted.
func visibleEntries(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }.sorted()
}

func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite(.serialized) struct RenderCommandTests {
    @Test func rendersABuiltInSceneToAPNG() throws {
        let directory = temporaryDirectory().appendingPathComponent("row")
        let result = runTool(["render", "settled-row", "--out", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        let file = directory.appendingPathComponent("frame-00000.png")
        #expect(result.standardOutput == "\(file.path)  780×560 px\n")
        let png = try PNGDecoder.decode(Array(Data(contentsOf: file)))
        #expect(png.width == 780 && png.height == 560)
        // Top-left pixel: the grouped background, #F2F2F7.
        #expect(Array(png.rgba[0..<4]) == [0xF2, 0xF2, 0xF7, 0xFF])
        #expect(png.textChunks.contains { $0.keyword == "Cutaway-Fonts" && $0.text.contains("Inter-Regular.otf:") })
    }

    @Test func scaleOptionChangesThePixelSize() throws {
        let directory = temporaryDirectory()
        let result = runTool(["render", "settled-row", "--scale", "1", "--out", directory.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        let png = try PNGDecoder.decode(Array(Data(contentsOf: directory.appendingPathComponent("frame-00000.png"))))
        #expect(png.width == 390 && png.height == 280)
    }

    @Test func existingOutputIsReplacedWhole() throws {
        let directory = temporaryDirectory().appendingPathComponent("replace")
        #expect(runTool(["render", "native-toggle", "--fps", "40", "--out", directory.path, "-q"]).status == 0)
        #expect(runTool(["render", "settled-row", "--out", directory.path, "-q"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == [".cutaway-output", "frame-00000.png"])
        let siblings = try FileManager.default.contentsOfDirectory(atPath: directory.deletingLastPathComponent().path)
        #expect(siblings == ["replace"])
    }

    /// A GIF, MP4 or WebM of the largest canvas (4096 pt at 3x, 12,288 px a side) for a second
    /// at 30 fps (31 frames) would need tens of GiB in ffmpeg: refused with 65 before a frame
    /// is drawn (before, ffmpeg ran out of memory and the tool exited 70), and nothing written.
    @Test(arguments: ["gif", "mp4", "webm"])
    func aVideoFFmpegCannotHoldIsRefusedBeforeItStarts(format: String) throws {
        let folder = temporaryDirectory()
        let scene = folder.appendingPathComponent("huge.json")
        try """
            { "format": "cutaway-scene/1", "name": "huge", "canvas": { "width": 4096, "height": 4096, "scale": 3 },
              "duration": 1, "fps": 30, "body": { "Text": "big" } }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let before = snapshot(folder)
        let result = runTool(["render", scene.path, "--format", format, "--out", folder.appendingPathComponent("huge." + format).path])
        #expect(result.status == 65, "\(result.standardError)")
        // FFmpegMemory's estimate: 150,994,944 pixels times 120 bytes (GIF), 6 × 31 + 16 (MP4),
        // 9 × 30 + 16 (WebM), and 96 MiB (GIF) or 64 MiB, in MiB.
        let perPixel = ["gif": 120, "mp4": 202, "webm": 286][format]!
        let mebibytes = (150_994_944 * perPixel + ((format == "gif" ? 96 : 64) << 20)) >> 20
        #expect(result.standardError == "error: a \(format.uppercased()) of 31 frames of 12288×12288 px would need about \(mebibytes) MiB in ffmpeg; Cutaway makes videos that need at most 4 GiB (use a smaller canvas, --scale 1, a lower --fps, or APNG)\n")
        #expect(snapshot(folder) == before)
    }

    @Test func unknownSceneIsAUsageErrorWithASuggestion() {
        let result = runTool(["render", "settled-rwo"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: unknown scene 'settled-rwo'. Did you mean 'settled-row'?\n"))
    }

    @Test func missingSceneIsAUsageError() {
        let result = runTool(["render"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: missing argument SCENE\n"))
    }

    @Test func badScaleIsAUsageError() {
        let result = runTool(["render", "settled-row", "--scale", "4"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: --scale expects one of 1, 2, 3; found '4'\n"))
    }

    @Test func listShowsEveryBuiltInScene() {
        let result = runTool(["list"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        // Names padded to the longest (20 characters), then canvas, duration and summary.
        #expect(lines.contains { $0.hasPrefix("settled-row           390×280 @2x  still   The seed's row at rest") })
        #expect(lines.contains { $0.hasPrefix("native-vs-presence    780×236 @2x  2.6 s   ") })
        #expect(lines.contains { $0.hasPrefix("presence-smooth       390×340 @2x  3.6 s   The seed's preview \"AnimatedPresence - smooth motion\"") })
        #expect(lines.first?.hasPrefix("native-vs-presence") == true)
    }

    @Test func animatedSceneWritesAFrameSequence() throws {
        let directory = temporaryDirectory().appendingPathComponent("toggle")
        let result = runTool(["render", "native-toggle", "--fps", "4", "--scale", "1", "--out", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        // 2.5 s at 4 fps: frames at 0, 0.25, … 2.5.
        let names = try visibleEntries(directory)
        #expect(names.count == 11)
        #expect(names.first == "frame-00000.png" && names.last == "frame-00010.png")
        #expect(result.standardOutput == "\(directory.path)/frame-%05d.png  11 frames, 390×280 px, 4 fps\n")
        // Not a terminal: no progress bar.
        #expect(result.standardError.isEmpty)
    }

    @Test func progressLineShowsCountRateAndTimeLeft() {
        #expect(ProgressBar.line(label: "scene", done: 5, total: 10, elapsed: 1, width: 10)
            == "scene [#####     ] 5/10  5.0 fps  ETA 1s")
    }

    @Test func versionIsPrinted() {
        let result = runTool(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.1.0\n")
    }
}
