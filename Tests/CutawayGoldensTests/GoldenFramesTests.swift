import Cutaway
import CutawayExamples
import Foundation
import Testing
import CutawayGoldens

private func scratch() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-golden-frames-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `GoldenFrames.check`, the core of `assertFrames`: what it records, reports and leaves behind.
@Suite struct GoldenFramesTests {
    let scene = ExampleScenes.named("presence-smooth")!

    /// Goldens of presence-smooth at 0.75 s and 0.8 s, with the one at 0.75 s standing for 0.8 s.
    func swappedGoldens() throws -> URL {
        let goldens = scratch()
        _ = try GoldenFrames.check(scene, at: [0.75, 0.8], goldens: goldens, record: .missing, artifacts: scratch())
        let folder = goldens.appendingPathComponent("presence-smooth")
        try Data(contentsOf: folder.appendingPathComponent("frame-00045.png")).write(to: folder.appendingPathComponent("frame-00048.png"))
        return goldens
    }

    @Test func aRecordingSaysWhichFramesItRecordedAndWhere() throws {
        let goldens = scratch()
        let first = try GoldenFrames.check(scene, at: [0, 0.8], goldens: goldens, record: .missing, artifacts: scratch())
        let folder = goldens.appendingPathComponent("presence-smooth")
        #expect(first.recordingNote == "presence-smooth: recorded 2 golden frames (frame 0, frame 48) in \(folder.path)")
        #expect(first.recordedPictures == [folder.appendingPathComponent("frame-00000.png"), folder.appendingPathComponent("frame-00048.png")])
        #expect(first.recordedPictures.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
        // A check that records nothing says nothing; one new frame is one.
        #expect(try GoldenFrames.check(scene, at: [0, 0.8], goldens: goldens, record: .missing, artifacts: scratch()).recordingNote == nil)
        let one = try GoldenFrames.check(scene, at: [0, 1], goldens: goldens, record: .missing, artifacts: scratch())
        #expect(one.recordingNote == "presence-smooth: recorded 1 golden frame (frame 60) in \(folder.path)")
        #expect(one.isPassing && one.checked == 2)
    }

    @Test func aFailureWritesTheScenesReportBesideItsPicturesAndNamesIt() throws {
        let goldens = try swappedGoldens(), artifacts = scratch()
        let report = try GoldenFrames.check(scene, at: [0.75, 0.8], goldens: goldens, record: .never, artifacts: artifacts)
        let page = artifacts.appendingPathComponent("presence-smooth/report.html")
        #expect(report.report == page)
        #expect(try #require(report.failureMessage).contains("report: \(page.path)"))
        let html = try String(contentsOf: page, encoding: .utf8)
        // Both frames checked, the failing one marked and shown first, its pictures beside the page.
        #expect(html.contains("<figure data-frame=\"45\" data-status=\"identical\""))
        #expect(html.contains("<figure data-frame=\"48\" data-status=\"different\" data-position=\"frame 48 · 2 of 2 · failing\" class=\"failing current\">"))
        #expect(html.contains("Re-record on purpose with <code>CUTAWAY_RECORD=failed</code>"))
        let sources = html.split(separator: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(sources) == ["frame-00045.png", "frame-00048.expected.png", "frame-00048.difference.png", "frame-00048.png"])
        for source in sources {
            #expect(FileManager.default.fileExists(atPath: page.deletingLastPathComponent().appendingPathComponent(source).path), "\(source)")
        }
    }

    @Test func twoFailingChecksInOneProcessKeepTheirOwnReports() throws {
        let goldens = try swappedGoldens(), artifacts = scratch()
        _ = try GoldenFrames.check(scene, at: [0, 0.8], goldens: goldens, record: .missing, artifacts: artifacts)
        let toggle = try #require(ExampleScenes.named("native-toggle"))
        _ = try GoldenFrames.check(toggle, at: [0], goldens: scratch(), record: .never, artifacts: artifacts)
        let first = try String(contentsOf: artifacts.appendingPathComponent("presence-smooth/report.html"), encoding: .utf8)
        let second = try String(contentsOf: artifacts.appendingPathComponent("native-toggle/report.html"), encoding: .utf8)
        #expect(first.contains("data-scene=\"presence-smooth\"") && !first.contains("native-toggle"))
        #expect(second.contains("data-scene=\"native-toggle\"") && second.contains("data-status=\"missing\""))
    }

    @Test func aSceneThatPassesAgainKeepsNoOldFailurePicturesNorReport() throws {
        let goldens = try swappedGoldens(), artifacts = scratch()
        let folder = artifacts.appendingPathComponent("presence-smooth")
        #expect(try !GoldenFrames.check(scene, at: [0.8], goldens: goldens, record: .never, artifacts: artifacts).isPassing)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frame-00048.comparison.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.html").path))
        // Re-recorded on purpose, the frame passes, and its old pictures and report are gone.
        #expect(try GoldenFrames.check(scene, at: [0.8], goldens: goldens, record: .failed, artifacts: artifacts).recorded == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let again = try GoldenFrames.check(scene, at: [0.8], goldens: goldens, record: .never, artifacts: artifacts)
        #expect(again.isPassing && again.report == nil && again.recordingNote == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aMissingGoldenIsAFailureWhenNotRecording() throws {
        let report = try GoldenFrames.check(scene, at: [0], goldens: scratch(), record: .never, artifacts: scratch())
        #expect(report.failures.count == 1)
        #expect(report.failures[0].contains("frame 0: no golden"))
    }
}
