import Cutaway
import CutawayRender
import Foundation

/// `cutaway sheet`: chosen frames of a scene in one labelled PNG.
enum SheetCommand {
    static let signature = CommandSignature(
        name: "sheet",
        abstract: "Lay chosen frames of a scene out in one PNG, labelled with their times.",
        arguments: [ArgumentSpec("SCENE", help: "A built-in scene name (see 'cutaway list') or a scene file.")],
        options: [
            OptionSpec("at", valueName: "T", help: "Times in seconds; repeat or separate with commas.", range: .sceneTime, isRepeating: true),
            OptionSpec("every", valueName: "N", help: "Every Nth frame instead of --at.", range: .integers(1...100_000)),
            OptionSpec("columns", valueName: "N", help: "Frames per row; all in one row by default.", range: .integers(1...100)),
            OptionSpec("scale", valueName: "N", help: "Pixels per point; the scene's own scale by default.", allowedValues: ["1", "2", "3"]),
            OptionSpec("out", short: "o", valueName: "FILE", help: "The PNG to write; out/<scene-name>-sheet.png by default."),
        ],
        flags: [OutputOptions.force],
        examples: [
            .init("cutaway sheet native-vs-presence --at 0.4,0.6,0.8,1.0 --columns 2", help: "Four moments of the comparison, two per row:"),
        ])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let name = try arguments.positional("SCENE", as: String.self) else { throw UsageError.missingArgument("SCENE") }
        let scene = try BuiltInScenes.scene(named: name)
        var times = try arguments.values("at", as: Double.self)
        if let every = try arguments.value("every", as: PositiveInt.self)?.value {
            guard times.isEmpty else { throw UsageError.validationFailed("use --at or --every, not both") }
            times = stride(from: 0, to: scene.frameCount, by: every).map { Double($0) / Double(scene.fps) }
        }
        guard !times.isEmpty else { throw UsageError.validationFailed("say which frames: --at T,... or --every N") }
        if let late = times.first(where: { $0 < 0 || $0 > scene.duration }) {
            throw UsageError.validationFailed("--at \(late) is outside the scene (0 to \(scene.duration) s)")
        }
        let columns = try arguments.value("columns", as: PositiveInt.self)?.value ?? times.count
        let scale = try arguments.value("scale", as: Int.self)
        let file = try OutputOptions.path(arguments, fallback: "out/\(scene.name)-sheet.png")
        // A sheet Cutaway could not read back (and Cairo could not allocate) is refused before
        // any frame is drawn.
        var canvas = scene.canvas
        if let scale { canvas.scale = scale }
        let size = ContactSheet(columns: columns).pixelSize(count: times.count, canvas: canvas)
        let limits = ImageDecodingLimits.default
        if size.width * size.height > limits.maximumPixelCount || max(size.width, size.height) > limits.maximumDimension {
            throw UsageError.validationFailed(
                "a sheet of \(times.count) frames in \(columns) columns would be \(size.width)×\(size.height) pixels; a sheet may have at most \(limits.maximumPixelCount) pixels and \(limits.maximumDimension) a side (choose fewer frames, more columns, or --scale 1)")
        }
        let renderer = try BuiltInScenes.makeRenderer()
        let image: RasterImage
        do {
            image = try ContactSheet(columns: columns).render(scene, at: times, scale: scale, with: renderer)
        } catch {
            throw BuiltInScenes.failure(error, scene: scene.name)
        }
        try OutputOptions.writing(file) {
            try AtomicOutput.write(renderer.pngData(image, sceneName: scene.name), to: file, replacing: OutputOptions.replacement(arguments))
        }
        print("\(file.relativePath)  \(times.count) frames, \(image.width)×\(image.height) px", to: &output.standardOutput)
        return .success
    }
}
