import Cutaway
import CutawayRender
import CutawayTesting
import Foundation

extension RecordMode {
    /// The mode `name` names, or `CUTAWAY_RECORD`'s, or `missing`.
    static func resolve(_ name: String?) throws -> RecordMode {
        let name = name ?? ProcessInfo.processInfo.environment["CUTAWAY_RECORD"] ?? "missing"
        guard let mode = RecordMode(rawValue: name) else {
            throw UsageError.invalidValue(name: "CUTAWAY_RECORD", value: name, expected: "one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }
}

/// Chosen frames of a scene checked against goldens, as `cutaway test` checks them: the pure
/// core of the test helpers (`assertFrames` in `CutawayGoldenTesting`).
public enum GoldenFrames {
    /// What a check found.
    public struct Report: Sendable {
        public let scene: String
        /// Frames compared or recorded.
        public let checked: Int
        public let recorded: Int
        /// A line per failing frame or missing golden, naming its artifact; empty when all match.
        public let failures: [String]
        /// The command that re-records the failing frames on purpose.
        public let rerecordHint: String

        public var isPassing: Bool { failures.isEmpty }

        /// The failures and how to re-record, or `nil` when every frame matches.
        public var failureMessage: String? {
            isPassing ? nil : (["\(scene): \(failures.count) golden frame(s) differ"] + failures + [rerecordHint]).joined(separator: "\n")
        }
    }

    /// Renders `scene` at `times` and compares each frame (pixels, and named views' geometry)
    /// with the goldens in `directory`, recording per `record` (default: `CUTAWAY_RECORD`, else
    /// `missing`). Throws for what is not a comparison: unreadable goldens, other fonts, a scene
    /// that fails to play.
    public static func check(
        _ scene: Scene, at times: [Double], goldens directory: URL, record: RecordMode? = nil,
        options: ImageComparisonOptions = ImageComparisonOptions(),
        artifacts: URL = URL(fileURLWithPath: "out/golden-failures")
    ) throws -> Report {
        let mode = try record ?? RecordMode.resolve(nil)
        let store = GoldenStore(directory: directory)
        let renderer = try BuiltInScenes.makeRenderer()
        let fonts = renderer.textEngine.fonts.identity
        try store.checkFonts(fonts, mode: mode)
        let run = GoldenRun(store: store, renderer: renderer, mode: mode, options: options, artifacts: artifacts)
        let frames = scene.frameIndices(at: times)
        let outcome = try run.check(scene, newFrames: frames, onlyNewFrames: true)
        if outcome.recorded > 0 { try store.writeManifest(fonts: fonts) }
        let past = frames.filter { $0 >= scene.frameCount }
        var failures = outcome.different.map { "frame \($0.index): \($0.detail); see \($0.artifact.path)" }
        failures += outcome.missing.map { "frame \($0): no golden in \(store.folder(for: scene.name).path) (record with CUTAWAY_RECORD=missing)" }
        failures += past.map { "frame \($0) is past the scene's end (\(scene.frameCount) frames)" }
        return Report(
            scene: scene.name, checked: outcome.checked, recorded: outcome.recorded, failures: failures,
            rerecordHint: "re-record on purpose with CUTAWAY_RECORD=failed")
    }
}
