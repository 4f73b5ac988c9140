import Cutaway
import CutawayRender
import Foundation

/// `cutaway compare`: two scenes side by side, frame by frame, captioned.
enum CompareCommand {
    static let signature = CommandSignature(
        name: "compare",
        abstract: "Play two scenes together and write them side by side.",
        discussion: "Both scenes play at the same frame rate, tops aligned; the shorter one holds its last frame. Canvases may differ in size; both are drawn at the finer scale. The pair is written in any format 'render' writes.",
        arguments: [
            ArgumentSpec("SCENE_A", help: "The left scene: a built-in name or a scene file."),
            ArgumentSpec("SCENE_B", help: "The right scene."),
        ],
        options: [
            OptionSpec("out", short: "o", valueName: "PATH", help: "Directory for frames, or the file for one-file formats; out/<a>-vs-<b>[.ext] by default."),
            RenderCommand.formatOption,
            RenderCommand.compressionOption,
            OptionSpec("fps", valueName: "N", help: "Frames per second; the left scene's rate by default.", range: .frameRate),
            OptionSpec("scale", valueName: "N", help: "Pixels per point; the finer of the scenes' own scales by default.", allowedValues: ["1", "2", "3"]),
            OptionSpec("overlay", valueName: "LIST", help: "Draw inspection marks on both: bounds, clips, spacing, baselines, touches (comma-separated).", isRepeating: true),
            OptionSpec("caption-a", valueName: "TEXT", help: "The left caption; the scene's name by default."),
            OptionSpec("caption-b", valueName: "TEXT", help: "The right caption; the scene's name by default."),
        ],
        flags: [FlagSpec("quiet", short: "q", help: "Print nothing but errors."), OutputOptions.force],
        examples: [
            .init("cutaway compare native-toggle Examples/Scenes/native-toggle.json", help: "A Swift scene beside its scene file:"),
            .init("cutaway compare native-toggle presence-vstack --format apng", help: "Two scenes in one animated PNG:"),
        ])

    /// The most pixels the pair may have: as many as the largest scene one render draws, a
    /// scene file's largest canvas (`SceneFileLimits.canvasSide`, 4096 pt a side) at its largest
    /// scale (3): 12,288² = 150,994,944 pixels, 576 MiB of RGBA. Two such scenes side by side
    /// would need twice that, and more for the margins.
    static let maximumPixelCount = 12_288 * 12_288

    /// The most pixels the pair may be wide or high: the largest image surface Cairo makes
    /// (`ImageDecodingLimits.maximumDimension`, cairo-image-surface.c's `MAX_IMAGE_SIZE`).
    static let maximumSide = ImageDecodingLimits.default.maximumDimension

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let first = try arguments.positional("SCENE_A", as: String.self) else { throw UsageError.missingArgument("SCENE_A") }
        guard let second = try arguments.positional("SCENE_B", as: String.self) else { throw UsageError.missingArgument("SCENE_B") }
        let left = try BuiltInScenes.scene(named: first), right = try BuiltInScenes.scene(named: second)
        let fps = try arguments.value("fps", as: PositiveInt.self)?.value ?? left.fps
        let scale = try arguments.value("scale", as: Int.self)
        let captions = (try arguments.value("caption-a", as: String.self) ?? left.name,
                        try arguments.value("caption-b", as: String.self) ?? right.name)
        let format = try RenderCommand.format(arguments)
        let suffix = format.isSingleFile ? "." + format.fileExtension : ""
        let path = try OutputOptions.path(arguments, fallback: "out/\(left.name)-vs-\(right.name)\(suffix)")
        let renderer = try RenderCommand.makeRenderer(arguments)
        let pair = SideBySide(left, right, captions: captions).scene(fps: fps, scale: scale, textEngine: renderer.textEngine)
        // Refused before a pixel is allocated or anything is staged.
        let (width, height) = (pair.canvas.pixelWidth, pair.canvas.pixelHeight)
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maximumPixelCount || max(width, height) > maximumSide {
            throw CommandFailure(
                "the two scenes side by side would be \(width)×\(height) px; a comparison may have at most 150,994,944 pixels (12,288 × 12,288, the largest scene) and \(maximumSide) a side (compare smaller canvases, or pass --scale 1)",
                exitCode: .badInput)
        }
        try RenderCommand.write(
            pair, as: format, to: path, overlay: try RenderCommand.overlayOption(arguments), renderer: renderer, arguments, &output,
            failing: left)
        return .success
    }
}
