import Cutaway
import CutawayRender
import CutawayTesting
import Foundation
import Testing
@testable import CutawayGoldens

/// `GoldenRun.check` on a scene of one colour: what it records, compares and leaves behind, per
/// record mode.
@Suite(.serialized) struct GoldenRunTests {
    let renderer: SceneRenderer
    let goldens: URL
    let artifacts: URL

    init() throws {
        renderer = try SceneRenderer()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-golden-run-\(UUID().uuidString)")
        goldens = root.appendingPathComponent("goldens")
        artifacts = root.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    }

    /// One second at 2 fps: frames 0, 1 and 2, the whole 20 × 20 canvas filled with `color`.
    func scene(_ color: Color) -> RenderScene {
        RenderScene("swatch", canvas: RenderCanvas(width: 20, height: 20, scale: 1), duration: 1, fps: 2) { color }
    }

    func check(_ scene: RenderScene, mode: RecordMode, newFrames: [Int] = []) throws -> GoldenRun.Outcome {
        let run = GoldenRun(
            store: GoldenStore(directory: goldens), renderer: renderer, mode: mode, options: ImageComparisonOptions(), artifacts: artifacts)
        return try run.check(scene, newFrames: newFrames)
    }

    var store: GoldenStore { GoldenStore(directory: goldens) }

    @Test func aSceneWithoutGoldensRecordsItsNewFramesAndThenMatchesThem() throws {
        let first = try check(scene(.red), mode: .missing, newFrames: [0, 2])
        #expect(first.recordedFrames == [0, 2])
        #expect(first.isPassing)
        #expect(store.frameIndices(of: "swatch") == [0, 2])
        // Without new frames, the goldens say which frames to check.
        let again = try check(scene(.red), mode: .never)
        #expect(again.checked == 2 && again.identical == 2 && again.recorded == 0)
        #expect(again.isPassing)
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("swatch").path))
    }

    @Test func framesPastTheScenesEndAreNotCheckedAndGoldensPastItAreOrphaned() throws {
        // Three frames: 0, 1, 2. Frame 5 is past the end.
        #expect(try check(scene(.red), mode: .missing, newFrames: [0, 5]).recordedFrames == [0])
        let golden = store.url(of: "swatch", frame: 0)
        try FileManager.default.copyItem(at: golden, to: store.url(of: "swatch", frame: 9))
        let outcome = try check(scene(.red), mode: .never)
        #expect(outcome.orphaned == [9])
        #expect(outcome.checked == 1)
    }

    @Test func aMissingGoldenFailsWhenNotRecording() throws {
        let outcome = try check(scene(.red), mode: .never, newFrames: [1])
        #expect(outcome.missing == [1])
        #expect(!outcome.isPassing)
        #expect(store.frameIndices(of: "swatch").isEmpty)
    }

    @Test func aChangedFrameIsDifferentWithItsPictureUntilReRecorded() throws {
        _ = try check(scene(.red), mode: .missing, newFrames: [0])
        let changed = try check(scene(.blue), mode: .never)
        #expect(changed.different.map(\.index) == [0])
        let artifact = try #require(changed.different.first?.artifact)
        #expect(FileManager.default.fileExists(atPath: artifact.path))
        // Re-recording the failed frame makes the blue scene its golden.
        #expect(try check(scene(.blue), mode: .failed).recordedFrames == [0])
        #expect(try check(scene(.blue), mode: .never).identical == 1)
    }
}
