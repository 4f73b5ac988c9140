import Cutaway
import CutawayGoldenTesting
import CutawayGoldens
import CutawayRender
import CutawaySceneFile
import Foundation
import Testing

#Preview("Golden box", traits: .fixedLayout(width: 20, height: 10)) {
    Color.red
}

/// `assertPreviews`: the linked previews, played as `cutaway previews` plays them, checked
/// against goldens in folders named for their output.
@MainActor @Suite struct AssertPreviewsTests {
    private func goldenScene() throws -> RenderScene {
        let box = try #require(try Preview.registered().first { $0.name == "Golden box" })
        return try #require(try PreviewScenes.scenes(
            of: [box], among: [box], schemes: [.light], scale: 2, duration: 0, textEngine: PangoTextEngine()).first)
    }

    @Test func aPreviewMatchesTheGoldensRecordedForItsOutputName() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-previews-\(UUID().uuidString)")
        let scene = try goldenScene()
        #expect(scene.name == "Golden-box")
        // A fixed layout of 20 × 10 points, at 2x.
        #expect(scene.canvas.pixelWidth == 40 && scene.canvas.pixelHeight == 20)
        let recorded = try GoldenFrames.check(scene, at: [0], goldens: goldens, record: .all, artifacts: goldens.appendingPathComponent("a"))
        #expect(recorded.recordedFrames == [0])
        assertPreviews(["Golden-box"], matching: goldens, record: .never, artifacts: goldens.appendingPathComponent("b"))
    }

    @Test func aNameNoPreviewHasIsAFailureListingThePreviews() {
        withKnownIssue("assertPreviews reports a name no preview has; this test expects exactly that issue") {
            assertPreviews(["Golden-bx"], matching: FileManager.default.temporaryDirectory, record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no preview is named 'Golden-bx'") && $0.rawValue.contains("Golden-box") }
        }
    }
}
