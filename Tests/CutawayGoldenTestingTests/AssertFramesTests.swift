import Cutaway
import CutawayGoldens
import CutawayExamples
import CutawayGoldenTesting
import Foundation
import Testing
import XCTest

nonisolated private func scratch() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-assert-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `assertFrames` under Swift Testing: what its core finds, reported as issues of the running test.
@Suite struct AssertFramesTests {
    let scene = ExampleScenes.named("presence-smooth")!

    @Test func recordsMissingGoldensThenMatchesThem() throws {
        let goldens = scratch()
        let first = try GoldenFrames.check(scene, at: [0, 0.8], goldens: goldens, record: .missing, artifacts: scratch())
        #expect(first.recorded == 2 && first.isPassing)
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.appendingPathComponent("presence-smooth").path).sorted()
        #expect(names == ["frame-00000.json", "frame-00000.png", "frame-00048.json", "frame-00048.png"])
        // The helper passes on its own goldens, without recording again.
        assertFrames(of: scene, at: [0, 0.8], matching: goldens, record: .never, artifacts: scratch())
    }

    @Test func aFrameFromAnotherMomentFailsNamingItsPictureAndTheRerecordCommand() throws {
        let goldens = scratch(), artifacts = scratch()
        _ = try GoldenFrames.check(scene, at: [0.75, 0.8], goldens: goldens, record: .missing, artifacts: artifacts)
        // Swap in the golden recorded at 0.75 s as if it were 0.8 s.
        let folder = goldens.appendingPathComponent("presence-smooth")
        let wrong = try Data(contentsOf: folder.appendingPathComponent("frame-00045.png"))
        try wrong.write(to: folder.appendingPathComponent("frame-00048.png"))
        let report = try GoldenFrames.check(scene, at: [0.8], goldens: goldens, record: .never, artifacts: artifacts)
        #expect(!report.isPassing)
        let message = try #require(report.failureMessage)
        #expect(message.contains("frame 48:"))
        #expect(message.contains(artifacts.appendingPathComponent("presence-smooth/frame-00048.comparison.png").path))
        #expect(message.contains("CUTAWAY_RECORD=failed"))
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("presence-smooth/frame-00048.comparison.png").path))
        // Through the helper, the same failure is an issue of the running test: the one "known
        // issue" a passing suite reports is this deliberate failure, expected and matched here.
        withKnownIssue("assertFrames reports the failing frame as an issue of the running test; this test expects exactly that issue") {
            assertFrames(of: scene, at: [0.8], matching: goldens, record: .never, artifacts: artifacts)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("frame-00048.comparison.png") && $0.rawValue.contains("presence-smooth/report.html")
                    && $0.rawValue.contains("CUTAWAY_RECORD=failed")
            }
        }
    }

    /// The test's one warning: recording inside `@Test` is a warning (with the recorded frames
    /// as attachments), never a failure, so this test passes.
    @Test func recordingInsideATestIsAWarningNotAFailure() throws {
        let goldens = scratch()
        assertFrames(of: scene, at: [0], matching: goldens, record: .missing, artifacts: scratch())
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("presence-smooth/frame-00000.png").path))
    }
}

/// The same helper inside an `XCTestCase`.
nonisolated final class AssertFramesXCTests: XCTestCase {
    /// Recording is no failure here either (corelibs XCTest has no attachments: the note goes
    /// to standard error).
    func testPassesOnGoldensItRecorded() throws {
        let scene = try XCTUnwrap(ExampleScenes.named("settled-row"))
        let goldens = scratch()
        assertFrames(of: scene, at: [0], matching: goldens, record: .missing, artifacts: scratch())
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("settled-row/frame-00000.png").path))
        assertFrames(of: scene, at: [0], matching: goldens, record: .never, artifacts: scratch())
    }
}
