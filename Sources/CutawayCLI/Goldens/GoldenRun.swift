import Cutaway
import CutawayRender
import CutawayTesting
import Foundation

/// Renders a scene's golden frames and compares them, recording per the record mode, and
/// writing an "expected | difference | actual" picture for every frame that differs.
struct GoldenRun {
    let store: GoldenStore
    let renderer: SceneRenderer
    let mode: RecordMode
    let options: ImageComparisonOptions
    let artifacts: URL
    /// How far, in points, a named view may move before its geometry golden fails.
    var geometryTolerance = 0.5

    /// One scene's outcome.
    struct Outcome {
        var scene: String
        var checked = 0
        var identical = 0
        var withinTolerance = 0
        var different: [(index: Int, detail: String, artifact: URL)] = []
        var recorded = 0
        var missing: [Int] = []
        /// Goldens past the scene's last frame: no longer produced by the scene.
        var orphaned: [Int] = []
        /// With two or more failing frames: their comparison pictures as one APNG, a second each.
        var comparisons: URL?

        var isPassing: Bool { different.isEmpty && missing.isEmpty }
    }

    /// Checks `scene` at the frames its goldens hold, or at `newFrames` when it has none (or
    /// always at `newFrames`, with `onlyNewFrames`).
    /// A scene that fails to play is reported as a command failure.
    func check(_ scene: Scene, newFrames: [Int], onlyNewFrames: Bool = false) throws -> Outcome {
        do {
            return try compare(scene, newFrames: newFrames, onlyNewFrames: onlyNewFrames)
        } catch {
            throw BuiltInScenes.failure(error, scene: scene)
        }
    }

    private func compare(_ scene: Scene, newFrames: [Int], onlyNewFrames: Bool) throws -> Outcome {
        var outcome = Outcome(scene: scene.name)
        let existing = store.frameIndices(of: scene.name)
        let indices = (existing.isEmpty || onlyNewFrames ? newFrames : existing).filter { $0 < scene.frameCount }
        outcome.orphaned = onlyNewFrames ? [] : existing.filter { $0 >= scene.frameCount }
        if existing.isEmpty, mode == .never {
            outcome.missing = indices
            return outcome
        }
        let player = Player(scene: scene, textEngine: renderer.textEngine)
        var pictures: [RasterImage] = []
        var next = 0
        for index in indices {
            var frame: Frame?
            while next <= index {
                frame = try player.frame(at: next)
                next += 1
            }
            guard let frame else { continue }
            if let failure = try checkGeometry(frame, scene: scene, index: index) {
                outcome.different.append(failure)
            }
            let image = renderer.rasterizer.render(frame.displayList, scale: scene.canvas.scale)
            outcome.checked += 1
            let hasGolden = FileManager.default.fileExists(atPath: store.url(of: scene.name, frame: index).path)
            if mode == .all || (!hasGolden && mode != .never) {
                try record(image, scene: scene.name, index: index)
                outcome.recorded += 1
                continue
            }
            guard hasGolden else {
                outcome.missing.append(index)
                continue
            }
            let actual = RGBAImage(width: image.width, height: image.height, pixels: image.straightRGBA())
            let expected = try store.image(of: scene.name, frame: index)
            let result = compareImages(actual, expected, options: options, diffImage: true)
            switch result.verdict {
            case .identical: outcome.identical += 1
            case .withinTolerance: outcome.withinTolerance += 1
            case .different, .sizeMismatch:
                if mode == .failed {
                    try record(image, scene: scene.name, index: index)
                    outcome.recorded += 1
                    continue
                }
                let (artifact, picture) = try writeArtifact(actual: actual, expected: expected, result: result, scene: scene, index: index)
                outcome.different.append((index, Self.describe(result), artifact))
                if let picture { pictures.append(picture) }
            }
        }
        if pictures.count >= 2, Set(pictures.map(\.width)).count == 1, Set(pictures.map(\.height)).count == 1 {
            let url = artifacts.appendingPathComponent(scene.name).appendingPathComponent("comparisons.png")
            try AtomicOutput.write(APNGEncoder().encode(pictures.map { APNGFrame(image: $0, duration: 1) }), to: url)
            outcome.comparisons = url
        }
        return outcome
    }

    /// Compares `frame`'s named views with the frame's geometry golden (`frame-NNNNN.json`),
    /// recording it per the record mode when it is missing or differs.
    private func checkGeometry(_ frame: Frame, scene: Scene, index: Int) throws -> (index: Int, detail: String, artifact: URL)? {
        let url = store.geometryURL(of: scene.name, frame: index)
        let text = GeometryGolden.text(scene, frame)
        let exists = FileManager.default.fileExists(atPath: url.path)
        let actual = GeometryGolden.nodes(of: frame)
        if actual.isEmpty && !exists { return nil }  // no named views: nothing to hold
        if mode == .all || (!exists && mode != .never) {
            try AtomicOutput.write(Array(text.utf8), to: url)
            return nil
        }
        guard exists else { return nil }  // geometry goldens are optional in `never` mode
        let expected: [GeometryGolden.Node]
        do {
            expected = try GeometryGolden.nodes(fromJSON: Data(contentsOf: url))
        } catch {
            throw CommandFailure("cannot read the geometry golden \(url.path): \(error)", exitCode: .badInput)
        }
        let differences = GeometryGolden.differences(actual: actual, expected: expected, tolerance: geometryTolerance)
        guard !differences.isEmpty else { return nil }
        if mode == .failed {
            try AtomicOutput.write(Array(text.utf8), to: url)
            return nil
        }
        let artifact = artifacts.appendingPathComponent(scene.name).appendingPathComponent(url.lastPathComponent)
        try AtomicOutput.write(Array(text.utf8), to: artifact)
        let shown = differences.prefix(4).joined(separator: "; ") + (differences.count > 4 ? "; and \(differences.count - 4) more" : "")
        return (index, "geometry: \(shown)", artifact)
    }

    private func record(_ image: RasterImage, scene: String, index: Int) throws {
        try AtomicOutput.write(renderer.pngData(image, sceneName: scene), to: store.url(of: scene, frame: index))
    }

    /// `expected | difference | actual`, labelled, beside the actual frame.
    private func writeArtifact(
        actual: RGBAImage, expected: RGBAImage, result: ImageComparisonResult, scene: Scene, index: Int
    ) throws -> (URL, RasterImage?) {
        let folder = artifacts.appendingPathComponent(scene.name)
        let name = SceneRenderer.frameFileName(index: index)
        let stem = String(name.dropLast(4))
        let (actualImage, expectedImage) = (RasterImage(actual), RasterImage(expected))
        try AtomicOutput.write(renderer.encoder.encode(actualImage), to: folder.appendingPathComponent(name))
        let comparison = folder.appendingPathComponent(stem + ".comparison.png")
        try AtomicOutput.write(renderer.encoder.encode(expectedImage), to: folder.appendingPathComponent(stem + ".expected.png"))
        guard let diff = result.diff, actual.width == expected.width, actual.height == expected.height else { return (comparison, nil) }
        let diffImage = RasterImage(diff)
        try AtomicOutput.write(renderer.encoder.encode(diffImage), to: folder.appendingPathComponent(stem + ".difference.png"))
        let canvas = Canvas(width: CGFloat(actual.width) / CGFloat(scene.canvas.scale),
                            height: CGFloat(actual.height) / CGFloat(scene.canvas.scale), scale: scene.canvas.scale)
        let picture = ContactSheet(columns: 3).compose([
            (expectedImage, "expected"), (diffImage, "difference (red; antialiasing yellow)"), (actualImage, "actual"),
        ], canvas: canvas, engine: renderer.textEngine)
        try AtomicOutput.write(renderer.encoder.encode(picture), to: comparison)
        return (comparison, picture)
    }

    static func describe(_ result: ImageComparisonResult) -> String {
        if case .sizeMismatch = result.verdict { return result.verdict.description }
        var text = "\(result.differentPixelCount) px differ (\(String(format: "%.3f", result.differentPixelRatio * 100)) %)"
        if let bounds = result.differenceBounds {
            text += " in \(bounds.width)×\(bounds.height) at (\(bounds.x), \(bounds.y))"
        }
        return text
    }
}
