import Cutaway
import CutawayRender
import CutawaySceneFile
import Foundation

/// `cutaway previews --docc DIR`: each preview as the images a DocC catalog references by name
/// (`![Badges](Badges)`), with DocC's variant suffixes.
///
/// - A still: `name.png`, `name@2x.png`, `name~dark.png` and `name~dark@2x.png`.
/// - A preview that plays (a script, or `--duration`): a looping APNG at 2x, `name@2x.png` and
///   `name~dark@2x.png`, which browsers animate where DocC shows an image, and its last frame as
///   a still poster, `name-poster@2x.png` and `name-poster~dark@2x.png`, for a page or a
///   README that wants the settled picture.
///
/// The folder is the catalog's: files of other names stay, and the files are replaced together
/// once all are made. A file of the same name that Cutaway did not write, or a symbolic link,
/// is the user's: it is refused (exit 73) unless `replacement` is `.forced` (`--force`), and
/// then nothing in the folder changes.
enum DocCImages {
    /// Writes the images of `previews` (named by `PreviewScenes.fileNames(for:)`) into `folder`;
    /// returns the names of the files written, in order. `overlay` marks the frames of the
    /// previews that play (a scripted finger, with `.touches`).
    @MainActor static func write(
        _ previews: [Preview], among all: [Preview], duration: Double, to folder: URL, renderer: SceneRenderer,
        overlay: InspectionOverlay = [], replacing replacement: OutputReplacement = .cutawayOutputOnly
    ) throws -> [String] {
        let update = FolderUpdate(folder, keepingFiles: true)
        var written: [String] = []
        func add(_ bytes: [UInt8], _ name: String) throws {
            try update.write(bytes, named: name, replacing: replacement)
            written.append(name)
        }
        for scheme in [ColorScheme.light, .dark] {
            let suffix = scheme == .dark ? "~dark" : ""
            let scenes = try PreviewScenes.commandScenes(
                of: previews, among: all, schemes: [scheme], scale: 2, duration: duration, textEngine: renderer.textEngine)
            for scene in scenes {
                if scene.frameCount == 1 {
                    for scale in [1, 2] {
                        let image = try renderer.render(scene, scale: scale).image
                        try add(renderer.pngData(image, sceneName: scene.name), scene.name + suffix + (scale == 2 ? "@2x" : "") + ".png")
                    }
                } else {
                    try add(try renderer.apngData(of: scene, overlay: overlay).bytes, scene.name + suffix + "@2x.png")
                    let last = try Player(scene: scene, textEngine: renderer.textEngine).frame(at: scene.frameCount - 1)
                    let poster = renderer.rasterizer.render(last.displayList, scale: scene.canvas.scale)
                    try add(renderer.pngData(poster, sceneName: scene.name), scene.name + "-poster" + suffix + "@2x.png")
                }
            }
        }
        try update.commit()
        return written
    }
}
