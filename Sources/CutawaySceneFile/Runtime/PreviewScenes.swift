import Cutaway
import Foundation

/// The scenes that play a package's previews as `cutaway previews` and `cutaway test --previews`
/// play them (and `assertPreviews`): each in the colour schemes asked for, played by the entry
/// of the script file beside its Swift file, named for the files it is written to.
public enum PreviewScenes {
    /// The scenes that play `previews` (of `all` the linked ones) in each of `schemes`, named
    /// for their files: a preview's name made safe for a file (see `fileNames(for:)`, among all
    /// of them, so that choosing some changes no name), with `~dark` for the dark one beside a
    /// light one. A preview is played by its script file's entry, else for `duration` seconds;
    /// only the chosen previews' script files are read. A preview is on `device`'s screen
    /// unless it names its own (`previewDevice(_:)`); `nil` is the iPhone 14.
    @MainActor public static func scenes(
        of previews: [Preview], among all: [Preview], schemes: [ColorScheme], scale: Int, duration: Double,
        device: DeviceScreen? = nil, textEngine: any TextEngine
    ) throws -> [RenderScene] {
        let scripts = try scriptEntries(for: previews, among: all)
        let allNames = fileNames(for: all)
        let names = previews.map { preview in
            all.firstIndex { $0.source == preview.source }.map { allNames[$0] } ?? fileNames(for: [preview])[0]
        }
        return try previews.indices.flatMap { index in
            try schemes.map { scheme in
                let entry = scripts[index]
                try checkFrameCount(of: previews[index], duration: entry?.duration ?? duration, fps: entry?.fps ?? 60)
                var scene = try previews[index].scene(
                    colorScheme: scheme, scale: scale, duration: entry?.duration ?? duration, fps: entry?.fps ?? 60,
                    script: entry?.script ?? [], device: device, textEngine: textEngine)
                scene.name = names[index] + (schemes.count > 1 && scheme == .dark ? "~dark" : "")
                scene.canvas = try boundedCanvas(scene.canvas, of: previews[index])
                return scene
            }
        }
    }

    /// Reads the script files of `previews` (of `all`), as `scenes` does first: a broken one
    /// throws its error.
    @MainActor public static func readScripts(of previews: [Preview], among all: [Preview]) throws {
        _ = try scriptEntries(for: previews, among: all)
    }

    /// Throws when a preview would play more frames than a scene file may
    /// (`SceneFileLimits.frameCount`): a preview is held to the scenes' limit.
    static func checkFrameCount(of preview: Preview, duration: Double, fps: Int) throws(SceneFileError) {
        // RenderScene.frameCount's formula, on a Double so that no duration overflows it.
        let frames = (duration * Double(fps) + 1e-9).rounded(.down) + 1
        guard frames > Double(SceneFileLimits.frameCount) else { return }
        throw SceneFileError(
            file: preview.source.fileID, location: SourceLocation(line: preview.source.line, column: preview.source.column), path: "",
            message: "preview '\(preview.displayName)' would play \(Int(frames)) frames (\(duration) s at \(fps) fps); a preview may play at most \(SceneFileLimits.frameCount), as a scene may")
    }

    /// A preview's canvas within what a picture can be: a side under a point (`EmptyView()`
    /// with `.sizeThatFitsLayout`, a `.fixedLayout(width: 0, height: 0)`) is a point, an empty
    /// canvas as Xcode shows one, since a PNG has at least one pixel a side; a side that is not
    /// a number or past `SceneFileLimits.canvasSide`'s 4,096 points (a `.frame(width: 1e6)`, an
    /// infinite or NaN frame the view takes with `.sizeThatFitsLayout`) is the preview's error,
    /// at its place, before a pixel is allocated. iOS lays such a view out and shows it scaled
    /// down in the canvas; a picture of it at full size would be gigabytes.
    static func boundedCanvas(_ canvas: RenderCanvas, of preview: Preview) throws -> RenderCanvas {
        let limit = SceneFileLimits.canvasSide
        for side in [canvas.width, canvas.height] where !side.isFinite || side > limit.upperBound {
            throw SceneFileError(
                file: preview.source.filePath, location: SourceLocation(line: preview.source.line, column: preview.source.column),
                path: "",
                message: "preview '\(preview.displayName)' is \(canvas.width) × \(canvas.height) points; a preview's picture is at most \(Int(limit.upperBound)) points a side")
        }
        var bounded = canvas
        bounded.width = max(limit.lowerBound, canvas.width)
        bounded.height = max(limit.lowerBound, canvas.height)
        return bounded
    }

    /// Each preview's output name: its name, made safe for a file, with its line (and column)
    /// appended where several chosen previews share a name, and its position among its
    /// declaration's previews (from 1) where they share the place too (two views of one
    /// `PreviewProvider` named alike: `Card-12-1-2`). A name that would be no file of
    /// its own (`#Preview("")`, `"."`, `".."`: the output folder itself, or its parent) is
    /// replaced by the preview's place, as an unnamed preview is named.
    public static func fileNames(for previews: [Preview]) -> [String] {
        // At most 200 bytes of UTF-8: a file name keeps room for the suffixes
        // (`-12-5~dark@2x.png`) within the 255 bytes a file system allows.
        func safe(_ name: String) -> String {
            var safe = ""
            for character in name {
                let kept: Character = character.isLetter || character.isNumber || "-_.".contains(character) ? character : "-"
                guard safe.utf8.count + kept.utf8.count <= 200 else { break }
                safe.append(kept)
            }
            return safe
        }
        let safe = previews.map { preview in
            let name = safe(preview.displayName)
            guard name.allSatisfy({ $0 == "." }) else { return name }
            return safe("\((preview.source.fileID as NSString).lastPathComponent)-\(preview.source.line)")
        }
        return zip(previews, safe).map { preview, name in
            let twins = zip(previews, safe).filter { $0.1 == name }
            guard twins.count > 1 else { return name }
            let sameLine = twins.filter { $0.0.source.line == preview.source.line }.count > 1
            let samePlace = twins.filter { $0.0.source.line == preview.source.line && $0.0.source.column == preview.source.column }
                .count > 1
            return "\(name)-\(preview.source.line)" + (sameLine ? "-\(preview.source.column)" : "")
                + (samePlace ? "-\(preview.source.index + 1)" : "")
        }
    }

    /// The script entry of each preview, from the script file beside its Swift file, which
    /// addresses the file's previews in source order (by name, `#index` or line).
    @MainActor private static func scriptEntries(for previews: [Preview], among all: [Preview]) throws -> [PreviewScriptFile.Entry?] {
        var files: [String: (previews: [Preview], script: PreviewScriptFile?)] = [:]
        return try previews.map { preview in
            let path = preview.source.filePath
            // A provider whose declaration was not found has no file to find a script beside.
            guard !path.isEmpty else { return nil }
            if files[path] == nil {
                let inFile = all.filter { $0.source.filePath == path }.sorted { $0.source < $1.source }
                let targets = inFile.map { PreviewScriptFile.Target(name: $0.name, line: $0.source.line) }
                files[path] = (inFile, try PreviewScriptFile.load(contentsOf: PreviewScriptFile.url(besideSource: path), previews: targets))
            }
            guard let file = files[path], let position = file.previews.firstIndex(where: { $0.source == preview.source }) else { return nil }
            return file.script?.entriesByPosition[position]
        }
    }
}
