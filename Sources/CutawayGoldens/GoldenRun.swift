import Cutaway
import CutawayRender
import CutawayTesting
import Foundation

/// Renders a scene's golden frames and compares them, recording per the record mode, and
/// writing an "expected | difference | actual" picture for every frame that differs. A failing
/// scene's folder of pictures also holds every other frame checked, as rendered, so that the
/// report steps through the whole scene; a passing scene's holds nothing.
///
/// Recording is all or nothing per scene: new goldens go into a staged copy of the scene's
/// folder (`FolderUpdate`), which replaces the folder once the whole scene has been checked.
/// A run that fails or is stopped part way leaves that scene's goldens as they were (the
/// scenes checked before it keep their new goldens). A scene's failure pictures are replaced
/// the same way, so its folder of pictures is always from one run.
package struct GoldenRun {
    let store: GoldenStore
    let renderer: SceneRenderer
    let mode: RecordMode
    let options: ImageComparisonOptions
    package let artifacts: URL
    /// How far, in points, a named view may move before its geometry golden fails.
    var geometryTolerance = 0.5
    /// With a re-record hint, a failing scene's folder of pictures also holds the scene's own
    /// report (`report.html`, showing the hint), written and replaced with the pictures it
    /// shows: `assertFrames`, where several checks in one process would overwrite one report.
    var sceneReportRerecordHint: String?

    package init(store: GoldenStore, renderer: SceneRenderer, mode: RecordMode, options: ImageComparisonOptions, artifacts: URL) {
        self.store = store
        self.renderer = renderer
        self.mode = mode
        self.options = options
        self.artifacts = artifacts
    }

    /// Checks `scene` at the frames its goldens hold, or at `newFrames` when it has none (or
    /// always at `newFrames`, with `onlyNewFrames`).
    /// Goldens that cannot be read throw their `GoldenError`, and a file that cannot be
    /// written its `OutputError`; any other error (the scene failed to play) is
    /// `GoldenError.sceneFailed`.
    package func check(_ scene: RenderScene, newFrames: [Int], onlyNewFrames: Bool = false) throws -> Outcome {
        do {
            return try compare(scene, newFrames: newFrames, onlyNewFrames: onlyNewFrames)
        } catch let error as GoldenError {
            throw error
        } catch let error as OutputError {
            throw error
        } catch {
            throw GoldenError.sceneFailed(scene: scene.name, error)
        }
    }

    private func compare(_ scene: RenderScene, newFrames: [Int], onlyNewFrames: Bool) throws -> Outcome {
        let recording = FolderUpdate(store.folder(for: scene.name), keepingFiles: true)
        let pictures = FolderUpdate(artifacts.appendingPathComponent(scene.name), keepingFiles: false)
        let outcome = try compare(scene, newFrames: newFrames, onlyNewFrames: onlyNewFrames, recording: recording, pictures: pictures)
        if let hint = sceneReportRerecordHint, !outcome.isPassing {
            let page = GoldenReport.html([outcome], rerecord: hint, placement: .insideScene)
            try pictures.write(Array(page.utf8), named: GoldenReport.sceneReportName)
        }
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
        _ scene: RenderScene, newFrames: [Int], onlyNewFrames: Bool, recording: FolderUpdate, pictures artifactFolder: FolderUpdate
    ) throws -> Outcome {
        var outcome = Outcome(scene: scene.name, canvas: scene.canvas)
        let existing = store.frameIndices(of: scene.name)
        let indices = (existing.isEmpty || onlyNewFrames ? newFrames : existing).filter { $0 < scene.frameCount }
        outcome.orphaned = onlyNewFrames ? [] : existing.filter { $0 >= scene.frameCount }
        let player = Player(scene: scene, textEngine: renderer.textEngine, images: renderer.images)
        var comparisonPictures: [RasterImage] = []
        // Frames that have no picture yet, by position in `outcome.frames`: pictured only if the
        // scene fails. Kept as display lists (small), and rasterized again, which gives the same
        // pixels, so that a passing scene pays for no PNG and holds no images.
        var unpictured: [(position: Int, displayList: DisplayList)] = []
        try player.play(through: indices) { frame in
            let index = frame.index
            let geometryFailure = try checkGeometry(frame, scene: scene, index: index, recording: recording, artifacts: artifactFolder)
            let image = renderer.rasterizer.render(frame.displayList, scale: scene.canvas.scale)
            let checked = try checkFrame(
                image, of: scene, at: index, geometryFailure: geometryFailure, recording: recording, pictures: artifactFolder,
                comparisonPictures: &comparisonPictures)
            if checked.pictures == .none { unpictured.append((outcome.frames.count, frame.displayList)) }
            outcome.frames.append(checked)
        }
        if !outcome.isPassing {
            // A failing scene's report steps through every frame checked, so each has a picture.
            for (position, displayList) in unpictured {
                let image = renderer.rasterizer.render(displayList, scale: scene.canvas.scale)
                let name = SceneRenderer.frameFileName(index: outcome.frames[position].index)
                try artifactFolder.write(renderer.encoder.encode(image, textChunks: Self.signature), named: name)
                outcome.frames[position].pictures = .actual
            }
        }
        if comparisonPictures.count >= 2, Set(comparisonPictures.map(\.width)).count == 1, Set(comparisonPictures.map(\.height)).count == 1 {
            let apng = APNGEncoder().encode(comparisonPictures.map { APNGFrame(image: $0, duration: 1) }, textChunks: Self.signature)
            try artifactFolder.write(apng, named: "comparisons.png")
            outcome.comparisons = artifactFolder.url.appendingPathComponent("comparisons.png")
        }
        return outcome
    }

    /// Records or compares one rendered frame. A frame fails once, with every reason: its
    /// geometry's and its pixels'.
    private func checkFrame(
        _ image: RasterImage, of scene: RenderScene, at index: Int, geometryFailure: GeometryFailure?, recording: FolderUpdate,
        pictures artifactFolder: FolderUpdate, comparisonPictures: inout [RasterImage]
    ) throws -> CheckedFrame {
        var checked = CheckedFrame(index: index, status: .identical)
        func fail(_ reasons: [String], _ artifact: URL) {
            checked.status = .different(detail: (reasons + [geometryFailure?.detail].compactMap { $0 }).joined(separator: "; "), artifact: artifact)
            checked.movedViews = geometryFailure?.movedViews ?? []
        }
        let hasGolden = FileManager.default.fileExists(atPath: store.url(of: scene.name, frame: index).path)
        if mode == .all || (!hasGolden && mode != .never) {
            try recording.write(renderer.pngData(image, sceneName: scene.name), named: SceneRenderer.frameFileName(index: index))
            checked.status = .recorded
            return checked
        }
        guard hasGolden else {
            // No pixels to compare; a geometry failure still makes the frame fail.
            if let geometryFailure { fail([], geometryFailure.artifact) } else { checked.status = .missing }
            return checked
        }
        let actual = RGBAImage(width: image.width, height: image.height, pixels: image.straightRGBA())
        let expected = try store.image(of: scene.name, frame: index)
        let result = compareImages(actual, expected, options: options, diffImage: true)
        switch result.verdict {
        case .identical, .withinTolerance:
            if let geometryFailure {
                fail([], geometryFailure.artifact)
            } else {
                checked.status = result.verdict == .identical ? .identical : .withinTolerance
            }
        case .different, .sizeMismatch:
            if mode == .failed {
                try recording.write(renderer.pngData(image, sceneName: scene.name), named: SceneRenderer.frameFileName(index: index))
                checked.status = .recorded
                return checked
            }
            let (artifact, picture) = try writeArtifact(actual: actual, expected: expected, result: result, scene: scene, index: index, into: artifactFolder)
            fail([Self.describe(result)], artifact)
            checked.pictures = .comparison(hasDifference: picture != nil)
            if let picture { comparisonPictures.append(picture) }
        }
        return checked
    }

    /// Why a frame's geometry fails: the line for the summary, the frame's geometry as
    /// written among the pictures, and the views that moved.
    private struct GeometryFailure {
        var detail: String
        var artifact: URL
        var movedViews: [GeometryGolden.MovedView]
    }

    /// Compares `frame`'s named views with the frame's geometry golden (`frame-NNNNN.json`),
    /// recording it per the record mode when it is missing or differs.
    private func checkGeometry(
        _ frame: Frame, scene: RenderScene, index: Int, recording: FolderUpdate, artifacts artifactFolder: FolderUpdate
    ) throws -> GeometryFailure? {
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
            expected = try GeometryGolden.nodes(fromJSON: Data(InputFile.contents(
                of: url, expected: "a geometry golden (JSON)", maximumBytes: GoldenStore.maximumTextFileBytes)))
        } catch {
            throw GoldenError.unreadableGeometryGolden(url, error)
        }
        let movedViews = GeometryGolden.movedViews(actual: actual, expected: expected, tolerance: geometryTolerance)
        guard !movedViews.isEmpty else { return nil }
        if mode == .failed {
            try recording.write(Array(text.utf8), named: url.lastPathComponent)
            return nil
        }
        let artifact = artifactFolder.url.appendingPathComponent(url.lastPathComponent)
        try artifactFolder.write(Array(text.utf8), named: url.lastPathComponent)
        let differences = movedViews.flatMap(\.lines)
        let shown = differences.prefix(4).joined(separator: "; ") + (differences.count > 4 ? "; and \(differences.count - 4) more" : "")
        return GeometryFailure(detail: "geometry: \(shown)", artifact: artifact, movedViews: movedViews)
    }

    /// The text chunk that marks the failure pictures as Cutaway's.
    package static let signature = [(keyword: "Software", text: "Cutaway \(CutawayVersion.current)")]

    /// `expected | difference | actual`, labelled, beside the actual frame.
    private func writeArtifact(
        actual: RGBAImage, expected: RGBAImage, result: ImageComparisonResult, scene: RenderScene, index: Int, into folder: FolderUpdate
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
        let canvas = RenderCanvas(width: CGFloat(actual.width) / CGFloat(scene.canvas.scale),
                                  height: CGFloat(actual.height) / CGFloat(scene.canvas.scale), scale: scene.canvas.scale)
        let picture = try ContactSheet(columns: 3).compose([
            (expectedImage, "expected"), (diffImage, "difference (red; yellow, blue forgiven)"), (actualImage, "actual"),
        ], canvas: canvas, engine: renderer.textEngine)
        try folder.write(renderer.encoder.encode(picture, textChunks: Self.signature), named: comparison.lastPathComponent)
        return (comparison, picture)
    }

    package static func describe(_ result: ImageComparisonResult) -> String {
        if case .sizeMismatch = result.verdict { return result.verdict.description }
        var text = "\(result.differentPixelCount) px differ (\(String(format: "%.3f", result.differentPixelRatio * 100)) %)"
        if let bounds = result.differenceBounds {
            text += " in \(bounds.width)×\(bounds.height) at (\(bounds.x), \(bounds.y))"
        }
        return text
    }
}
