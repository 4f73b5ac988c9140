import Cutaway
import CutawayGoldens
import CutawayRender
import CutawaySceneFile
import CutawayTesting
import Foundation
import Testing

/// Checks the `#Preview`s linked into the test (those whose output names are in `names`, else
/// every one) against the goldens in `goldens`, each in a folder named as `cutaway previews`
/// names its output (`Card`, `Card~dark`), played as `cutaway previews` plays it: by the script
/// file beside its Swift file, at 2x. Each preview is checked at 0, ¼, ½, ¾ and the end of its
/// script (a still, once), as `assertFrames` checks a scene, with a failure per preview that
/// differs. A test target that depends on a package's libraries links their previews.
///
///     @MainActor @Test func previews() {
///         assertPreviews(matching: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens"))
///     }
@MainActor public func assertPreviews(
    _ names: [String] = [], matching goldens: URL, colorSchemes: [ColorScheme] = [.light], record: RecordMode? = nil,
    options: ImageComparisonOptions = ImageComparisonOptions(),
    artifacts: URL = URL(fileURLWithPath: "out/golden-failures"),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let sourceLocation = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    let scenes: [RenderScene]
    do {
        let all = try Preview.registered()
        let allNames = PreviewScenes.fileNames(for: all)
        if let unknown = names.first(where: { !allNames.contains($0) }) {
            fail("no preview is named '\(unknown)' (previews: \(allNames.joined(separator: ", ")))",
                 sourceLocation: sourceLocation, filePath: filePath, line: line)
            return
        }
        let chosen = names.isEmpty ? all : zip(all, allNames).filter { names.contains($0.1) }.map(\.0)
        scenes = try PreviewScenes.scenes(
            of: chosen, among: all, schemes: colorSchemes, scale: 2, duration: 0, textEngine: try PangoTextEngine())
    } catch {
        fail("previews: \(error)", sourceLocation: sourceLocation, filePath: filePath, line: line)
        return
    }
    for scene in scenes {
        let times = scene.duration == 0 ? [0] : [0, 0.25, 0.5, 0.75, 1].map { $0 * scene.duration }
        assertFrames(
            of: scene, at: times, matching: goldens, record: record, options: options, artifacts: artifacts,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
