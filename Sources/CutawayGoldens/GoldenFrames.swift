import Cutaway
import CutawayRender
import CutawayTesting
import Foundation

/// Chosen frames of a scene checked against goldens, as `cutaway test` checks them: the pure
/// core of the test helpers (`assertFrames` in `CutawayGoldenTesting`).
public enum GoldenFrames {
    /// What a check found.
    public struct Report: Sendable {
        public let scene: String
        /// Frames compared or recorded.
        public let checked: Int
        /// The frames recorded as goldens by this check, by index.
        public let recordedFrames: [Int]
        /// The scene's folder of goldens.
        public let goldens: URL
        /// A line per failing frame or missing golden, naming its artifact; empty when all match.
        public let failures: [String]
        /// The HTML report of the failing frames (`<artifacts>/<scene>/report.html`), when
        /// frames fail.
        public let report: URL?
        /// The command that re-records the failing frames on purpose.
        public let rerecordHint: String

        public var recorded: Int { recordedFrames.count }
        /// The golden pictures this check recorded.
        public var recordedPictures: [URL] { recordedFrames.map { goldens.appendingPathComponent(SceneRenderer.frameFileName(index: $0)) } }
        public var isPassing: Bool { failures.isEmpty }

        /// What was recorded, and where, or `nil` when nothing was: a recording is no failure,
        /// but it must not pass unnoticed (the goldens it wrote are what later runs trust).
        public var recordingNote: String? {
            guard !recordedFrames.isEmpty else { return nil }
            let frames = recordedFrames.count == 1 ? "1 golden frame" : "\(recordedFrames.count) golden frames"
            return "\(scene): recorded \(frames) (\(recordedFrames.map { "frame \($0)" }.joined(separator: ", "))) in \(goldens.path)"
        }

        /// The failures, the report and how to re-record, or `nil` when every frame matches.
        public var failureMessage: String? {
            guard !isPassing else { return nil }
            let report = report.map { ["report: \($0.path)"] } ?? []
            return (["\(scene): \(failures.count) golden frame(s) differ"] + failures + report + [rerecordHint]).joined(separator: "\n")
        }
    }

    /// Renders `scene` at `times` and compares each frame (pixels, and named views' geometry)
    /// with the goldens in `directory`, recording per `record` (default: `CUTAWAY_RECORD`, else
    /// `missing`). A failing check leaves the scene's pictures and its HTML report in
    /// `<artifacts>/<scene>/`; a passing one removes that folder, so no old failure stays.
    /// Throws for what is not a comparison: a `GoldenError` for unreadable goldens, other
    /// fonts, a scene that fails to play; an `OutputError` for a file that cannot be written.
    public static func check(
        _ scene: RenderScene, at times: [Double], goldens directory: URL, record: RecordMode? = nil,
        options: ImageComparisonOptions = ImageComparisonOptions(),
        artifacts: URL = URL(fileURLWithPath: "out/golden-failures")
    ) throws -> Report {
        let mode = try record ?? RecordMode.resolve(nil)
        let store = GoldenStore(directory: directory)
        let renderer: SceneRenderer
        do {
            renderer = try SceneRenderer()
        } catch {
            throw GoldenError.textEngineUnavailable(error)
        }
        let fonts = renderer.textEngine.fonts.identity
        try store.checkFonts(fonts, mode: mode)
        let rerecord = "CUTAWAY_RECORD=failed"
        var run = GoldenRun(store: store, renderer: renderer, mode: mode, options: options, artifacts: artifacts)
        run.sceneReportRerecordHint = rerecord
        let frames = scene.frameIndices(at: times)
        let outcome = try run.check(scene, newFrames: frames, onlyNewFrames: true)
        if outcome.recorded > 0 { try store.writeManifest(fonts: fonts) }
        let past = frames.filter { $0 >= scene.frameCount }
        var failures = outcome.different.map { "frame \($0.index): \($0.detail); see \($0.artifact.path)" }
        failures += outcome.missing.map { "frame \($0): no golden in \(store.folder(for: scene.name).path) (record with CUTAWAY_RECORD=missing)" }
        failures += past.map { "frame \($0) is past the scene's end (\(scene.frameCount) frames)" }
        return Report(
            scene: scene.name, checked: outcome.checked, recordedFrames: outcome.recordedFrames, goldens: store.folder(for: scene.name),
            failures: failures,
            report: outcome.isPassing ? nil : artifacts.appendingPathComponent(scene.name).appendingPathComponent(GoldenReport.sceneReportName),
            rerecordHint: "re-record on purpose with \(rerecord)")
    }
}
