import CutawayGoldens
import CutawayRender
import Foundation
import Testing
@testable import CutawayCLI

/// `cutaway test` and `cutaway diff`: recording, comparing, failing with pictures.
@Suite(.serialized) struct GoldenCommandTests {
    func record(_ directory: URL) {
        let result = runTool(["test", directory.path, "native-toggle", "--at", "0,1", "--record", "missing"])
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// Changes one pixel of a golden.
    /// Flips the red channel of the frame's top-left 3 × 3 pixels: a change the default
    /// comparison counts (one or two pixels alone would be forgiven as specks).
    func tamper(_ file: URL) throws {
        var png = try PNGDecoder.decode(Array(Data(contentsOf: file)))
        for y in 0..<3 {
            for x in 0..<3 {
                let red = (y * png.width + x) * 4
                png.rgba[red] = png.rgba[red] < 128 ? 255 : 0
            }
        }
        let image = RasterImage(straightRGBA: png.rgba, width: png.width, height: png.height)
        try Data(PNGEncoder().encode(image)).write(to: file)
    }

    /// Paints a 6 × 6 block of the frame's corner (the grouped background, #F2F2F7) white.
    func nearWhite(_ file: URL) throws {
        var png = try PNGDecoder.decode(Array(Data(contentsOf: file)))
        for y in 0..<6 {
            for x in 0..<6 {
                let pixel = (y * png.width + x) * 4
                png.rgba.replaceSubrange(pixel..<pixel + 4, with: [255, 255, 255, 255])
            }
        }
        let image = RasterImage(straightRGBA: png.rgba, width: png.width, height: png.height)
        try Data(PNGEncoder().encode(image)).write(to: file)
    }

    @Test func recordsThenMatches() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        record(goldens)
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.appendingPathComponent("native-toggle").path).sorted()
        #expect(names == ["frame-00000.png", "frame-00060.png"])
        let check = runTool(["test", goldens.path, "--record", "never"])
        #expect(check.status == 0)
        #expect(check.standardOutput.contains("native-toggle       2          2          0          0         0        0  ok"))
    }

    @Test func aChangedPixelFailsWithAPicture() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        record(goldens)
        try tamper(goldens.appendingPathComponent("native-toggle/frame-00060.png"))
        let artifacts = temporaryDirectory().appendingPathComponent("artifacts")
        let check = runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("native-toggle frame 60: 9 px differ"))
        #expect(check.standardOutput.contains("CUTAWAY_RECORD=failed"))
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("native-toggle/frame-00060.comparison.png").path))
        // Re-recording the failed frame on purpose makes it pass again.
        #expect(runTool(["test", goldens.path, "--record", "failed", "--artifacts", artifacts.path]).status == 0)
        #expect(runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path]).status == 0)
    }

    @Test func otherFontsAreRefusedClearly() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        record(goldens)
        let manifest = goldens.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "Inter-Regular.otf:", with: "Inter-Regular.otf:0")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let check = runTool(["test", goldens.path, "--record", "never"])
        #expect(check.status == 1)
        #expect(check.standardError.contains("recorded with other fonts"))
    }

    @Test func missingGoldensFailInNeverMode() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        let artifacts = temporaryDirectory().appendingPathComponent("artifacts")
        let check = runTool(["test", goldens.path, "settled-row", "--at", "0", "--record", "never", "--artifacts", artifacts.path])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("MISSING"))
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("settled-row").path))
        // The report shows what would be recorded.
        #expect(try visibleEntries(artifacts.appendingPathComponent("settled-row")) == ["frame-00000.png"])
        let html = try String(contentsOf: artifacts.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("<figure data-frame=\"0\" data-status=\"missing\""))
        #expect(html.contains("src=\"../settled-row/frame-00000.png\""))
    }

    @Test func orphanedGoldensAreListedAndPrunedOnlyWhenAsked() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        record(goldens)
        let fm = FileManager.default
        let stale = goldens.appendingPathComponent("renamed-scene")
        try fm.createDirectory(at: stale, withIntermediateDirectories: true)
        try fm.copyItem(at: goldens.appendingPathComponent("native-toggle/frame-00000.png"), to: stale.appendingPathComponent("frame-00000.png"))
        // native-toggle is 2.5 s at 60 fps: frame 500 is past its end.
        let pastEnd = goldens.appendingPathComponent("native-toggle/frame-00500.png")
        try fm.copyItem(at: goldens.appendingPathComponent("native-toggle/frame-00000.png"), to: pastEnd)
        let listed = runTool(["test", goldens.path, "--record", "never"])
        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.standardOutput.contains("orphaned: renamed-scene/ matches no built-in scene"))
        #expect(listed.standardOutput.contains("orphaned: native-toggle frame 500 is past the scene's end"))
        #expect(fm.fileExists(atPath: stale.path) && fm.fileExists(atPath: pastEnd.path))
        let pruned = runTool(["test", goldens.path, "--record", "never", "--prune"])
        #expect(pruned.status == 0)
        #expect(pruned.standardOutput.contains("pruned"))
        #expect(!fm.fileExists(atPath: stale.path) && !fm.fileExists(atPath: pastEnd.path))
        // The goldens that are still produced stay.
        let names = try fm.contentsOfDirectory(atPath: goldens.appendingPathComponent("native-toggle").path).sorted()
        #expect(names == ["frame-00000.png", "frame-00060.png"])
        #expect(!runTool(["test", goldens.path, "--record", "never"]).standardOutput.contains("orphaned"))
    }

    @Test func pruneRemovesOnlyTheGoldensCutawayRecordedAndListsWhatItKeeps() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        record(goldens)
        let fm = FileManager.default
        // A folder of the user's beside the goldens, and a stale scene folder holding notes.
        let assets = goldens.appendingPathComponent("assets")
        try fm.createDirectory(at: assets, withIntermediateDirectories: true)
        try "<svg/>".write(to: assets.appendingPathComponent("logo.svg"), atomically: true, encoding: .utf8)
        let stale = goldens.appendingPathComponent("oldscene")
        try fm.createDirectory(at: stale, withIntermediateDirectories: true)
        try fm.copyItem(at: goldens.appendingPathComponent("native-toggle/frame-00000.png"), to: stale.appendingPathComponent("frame-00000.png"))
        try "{}".write(to: stale.appendingPathComponent("frame-00000.json"), atomically: true, encoding: .utf8)
        try "why this scene went".write(to: stale.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        // Named like a frame, but not as Cutaway names one: the user's too.
        try Data([1]).write(to: stale.appendingPathComponent("frame-7.png"))
        let listed = runTool(["test", goldens.path, "--record", "never"])
        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(!listed.standardOutput.contains("assets"), "\(listed.standardOutput)")
        let pruned = runTool(["test", goldens.path, "--record", "never", "--prune"])
        #expect(pruned.status == 0, "\(pruned.standardError)")
        #expect(try fm.contentsOfDirectory(atPath: assets.path) == ["logo.svg"])
        #expect(try fm.contentsOfDirectory(atPath: stale.path).sorted() == ["frame-7.png", "notes.md"])
        #expect(pruned.standardOutput.contains("pruned "), "\(pruned.standardOutput)")
        #expect(pruned.standardOutput.contains("kept "), "\(pruned.standardOutput)")
        #expect(pruned.standardOutput.contains("oldscene/notes.md: not a golden Cutaway recorded"), "\(pruned.standardOutput)")
        #expect(pruned.standardOutput.contains("oldscene/frame-7.png: not a golden Cutaway recorded"), "\(pruned.standardOutput)")
    }

    @Test(arguments: [
        ("frame-00000.png", true), ("frame-00012.json", true), ("frame-123456.png", true),
        ("frame-7.png", false), ("frame-+0001.png", false), ("frame--0001.png", false), ("frame-00001.PNG", false),
        ("notes.md", false), ("frame-.png", false),
    ])
    func aRecordedGoldenFileIsNamedExactlyAsCutawayNamesFrames(name: String, isRecorded: Bool) {
        #expect(TestCommand.isRecordedGoldenFile(name) == isRecorded)
    }

    @Test func aMovedViewFailsItsGeometryGoldenAndSaysByHowMuch() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        #expect(runTool(["test", goldens.path, "presence-smooth", "--at", "0"]).status == 0)
        let json = goldens.appendingPathComponent("presence-smooth/frame-00000.json")
        let text = try String(contentsOf: json, encoding: .utf8)
        // The recorded footer sits somewhere below the detail; pretend it was recorded 3 pt higher.
        let footer = try #require(text.split(separator: "\n").first { $0.contains("\"footer\"") })
        let y = try #require(footer.firstRange(of: "\"y\": ").map { footer[$0.upperBound...].prefix { $0.isNumber || $0 == "." } })
        let moved = Double(y)! - 3
        let tampered = footer.replacingOccurrences(of: "\"y\": \(y),", with: "\"y\": \(GeometryJSON.number(moved)),")
        #expect(tampered != String(footer))
        try text.replacingOccurrences(of: String(footer), with: tampered).write(to: json, atomically: true, encoding: .utf8)
        let artifacts = temporaryDirectory().appendingPathComponent("artifacts")
        let check = runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("presence-smooth frame 0: geometry: footer y \(GeometryJSON.number(moved)) → \(y) (+3)"), "\(check.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("presence-smooth/frame-00000.json").path))
        // Within the tolerance (0.5 pt) a move is not a failure.
        try text.replacingOccurrences(of: String(footer), with: footer.replacingOccurrences(of: "\"y\": \(y),", with: "\"y\": \(GeometryJSON.number(Double(y)! - 0.25)),"))
            .write(to: json, atomically: true, encoding: .utf8)
        #expect(runTool(["test", goldens.path, "--record", "never"]).status == 0)
    }

    @Test func aSceneThatPassesAgainKeepsNoOldFailurePictures() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        record(goldens)
        let golden = goldens.appendingPathComponent("native-toggle/frame-00060.png")
        let original = try Data(contentsOf: golden)
        try tamper(golden)
        let artifacts = temporaryDirectory().appendingPathComponent("artifacts")
        #expect(runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path]).status == 1)
        let pictures = artifacts.appendingPathComponent("native-toggle")
        #expect(FileManager.default.fileExists(atPath: pictures.appendingPathComponent("frame-00060.comparison.png").path))
        try original.write(to: golden)
        #expect(runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: pictures.path))
    }

    @Test func aFrameFailingInPixelsAndGeometryFailsOnceWithBothReasons() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        #expect(runTool(["test", goldens.path, "presence-smooth", "--at", "0,1"]).status == 0)
        let json = goldens.appendingPathComponent("presence-smooth/frame-00000.json")
        let text = try String(contentsOf: json, encoding: .utf8)
        let footer = try #require(text.split(separator: "\n").first { $0.contains("\"footer\"") })
        let y = try #require(footer.firstRange(of: "\"y\": ").map { footer[$0.upperBound...].prefix { $0.isNumber || $0 == "." } })
        try text.replacingOccurrences(of: String(footer), with: footer.replacingOccurrences(of: "\"y\": \(y),", with: "\"y\": \(GeometryJSON.number(Double(y)! - 3)),"))
            .write(to: json, atomically: true, encoding: .utf8)
        try tamper(goldens.appendingPathComponent("presence-smooth/frame-00000.png"))
        let check = runTool(["test", goldens.path, "--record", "never", "--artifacts", temporaryDirectory().path])
        #expect(check.status == 1)
        // Two frames: one identical, one different (not two failures for one frame).
        #expect(check.standardOutput.contains("presence-smooth       2          1          0          1         0        0  FAILED"), "\(check.standardOutput)")
        let line = try #require(check.standardOutput.split(separator: "\n").first { $0.hasPrefix("presence-smooth frame 0:") })
        #expect(line.contains("9 px differ") && line.contains("; geometry: footer y"), "\(line)")
    }

    @Test func theReRecordCommandKeepsTheOptionsThatChooseItsScenes() throws {
        // `A~dark` is a scene only with both colour schemes (or dark), and which frames fail
        // depends on the comparison: those stay; recording, artifacts and shards do not.
        let arguments = try TestCommand.signature.parse([
            "--previews", "My Package", "G", "A~dark", "--color-scheme", "both", "--delta-e", "3",
            "--record", "never", "--artifacts", "x", "--shard", "1/2",
        ])
        let command = try TestCommand.rerecordCommand(arguments, directory: "G", failing: ["A~dark"])
        #expect(command == "CUTAWAY_RECORD=failed cutaway test --previews 'My Package' G 'A~dark' --color-scheme both --delta-e 3")
        let plain = try TestCommand.rerecordCommand(TestCommand.signature.parse(["G"]), directory: "G", failing: ["native-toggle"])
        #expect(plain == "CUTAWAY_RECORD=failed cutaway test G native-toggle")
    }

    @Test func theReRecordCommandRunsAsPrintedForASceneFile() throws {
        let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples/Scenes/presence-vstack.json").standardizedFileURL.path
        let folder = temporaryDirectory()
        let goldens = folder.appendingPathComponent("my goldens")
        #expect(runTool(["test", goldens.path, scene, "--at", "0"]).status == 0)
        try tamper(goldens.appendingPathComponent("presence-vstack/frame-00000.png"))
        let check = runTool(["test", goldens.path, scene, "--record", "never", "--artifacts", folder.appendingPathComponent("artifacts").path])
        #expect(check.status == 1)
        let marker = "re-record on purpose with: "
        let command = try #require(check.standardOutput.components(separatedBy: marker).last?.trimmingCharacters(in: .newlines))
        #expect(command == "CUTAWAY_RECORD=failed cutaway test '\(goldens.path)' \(scene)")
        // Run it as printed, by a shell, with this build's cutaway first on the PATH.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", command]
        shell.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = ToolProcess.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        shell.environment = environment
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(runTool(["test", goldens.path, scene, "--record", "never"]).status == 0)
    }

    @Test func diffComparesAnimatedPNGsFrameByFrameWithTheirTiming() throws {
        let folder = temporaryDirectory()
        func render(_ name: String, fps: Int) -> String {
            let path = folder.appendingPathComponent(name).path
            #expect(runTool(["render", "native-toggle", "--format", "apng", "--fps", String(fps), "--out", path, "--quiet"]).status == 0)
            return path
        }
        let first = render("a.png", fps: 10), again = render("b.png", fps: 10), faster = render("c.png", fps: 12)
        let same = runTool(["diff", first, again])
        #expect(same.status == 0, "\(same.standardOutput)\(same.standardError)")
        #expect(same.standardOutput.contains("frame-00000.png: identical"))
        #expect(!same.standardOutput.contains("different"))
        // At 12 fps each changing frame is shown for 1/12 s instead of 1/10 s, and the toggle's
        // frames fall at other moments.
        let other = runTool(["diff", faster, first])
        #expect(other.status == 1)
        #expect(other.standardOutput.contains("frame-00001.png: shown for 0.0833 s, expected 0.1 s"))
        #expect(other.standardOutput.contains("px differ"))
    }

    /// A golden of presence-smooth recorded at 0.75 s standing for frame 48 (0.8 s).
    func failingGoldens() throws -> (goldens: URL, artifacts: URL) {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        #expect(runTool(["test", goldens.path, "presence-smooth", "--at", "0.75", "--at", "0.8"]).status == 0)
        let folder = goldens.appendingPathComponent("presence-smooth")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("frame-00048.png"))
        try FileManager.default.copyItem(at: folder.appendingPathComponent("frame-00045.png"), to: folder.appendingPathComponent("frame-00048.png"))
        let artifacts = temporaryDirectory().appendingPathComponent("artifacts")
        let check = runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("report: \(artifacts.path)/report/index.html"))
        return (goldens, artifacts)
    }

    @Test func theReportShowsEveryCheckedFrameAndLinksItsPictures() throws {
        let (_, artifacts) = try failingGoldens()
        let html = try String(contentsOf: artifacts.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("data-scene=\"presence-smooth\""))
        // Both frames checked are on the scrubber; the failing one is marked, and the page opens on it.
        #expect(html.contains("<input class=\"scrub\" type=\"range\" min=\"0\" max=\"1\" step=\"1\" value=\"1\""))
        #expect(html.contains("<figure data-frame=\"45\" data-status=\"identical\""))
        #expect(html.contains("<figure data-frame=\"48\" data-status=\"different\" data-position=\"frame 48 · 2 of 2 · failing\" class=\"failing current\">"))
        #expect(html.contains("<datalist id=\"failing-0\"><option value=\"1\"></option></datalist>"))
        // Every picture the page shows is a file beside it; nothing comes from the network.
        let sources = html.split(separator: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(sources) == [
            "../presence-smooth/frame-00045.png",
            "../presence-smooth/frame-00048.expected.png", "../presence-smooth/frame-00048.difference.png", "../presence-smooth/frame-00048.png",
        ])
        for source in sources {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report").appendingPathComponent(source).standardized.path), "\(source)")
        }
        #expect(!html.contains("http"))
    }

    @Test func aRunThatPassesAgainRemovesTheReportWithThePictures() throws {
        let (goldens, artifacts) = try failingGoldens()
        let folder = goldens.appendingPathComponent("presence-smooth")
        // A shard's report has its own folder: the 1st of 1 shards fails beside the whole run's.
        #expect(runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path, "--shard", "1/1"]).status == 1)
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report-1-of-1/index.html").path))
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report/index.html").path))
        // Re-record the failing frame; the next run passes and neither pictures nor its report stay.
        #expect(runTool(["test", goldens.path, "--record", "failed", "--artifacts", artifacts.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frame-00048.png").path))
        #expect(runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("presence-smooth").path))
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report").path))
        // The shard's report goes when that shard passes.
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report-1-of-1").path))
        #expect(runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path, "--shard", "1/1"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report-1-of-1").path))
    }

    @Test func aPassingRunKeepsTheReportWhileAnotherScenesPicturesRemain() throws {
        let (goldens, artifacts) = try failingGoldens()
        // Only native-toggle is checked, and passes: presence-smooth's failure is still shown.
        #expect(runTool(["test", goldens.path, "native-toggle", "--at", "0", "--artifacts", artifacts.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report/index.html").path))
    }

    @Test func aFailingScenesPicturesHoldEveryFrameCheckedAndAPassingScenesNone() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        #expect(runTool(["test", goldens.path, "presence-smooth", "--at", "0,0.5,1"]).status == 0)
        #expect(runTool(["test", goldens.path, "native-toggle", "--at", "0"]).status == 0)
        try tamper(goldens.appendingPathComponent("presence-smooth/frame-00030.png"))
        let artifacts = temporaryDirectory().appendingPathComponent("artifacts")
        #expect(runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path]).status == 1)
        #expect(try visibleEntries(artifacts.appendingPathComponent("presence-smooth")) == [
            "frame-00000.png", "frame-00030.comparison.png", "frame-00030.difference.png", "frame-00030.expected.png", "frame-00030.png",
            "frame-00060.png",
        ])
        // A passing frame's picture is the frame as rendered: its golden's pixels.
        let passing = try PNGDecoder.decode(Array(Data(contentsOf: artifacts.appendingPathComponent("presence-smooth/frame-00060.png"))))
        let golden = try PNGDecoder.decode(Array(Data(contentsOf: goldens.appendingPathComponent("presence-smooth/frame-00060.png"))))
        #expect(passing.rgba == golden.rgba)
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("native-toggle").path))
    }

    @Test func severalFailingFramesMakeOneComparisonAPNG() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        record(goldens)
        try tamper(goldens.appendingPathComponent("native-toggle/frame-00000.png"))
        try tamper(goldens.appendingPathComponent("native-toggle/frame-00060.png"))
        let artifacts = temporaryDirectory().appendingPathComponent("artifacts")
        let check = runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("native-toggle: every failing frame in one APNG"))
        let apng = try APNGDecoder.decode(Array(Data(contentsOf: artifacts.appendingPathComponent("native-toggle/comparisons.png"))))
        #expect(apng.frames.count == 2)
        #expect(apng.frames.map(\.delay) == [1, 1])
        // Each frame of it is that frame's comparison picture.
        let second = try PNGDecoder.decode(Array(Data(contentsOf: artifacts.appendingPathComponent("native-toggle/frame-00060.comparison.png"))))
        #expect(apng.frames[1].image.rgba == second.rgba)
    }

    /// The outlines' colours on the page: `--expected` and `--actual` in GoldenReport's style.
    static let expectedOutline = (red: 0, green: 80, blue: 255), actualOutline = (red: 230, green: 0, blue: 120)

    /// Headless Chromium opens the report on the failing frame, with its three pictures loaded
    /// and the difference picture's red on screen; the scrubber spans both frames checked.
    @Test(.enabled(if: HeadlessChromium.isAvailable, "needs /usr/bin/chromium (Scripts/setup --test)"))
    func chromiumShowsTheFailingFrame() throws {
        let (_, artifacts) = try failingGoldens()
        let page = artifacts.appendingPathComponent("report/index.html")
        let chromium = HeadlessChromium()
        let scenes = try chromium.probe(page)
        try #require(scenes.count == 1)
        let scene = scenes[0]
        // Two frames checked (45 and 48): the scrubber steps over both, and the page opens on
        // the failing one, the only figure on screen.
        #expect(scene.figures == 2 && scene.max == 1)
        #expect(scene.value == 1 && scene.frame == 48 && scene.failing && scene.shownFigures == 1)
        #expect(scene.images.map(\.alt) == ["expected", "difference", "actual"])
        #expect(scene.images.allSatisfy { $0.loaded && $0.natural == [780, 680] }, "\(scene.images)")
        #expect(scene.outlines.isEmpty)
        let png = try chromium.screenshot(page, to: artifacts.appendingPathComponent("report.png"))
        // The difference picture marks differing pixels pure red (255, 0, 0).
        let difference = try #require(scene.images.first { $0.alt == "difference" })
        let red = png.count((255, 0, 0), tolerance: 40, in: difference.box)
        #expect(red > 50, "\(red) red pixels on the difference picture")
        // No outline: no pixel of an outline's colour on the actual frame (the colours the
        // geometry test below counts are not the scene's own).
        let actual = try #require(scene.images.last)
        #expect(png.count(Self.expectedOutline, tolerance: 24, in: actual.box) == 0)
        #expect(png.count(Self.actualOutline, tolerance: 24, in: actual.box) == 0)
    }

    /// A geometry-only failure (the footer recorded 3 pt higher than it is) opens on its frame,
    /// as rendered, with the footer outlined where the golden has it and where it is now.
    @Test(.enabled(if: HeadlessChromium.isAvailable, "needs /usr/bin/chromium (Scripts/setup --test)"))
    func chromiumShowsAGeometryFailureOutlinedOnTheFrame() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        #expect(runTool(["test", goldens.path, "presence-smooth", "--at", "0,0.5,1"]).status == 0)
        let json = goldens.appendingPathComponent("presence-smooth/frame-00030.json")
        let text = try String(contentsOf: json, encoding: .utf8)
        let footer = try #require(text.split(separator: "\n").first { $0.contains("\"footer\"") })
        let y = try #require(footer.firstRange(of: "\"y\": ").map { footer[$0.upperBound...].prefix { $0.isNumber || $0 == "." } })
        try text.replacingOccurrences(of: String(footer), with: footer.replacingOccurrences(of: "\"y\": \(y),", with: "\"y\": \(GeometryJSON.number(Double(y)! - 3)),"))
            .write(to: json, atomically: true, encoding: .utf8)
        let artifacts = temporaryDirectory().appendingPathComponent("artifacts")
        let check = runTool(["test", goldens.path, "--record", "never", "--artifacts", artifacts.path])
        #expect(check.standardOutput.contains("presence-smooth frame 30: geometry: footer y"), "\(check.standardOutput)")
        let page = artifacts.appendingPathComponent("report/index.html")
        let chromium = HeadlessChromium()
        let scenes = try chromium.probe(page)
        try #require(scenes.count == 1)
        let scene = scenes[0]
        #expect(scene.figures == 3 && scene.max == 2)
        #expect(scene.value == 1 && scene.frame == 30 && scene.failing && scene.shownFigures == 1)
        // The frame as rendered, loaded and on screen.
        let image = try #require(scene.images.first)
        #expect(scene.images.count == 1 && image.alt == "actual" && image.loaded && image.natural == [780, 680], "\(scene.images)")
        #expect(image.box.width > 400)
        // Two outlines of the footer on the picture: the golden's 3 pt above the frame's own.
        #expect(scene.outlines.map(\.kind) == ["expected", "actual"] && scene.outlines.allSatisfy { $0.view == "footer" }, "\(scene.outlines)")
        try #require(scene.outlines.count == 2)
        #expect(scene.outlines.allSatisfy { image.box.contains($0.box) }, "\(scene.outlines) on \(image.box)")
        let canvas = try BuiltInScenes.scene(named: "presence-smooth").canvas
        let pixelsPerPoint = image.box.width / Double(canvas.width)
        let (expected, actual) = (scene.outlines[0].box, scene.outlines[1].box)
        #expect(abs((actual.top - expected.top) / pixelsPerPoint - 3) < 0.05, "\(expected) → \(actual)")
        #expect(abs(actual.left - expected.left) < 0.05 && abs(actual.width - expected.width) < 0.05)
        // And they are drawn: each outline's colour is on its edges (a 2 px stroke centred on
        // them; the label sits above the box, outside what is counted).
        let png = try chromium.screenshot(page, to: artifacts.appendingPathComponent("report.png"))
        let blue = png.count(Self.expectedOutline, tolerance: 24, in: expected.outset(by: 1.5))
        let crimson = png.count(Self.actualOutline, tolerance: 24, in: actual.outset(by: 1.5))
        #expect(blue > 40 && crimson > 40, "\(blue) px of the expected outline, \(crimson) px of the actual one")
    }

    @Test func shardsSplitTheScenesByName() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        for name in ["native-toggle", "settled-row", "presence-numeric"] {
            #expect(runTool(["test", goldens.path, name, "--at", "0"]).status == 0)
        }
        let first = runTool(["test", goldens.path, "--shard", "1/2"]).standardOutput
        let second = runTool(["test", goldens.path, "--shard", "2/2"]).standardOutput
        // Sorted: native-toggle, presence-numeric, settled-row.
        #expect(first.contains("native-toggle") && first.contains("settled-row") && !first.contains("presence-numeric"))
        #expect(second.contains("presence-numeric") && !second.contains("native-toggle"))
        #expect(runTool(["test", goldens.path, "--shard", "3/2"]).status == 64)
    }

    @Test func diffComparesFilesAndFolders() throws {
        let goldens = temporaryDirectory().appendingPathComponent("goldens")
        record(goldens)
        let copy = temporaryDirectory().appendingPathComponent("copy")
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("native-toggle"), to: copy)
        #expect(runTool(["diff", copy.path, goldens.appendingPathComponent("native-toggle").path]).status == 0)
        try tamper(copy.appendingPathComponent("frame-00000.png"))
        let out = temporaryDirectory().appendingPathComponent("diffs")
        let result = runTool(["diff", copy.path, goldens.appendingPathComponent("native-toggle").path, "--out", out.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("frame-00000.png: different, 9 px differ"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame-00000.png").path))
        #expect(runTool(["diff", copy.path, goldens.path, "--yiq-threshold", "2"]).status == 64)
        let both = runTool(["diff", copy.path, goldens.path, "--delta-e", "2", "--yiq-threshold", "0.1"])
        #expect(both.status == 64)
        #expect(both.standardError.contains("--delta-e and --yiq-threshold each choose how colour is measured"))
        // pixelmatch's YIQ 0.1 and the default disagree on a near-white change (white → #F2F2F7
        // in the tampered block: YIQ 0.047, ΔE00 3.6), which is why the default changed.
        try nearWhite(copy.appendingPathComponent("frame-00000.png"))
        let golden = goldens.appendingPathComponent("native-toggle/frame-00000.png").path
        #expect(runTool(["diff", copy.appendingPathComponent("frame-00000.png").path, golden]).status == 1)
        #expect(runTool(["diff", copy.appendingPathComponent("frame-00000.png").path, golden, "--yiq-threshold", "0.1"]).status == 0)
    }
}
