import Foundation
import Testing
@testable import CutawayCLI
import CutawayRender

/// Scene files through the command line: rendering, validating, inspecting, and the errors.
@Suite(.serialized) struct SceneFileCommandTests {
    func write(_ text: String, name: String = "scene.json") throws -> URL {
        let url = temporaryDirectory().appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    let minimal = """
        {
          "format": "cutaway-scene/1",
          "name": "minimal",
          "canvas": { "width": 100, "height": 60, "scale": 1 },
          "duration": 0.5, "fps": 4,
          "state": { "count": 0, "items": ["a", "b"] },
          "body": { "VStack": { "content": [
            { "Text": "count {$count}", "name": "label" },
            { "Button": { "title": "Add", "action": [ { "increment": "count" } ] } }
          ] } },
          "script": [ { "at": 0.25, "tap": "Add" } ]
        }
        """

    @Test func rendersAScenePassedAsAFile() throws {
        let file = try write(minimal)
        let out = temporaryDirectory().appendingPathComponent("out")
        let result = runTool(["render", file.path, "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try visibleEntries(out).count == 3)
    }

    @Test func inspectPrintsNamedViewsAsJSON() throws {
        let file = try write(minimal)
        let result = runTool(["inspect", file.path, "--at", "0.5", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("{ \"scene\": \"minimal\", \"fps\": 4,\n  \"frames\": [\n    { \"index\": 2, \"time\": 0.5,\n"))
        #expect(result.standardOutput.contains("{ \"name\": \"label\", \"type\": \"Text\", \"frame\": { \"x\": "))
        let table = runTool(["inspect", file.path, "--at", "0"])
        #expect(table.standardOutput.hasPrefix("frame 0  t = 0 s\n  label  ("))
    }

    @Test func validateAcceptsGoodFilesAndTheExamples() throws {
        let file = try write(minimal)
        let result = runTool(["validate", file.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "\(file.path): ok (minimal, 3 frames)\n")
    }

    @Test func unknownViewIsReportedWithLineColumnPathAndSuggestion() throws {
        let file = try write(minimal.replacingOccurrences(of: "{ \"Text\": \"count", with: "{ \"Txt\": \"count"))
        let out = temporaryDirectory().appendingPathComponent("never")
        let result = runTool(["render", file.path, "--out", out.path])
        #expect(result.status == 65)
        #expect(result.standardError.hasPrefix("error: \(file.path):8:7: body.VStack.content[0]: unknown view 'Txt'; did you mean 'Text'?\n"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func unknownKeysAndBadValuesAreErrors() throws {
        let cases: [(String, String, String)] = [
            ("\"fps\": 4,", "\"fps\": 4, \"fsp\": 2,", "fsp: unknown key 'fsp'; did you mean 'fps'?"),
            ("\"scale\": 1", "\"scale\": 4", "canvas.scale: expected a whole number from 1 to 3, found 4"),
            ("\"width\": 100", "\"width\": 100000", "canvas.width: expected a number from 1 to 4096, found 100000"),
            ("{ \"increment\": \"count\" }", "{ \"increment\": \"cuont\" }", "unknown state 'cuont'; did you mean 'count'?"),
            ("\"count {$count}\"", "\"count {$cont}\"", "reads unknown state '$cont'; did you mean '$count'?"),
            ("\"format\": \"cutaway-scene/1\"", "\"format\": \"cutaway-scene/2\"", "unknown format 'cutaway-scene/2'"),
            ("\"at\": 0.25", "\"at\": 9", "script[0].at: expected a number from 0 to 0.5, found 9"),
        ]
        for (original, replacement, message) in cases {
            let file = try write(minimal.replacingOccurrences(of: original, with: replacement))
            let result = runTool(["validate", file.path])
            #expect(result.status == 65, "\(replacement)")
            #expect(result.standardError.contains(message), "\(replacement): \(result.standardError)")
        }
    }

    @Test func syntaxErrorsGiveTheirPosition() throws {
        let file = try write("{\n  \"format\": \"cutaway-scene/1\",\n  \"name\": \"x\"\n  \"body\": {}\n}")
        let result = runTool(["validate", file.path])
        #expect(result.status == 65)
        #expect(result.standardError.hasPrefix("error: \(file.path):4:3: "))
    }

    @Test func deeplyNestedFilesFailCleanly() throws {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let file = try write(deep)
        let result = runTool(["validate", file.path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("nesting"))
    }

    @Test func runTimeExpressionFailuresNameTheExpressionTimeAndView() throws {
        let broken = minimal.replacingOccurrences(of: "\"count {$count}\"", with: "\"item {$items[$count]}\"")
            .replacingOccurrences(of: "{ \"increment\": \"count\" }", with: "{ \"increment\": \"count\", \"by\": 5 }")
        let file = try write(broken)
        let out = temporaryDirectory().appendingPathComponent("never")
        let result = runTool(["render", file.path, "--out", out.path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("body.VStack.content[0]: at t = 0.25 s:"), "\(result.standardError)")
        #expect(result.standardError.contains("$items[$count]"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func validateStopsTheWorstCasesWithTheirPlaceAndLimit() throws {
        // The fixtures of the scene budget's tests: a million views, and a string doubled forty times.
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CutawaySceneFileTests/Fixtures")
        let nested = fixtures.appendingPathComponent("nested-for-each.json").path
        let doubling = fixtures.appendingPathComponent("doubling-string.json").path
        let result = runTool(["validate", nested, doubling])
        #expect(result.status == 65)
        #expect(result.standardError.contains("error: \(nested):8:7: body.VStack.content[0].ForEach.content: at t = 0.0 s: "
            + "ForEach over 1,000 items, repeated for the 1,000 elements of the ForEach views around it, would make 1,000,000 views; "
            + "a scene may make at most 10,000 views per frame\n"), "\(result.standardError)")
        #expect(result.standardError.contains("error: \(doubling):24:30: script[16].set.s: at t = 0.0 s: '+' would make a string "
            + "of 131,072 bytes; a scene's strings may be at most 65,536 bytes long"), "\(result.standardError)")
    }

    @Test func validateStopsAWordTooCostlyToWrapBeforePangoIsAsked() throws {
        // One word of 8,192 characters (the per-view limit) wrapped at 1 pt: a character a
        // line, so breaking it counts 8,192 × 8,192 / 2 = 33,554,432 units, twice the budget
        // (SceneBudget.wrappingCost). A word like it took 18 s of Pango's time in a release
        // build; this one is refused before Pango sees it.
        let word = String(repeating: "x", count: 8_192)
        let file = try write("""
            { "format": "cutaway-scene/1", "name": "word", "canvas": { "width": 200, "height": 200, "scale": 1 },
              "body": { "Text": "\(word)", "modifiers": [ { "frame": { "width": 1 } }, { "fixedSize": { "horizontal": false, "vertical": true } } ] } }
            """, name: "word.json")
        let result = runTool(["validate", file.path])
        #expect(result.status == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: \(file.path):2:"), "\(result.standardError)")
        #expect(result.standardError.contains(": body: at t = 0.0 s: shaping 'xxxxxxxxxxxxxxxxxxxxxxxx…' "
            + "would bring the work since the scene began to 33,"), "\(result.standardError)")
        #expect(result.standardError.contains(" units; a scene may take at most 16,777,216 units of work in all\n"), "\(result.standardError)")
    }

    @Test func renderChoosesFramesByTime() throws {
        let out = temporaryDirectory().appendingPathComponent("chosen")
        let result = runTool(["render", "native-toggle", "--at", "0.5,1", "--scale", "1", "--out", out.path])
        #expect(result.status == 0)
        #expect(try visibleEntries(out) == ["frame-00030.png", "frame-00060.png"])
        let both = runTool(["render", "native-toggle", "--at", "0.5", "--from", "0.2"])
        #expect(both.status == 64)
    }
}

@Suite(.serialized) struct CompareAndOverlayCommandTests {
    @Test func compareWritesComposedFrames() throws {
        let out = temporaryDirectory().appendingPathComponent("pair")
        let result = runTool(["compare", "native-toggle", "native-toggle", "--fps", "2", "--scale", "1", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        // 2.5 s at 2 fps: 6 frames, each two 390-pt canvases with 16-pt margins.
        let names = try visibleEntries(out)
        #expect(names.count == 6)
        let png = try PNGDecoderProxy.size(of: out.appendingPathComponent("frame-00000.png"))
        #expect(png == (16 + 2 * (390 + 16), 16 + 280 + 22 + 16))
    }

    @Test func compareTakesCanvasesOfDifferentSizesInAnyFormat() throws {
        let out = temporaryDirectory().appendingPathComponent("pair.png")
        let result = runTool(["compare", "native-toggle", "presence-vstack", "--fps", "2", "--scale", "1", "--format", "apng", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        // The longer scene (presence-vstack, 2.8 s) sets the length: 6 frames at 2 fps.
        #expect(result.standardOutput.contains("APNG, 6 frames"), "\(result.standardOutput)")
        // 390×280 beside 390×260, tops aligned: the taller sets the height.
        let apng = try APNGDecoder.decode(Array(Data(contentsOf: out)))
        #expect((apng.width, apng.height) == (16 + 390 + 16 + 390 + 16, 16 + 280 + 22 + 16))
    }

    @Test func unknownOverlayIsAUsageError() {
        let result = runTool(["render", "native-toggle", "--overlay", "clip"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("did you mean 'clips'?"))
    }
}

@Suite(.serialized) struct OutputFormatCommandTests {
    @Test func apngHoldsEveryDistinctFrame() throws {
        let file = temporaryDirectory().appendingPathComponent("toggle.png")
        let result = runTool(["render", "native-toggle", "--format", "apng", "--fps", "4", "--scale", "1", "--out", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        let apng = try APNGDecoder.decode(Array(Data(contentsOf: file)))
        #expect(apng.width == 390 && apng.height == 280)
        // 11 frames at 4 fps; the delays add up to the scene's 2.5 s plus one frame.
        #expect(abs(apng.frames.map(\.delay).reduce(0, +) - 2.75) < 0.001)
    }

    @Test func animatedSVGAndSVGFramesAreWritten() throws {
        let svg = temporaryDirectory().appendingPathComponent("toggle.svg")
        #expect(runTool(["render", "native-toggle", "--format", "svg", "--fps", "4", "--out", svg.path]).status == 0)
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.hasPrefix("<!-- Written by Cutaway -->\n<svg") && text.contains("<animate"))
        let frames = temporaryDirectory().appendingPathComponent("frames")
        #expect(runTool(["render", "native-toggle", "--format", "svg-frame", "--fps", "4", "--out", frames.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".svg") }.count == 11)
    }

    @Test func videoNeedsFFmpegAndSaysSo() throws {
        let file = temporaryDirectory().appendingPathComponent("toggle.gif")
        let result = runTool(["render", "native-toggle", "--format", "gif", "--fps", "4", "--scale", "1", "--out", file.path])
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") {
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try Data(contentsOf: file).prefix(6) == Data("GIF89a".utf8))
        } else {
            #expect(result.status == 70)
            #expect(result.standardError.contains("needs ffmpeg, which is not installed"))
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func compressionTradesSizeNotPixels() throws {
        var decoded: [[UInt8]] = [], sizes: [Int] = []
        for level in ["0", "9"] {
            let out = temporaryDirectory().appendingPathComponent("level-\(level)")
            let result = runTool(["render", "settled-row", "--scale", "1", "--compression", level, "--out", out.path])
            #expect(result.status == 0, "\(result.standardError)")
            let bytes = Array(try Data(contentsOf: out.appendingPathComponent("frame-00000.png")))
            sizes.append(bytes.count)
            decoded.append(try PNGDecoder.decode(bytes).rgba)
        }
        // Level 0 stores the scanlines; level 9 deflates them hard. The pixels are the same.
        #expect(sizes[0] > 390 * 280 * 3 && sizes[1] < sizes[0] / 4, "sizes \(sizes)")
        #expect(decoded[0] == decoded[1])
        #expect(runTool(["render", "settled-row", "--compression", "10"]).status == 64)
    }

    @Test func frameChoiceOnlyForSequences() {
        let result = runTool(["render", "native-toggle", "--format", "apng", "--at", "0.5"])
        #expect(result.status == 64)
    }
}
