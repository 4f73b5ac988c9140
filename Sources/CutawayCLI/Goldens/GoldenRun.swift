import Cutaway
import CutawayRender
import CutawayTesting
import Foundation

/// Renders a scene's golden frames and compares them, recording per the record mode, and
/// writing an "expected | difference | actual" picture for every frame that differs.
///
/// Recording is all or nothing per scene: new goldens go into a staged copy of the scene's
/// folder (`FolderUpdate`), which replaces the folder once the whole scene has been checked.
/// A run that fails or is stopped part way leaves that scene's goldens as they were (the
/// scenes checked before it keep their new goldens). A scene's failure pictures are replaced
/// the same way, so its folder of pictures is always from one run.
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
        let recording = FolderUpdate(store.folder(for: scene.name), keepingFiles: true)
        let pictures = FolderUpdate(artifacts.appendingPathComponent(scene.name), keepingFiles: false)
        let outcome = try compare(scene, newFrames: newFrames, onlyNewFrames: onlyNewFrames, recording: recording, pictures: pictures)
        let wrotePictures = pictures.hasChanges
        try recording.commit()
        try pictures.commit()
        // A scene that passes now keeps no failure pictures from an earlier run.
        if outcome.different.isEmpty, !wrotePictures {
            AtomicOutput.removeOutput(at: pictures.url)
        }
        return outcome
    }

    private func compare(
        _ scene: Scene, newFrames: [Int], onlyNewFrames: Bool, recording: FolderUpdate, pictures artifactFolder: FolderUpdate
    ) throws -> Outcome {
        var outcome = Outcome(scene: scene.name)
        let existing = store.frameIndices(of: scene.name)
        let indices = (existing.isEmpty || onlyNewFrames ? newFrames : existing).filter { $0 < scene.frameCount }
        outcome.orphaned = onlyNewFrames ? [] : existing.filter { $0 >= scene.frameCount }
        if existing.isEmpty, mode == .never {
            outcome.missing = indices
            outcome.checked = indices.count
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
            // A frame fails once, with every reason: its geometry's and its pixels'.
            let geometryFailure = try checkGeometry(frame, scene: scene, index: index, recording: recording, artifacts: artifactFolder)
            func fail(_ reasons: [String], _ artifact: URL) {
                outcome.different.append((index, (reasons + [geometryFailure?.detail].compactMap { $0 }).joined(separator: "; "), artifact))
            }
            let image = renderer.rasterizer.render(frame.displayList, scale: scene.canvas.scale)
            outcome.checked += 1
            let hasGolden = FileManager.default.fileExists(atPath: store.url(of: scene.name, frame: index).path)
            if mode == .all || (!hasGolden && mode != .never) {
                try recording.write(renderer.pngData(image, sceneName: scene.name), named: SceneRenderer.frameFileName(index: index))
                outcome.recorded += 1
                continue
            }
            guard hasGolden else {
                // No pixels to compare; a geometry failure still makes the frame fail.
                if let geometryFailure { fail([], geometryFailure.artifact) } else { outcome.missing.append(index) }
                continue
            }
            let actual = RGBAImage(width: image.width, height: image.height, pixels: image.straightRGBA())
            let expected = try store.image(of: scene.name, frame: index)
            let result = compareImages(actual, expected, options: options, diffImage: true)
            switch result.verdict {
            case .identical, .withinTolerance:
                if let geometryFailure {
                    fail([], geometryFailure.artifact)
                } else if result.verdict == .identical {
                    outcome.identical += 1
                } else {
                    outcome.withinTolerance += 1
                }
            case .different, .sizeMismatch:
                if mode == .failed {
                    try recording.write(renderer.pngData(image, sceneName: scene.name), named: SceneRenderer.frameFileName(index: index))
                    outcome.recorded += 1
                    continue
                }
                let (artifact, picture) = try writeArtifact(actual: actual, expected: expected, result: result, scene: scene, index: index, into: artifactFolder)
                fail([Self.describe(result)], artifact)
                if let picture { pictures.append(picture) }
            }
        }
        if pictures.count >= 2, Set(pictures.map(\.width)).count == 1, Set(pictures.map(\.height)).count == 1 {
            let apng = APNGEncoder().encode(pictures.map { APNGFrame(image: $0, duration: 1) }, textChunks: Self.signature)
            try artifactFolder.write(apng, named: "comparisons.png")
            outcome.comparisons = artifactFolder.url.appendingPathComponent("comparisons.png")
        }
        return outcome
    }

    /// Compares `frame`'s named views with the frame's geometry golden (`frame-NNNNN.json`),
    /// recording it per the record mode when it is missing or differs.
    private func checkGeometry(
        _ frame: Frame, scene: Scene, index: Int, recording: FolderUpdate, artifacts artifactFolder: FolderUpdate
    ) throws -> (index: Int, detail: String, artifact: URL)? {
        let url = store.geometryURL(of: scene.name, frame: index)
        let text = GeometryGolden.text(scene, frame)
        let exists = FileManager.default.fileExists(atPath: url.path)
        let actual = GeometryGolden.nodes(of: frame)
        if actual.isEmpty && !exists { return nil }  // no named views: nothing to hold
        if mode == .all || (!exists && mode != .never) {
            try recording.write(Array(text.utf8), named: url.lastPathComponent)
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
            try recording.write(Array(text.utf8), named: url.lastPathComponent)
            return nil
        }
        let artifact = artifactFolder.url.appendingPathComponent(url.lastPathComponent)
        try artifactFolder.write(Array(text.utf8), named: url.lastPathComponent)
        let shown = differences.prefix(4).joined(separator: "; ") + (differences.count > 4 ? "; and \(differences.count - 4) more" : "")
        return (index, "geometry: \(shown)", artifact)
    }

    /// The text chunk that marks the failure pictures as Cutaway's.
    static let signature = [(keyword: "Software", text: "Cutaway \(CutawayVersion.current)")]

    /// `expected | difference | actual`, labelled, beside the actual frame.
    private func writeArtifact(
        actual: RGBAImage, expected: RGBAImage, result: ImageComparisonResult, scene: Scene, index: Int, into folder: FolderUpdate
    ) throws -> (URL, RasterImage?) {
        let name = SceneRenderer.frameFileName(index: index)
        let stem = String(name.dropLast(4))
        let (actualImage, expectedImage) = (RasterImage(actual), RasterImage(expected))
        try folder.write(renderer.encoder.encode(actualImage, textChunks: Self.signature), named: name)
        let comparison = folder.url.appendingPathComponent(stem + ".comparison.png")
        try folder.write(renderer.encoder.encode(expectedImage, textChunks: Self.signature), named: stem + ".expected.png")
        guard let diff = result.diff, actual.width == expected.width, actual.height == expected.height else { return (comparison, nil) }
        let diffImage = RasterImage(diff)
        try folder.write(renderer.encoder.encode(diffImage, textChunks: Self.signature), named: stem + ".difference.png")
        let canvas = Canvas(width: CGFloat(actual.width) / CGFloat(scene.canvas.scale),
                            height: CGFloat(actual.height) / CGFloat(scene.canvas.scale), scale: scene.canvas.scale)
        let picture = ContactSheet(columns: 3).compose([
            (expectedImage, "expected"), (diffImage, "difference (red; antialiasing yellow)"), (actualImage, "actual"),
        ], canvas: canvas, engine: renderer.textEngine)
        try folder.write(renderer.encoder.encode(picture, textChunks: Self.signature), named: comparison.lastPathComponent)
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
