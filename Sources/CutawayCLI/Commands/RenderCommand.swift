import Cutaway
import CutawayExamples
import CutawayRender
import Foundation

/// `cutaway render`: renders scenes to PNG files.
enum RenderCommand {
    static let signature = CommandSignature(
        name: "render",
        abstract: "Render scenes to PNG frames, APNG, SVG or video.",
        discussion: "A PNG or SVG frame sequence goes into a directory; APNG, animated SVG, GIF, MP4 and WebM into one file (GIF, MP4 and WebM need ffmpeg). Output is replaced atomically: a failed or interrupted render leaves the previous output untouched. Only what Cutaway wrote is replaced (a folder holding its .cutaway-output marker, an empty folder, a file it wrote); anything else at the path is refused with exit status 73 unless --force is given, and the working folder and its parents never are.",
        arguments: [ArgumentSpec("SCENE", help: "A built-in scene name (see 'cutaway list') or a scene file.", isRepeating: true)],
        options: [
            OptionSpec("out", short: "o", valueName: "PATH", help: "Directory for frames, or the file for one-file formats; out/<scene-name>[.ext] by default. With several scenes, each goes into PATH/<scene-name>[.ext]."),
            RenderCommand.formatOption,
            RenderCommand.compressionOption,
            OptionSpec("scale", valueName: "N", help: "Pixels per point; the scene's own scale by default.", allowedValues: ["1", "2", "3"]),
            OptionSpec("fps", valueName: "N", help: "Frames per second; the scene's own rate by default.", range: .frameRate),
            OptionSpec("from", valueName: "T", help: "Write frames from this time on (seconds).", range: .sceneTime),
            OptionSpec("to", valueName: "T", help: "Write frames up to this time (seconds).", range: .sceneTime),
            OptionSpec("at", valueName: "T", help: "Write only the frames at these times; repeat or separate with commas.", range: .sceneTime, isRepeating: true),
            OptionSpec("overlay", valueName: "LIST", help: "Draw inspection marks: bounds, clips, spacing, baselines, touches (comma-separated).", isRepeating: true),
        ],
        flags: [FlagSpec("quiet", short: "q", help: "Print nothing but errors."), OutputOptions.force],
        examples: [
            .init("cutaway render settled-row", help: "Render the settled row into out/settled-row/:"),
            .init("cutaway render settled-row --scale 3 --out /tmp/row", help: "Render it at 3x into /tmp/row/:"),
            .init("cutaway render native-toggle --fps 30", help: "Render an animated scene at 30 frames per second:"),
            .init("cutaway render Examples/Scenes/presence-smooth.json", help: "Render a scene file into out/presence-smooth/:"),
            .init("cutaway render presence-smooth --at 0.5,0.6,0.7", help: "Write only three frames (named by their index):"),
            .init("cutaway render presence-vstack --overlay clips,spacing", help: "Show the cut and the gaps on every frame:"),
            .init("cutaway render native-vs-presence --format apng", help: "One looping animated PNG, out/native-vs-presence.png:"),
        ])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        let names = try arguments.positionals("SCENE", as: String.self)
        guard !names.isEmpty else { throw UsageError.missingArgument("SCENE") }
        let scenes = try names.map { try BuiltInScenes.scene(named: $0) }
        let scale = try arguments.value("scale", as: Int.self)
        let fps = try arguments.value("fps", as: PositiveInt.self)?.value
        let from = try arguments.value("from", as: Double.self)
        let to = try arguments.value("to", as: Double.self)
        let times = try arguments.values("at", as: Double.self)
        let overlay = try overlayOption(arguments)
        if !times.isEmpty, from != nil || to != nil {
            throw UsageError.validationFailed("use --at, or --from and --to, not both")
        }
        if let from, let to, from > to {
            throw UsageError.validationFailed("--from \(from) comes after --to \(to)")
        }
        let out = try OutputOptions.given(arguments)
        let format = try RenderCommand.format(arguments)
        if format != .png, !times.isEmpty || from != nil || to != nil {
            throw UsageError.validationFailed("--at, --from and --to choose frames of a PNG sequence; \(format.rawValue) output holds them all")
        }
        let renderer = try RenderCommand.makeRenderer(arguments)
        for scene in scenes {
            let suffix = format.isSingleFile ? "." + format.fileExtension : ""
            let directory: URL = switch out {
            case nil: URL(fileURLWithPath: "out").appendingPathComponent(scene.name + suffix)
            case let out? where scenes.count > 1: URL(fileURLWithPath: out).appendingPathComponent(scene.name + suffix)
            case let out?: URL(fileURLWithPath: out)
            }
            var chosen: [Int]?
            if format == .png {
                let rate = Double(fps ?? scene.fps)
                let count = Int((scene.duration * rate + 1e-9).rounded(.down)) + 1
                if !times.isEmpty {
                    chosen = try frames(at: times, in: scene, fps: fps)
                } else if from != nil || to != nil {
                    let first = max(0, Int(((from ?? 0) * rate - 1e-9).rounded(.up)))
                    let last = min(count - 1, Int(((to ?? scene.duration) * rate + 1e-9).rounded(.down)))
                    guard first <= last else { throw UsageError.validationFailed("no frames between --from and --to in '\(scene.name)'") }
                    chosen = Array(first...last)
                }
            }
            try write(scene, as: format, to: directory, scale: scale, fps: fps, frames: chosen, overlay: overlay,
                      renderer: renderer, arguments, &output)
        }
        return .success
    }

    /// The frames `--at` chooses: the nearest to each time, each once, in order (at `fps`, or
    /// the scene's own rate).
    static func frames(at times: [Double], in scene: RenderScene, fps: Int?) throws -> [Int] {
        if let outside = times.first(where: { $0 < 0 || $0 > scene.duration }) {
            throw UsageError.validationFailed("--at \(outside) is outside '\(scene.name)' (0 to \(scene.duration) s)")
        }
        let rate = Double(fps ?? scene.fps)
        return Array(Set(times.map { Int(($0 * rate).rounded()) })).sorted()
    }

    /// `--format` and `--compression`, shared with `compare`.
    static let formatOption = OptionSpec(
        "format", valueName: "FORMAT", help: "What to write.", defaultValue: "png", allowedValues: OutputFormat.allCases.map(\.rawValue))
    static let compressionOption = OptionSpec(
        "compression", valueName: "N", help: "zlib level for PNG and APNG: 0 is fastest and largest, 9 smallest.",
        defaultValue: "3", allowedValues: (0...9).map(String.init))

    /// The output format `--format` asks for.
    static func format(_ arguments: ParsedArguments) throws -> OutputFormat {
        OutputFormat(rawValue: try arguments.value("format", as: String.self) ?? "png") ?? .png
    }

    /// A renderer encoding at the level `--compression` asks for.
    static func makeRenderer(_ arguments: ParsedArguments) throws -> SceneRenderer {
        let renderer = try BuiltInScenes.makeRenderer(compressionLevel: try arguments.value("compression", as: Int.self))
        renderer.outputReplacement = OutputOptions.replacement(arguments)
        return renderer
    }

    /// The marks `--overlay` asks for.
    static func overlayOption(_ arguments: ParsedArguments) throws -> InspectionOverlay {
        var overlay: InspectionOverlay = []
        for name in try arguments.values("overlay", as: String.self) {
            guard let mark = InspectionOverlay.names.first(where: { $0.0 == name })?.1 else {
                let names = InspectionOverlay.names.map(\.0)
                let hint = closestMatch(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError.invalidValue(name: "--overlay", value: name, expected: "one of \(names.joined(separator: ", "))\(hint)")
            }
            overlay.insert(mark)
        }
        return overlay
    }

    /// Writes `scene` as `format` at `path` (`frames` chooses a PNG sequence's frames; all by
    /// default), with a progress bar on a terminal and a summary unless quiet. Errors while
    /// playing are reported for `failing` (the scene the user named), `scene` by default.
    static func write(
        _ scene: RenderScene, as format: OutputFormat, to path: URL, scale: Int? = nil, fps: Int? = nil, frames: [Int]? = nil,
        overlay: InspectionOverlay = [], renderer: SceneRenderer, _ arguments: ParsedArguments, _ output: inout CommandOutput,
        failing: RenderScene? = nil
    ) throws {
        // What the scene asked for and could not have (a missing image, a symbol with no
        // counterpart), each once per command, on standard error: the output is still written.
        defer {
            for notice in renderer.images.takeNewNotices() {
                print("cutaway: warning: \((failing ?? scene).name): \(notice)", to: &output.standardError)
            }
        }
        guard format == .png else {
            return try renderOther(
                format, scene, to: path, scale: scale, fps: fps, overlay: overlay, renderer: renderer, arguments, &output,
                failing: failing)
        }
        var bar = ProgressBar(label: scene.name, isEnabled: output.standardError.isTerminal && !arguments.flag("quiet"))
        let files: [URL]
        do {
            files = try renderer.writePNGSequence(
                of: scene, to: path, scale: scale, fps: fps, frames: frames, overlay: overlay
            ) { done, total in
                bar.update(done: done, total: total, on: &output.standardError)
            }
        } catch {
            throw BuiltInScenes.failure(error, scene: (failing ?? scene).name, writing: path)
        }
        if !arguments.flag("quiet") {
            let pixels = "\(scene.canvas.pixelWidth(at: scale))×\(scene.canvas.pixelHeight(at: scale))"
            if files.count == 1 {
                print("\(files[0].relativePath)  \(pixels) px", to: &output.standardOutput)
            } else {
                print("\(path.relativePath)/frame-%05d.png  \(files.count) frames, \(pixels) px, \(fps ?? scene.fps) fps", to: &output.standardOutput)
            }
        }
    }

    /// Everything but a PNG sequence.
    private static func renderOther(
        _ format: OutputFormat, _ scene: RenderScene, to path: URL, scale: Int?, fps: Int?, overlay: InspectionOverlay,
        renderer: SceneRenderer, _ arguments: ParsedArguments, _ output: inout CommandOutput, failing: RenderScene? = nil
    ) throws {
        var scaled = scene
        if let scale { scaled.canvas.scale = scale }
        let summary: String
        do {
            switch format {
            case .apng:
                var bar = ProgressBar(label: scene.name, isEnabled: output.standardError.isTerminal && !arguments.flag("quiet"))
                let result = try renderer.writeAPNG(of: scaled, to: path, fps: fps, overlay: overlay) { done, total in
                    bar.update(done: done, total: total, on: &output.standardError)
                }
                summary = "\(path.relativePath)  APNG, \(result.frames) frames, \(result.bytes / 1024) KiB"
            case .svg:
                let count = try renderer.writeAnimatedSVG(of: scaled, to: path, fps: fps, overlay: overlay)
                summary = "\(path.relativePath)  animated SVG, \(count) frames"
            case .svgFrame:
                let count = try renderer.writeSVGFrames(of: scaled, to: path, fps: fps, overlay: overlay)
                summary = "\(path.relativePath)/frame-%05d.svg  \(count) frames"
            default:
                let result = try renderer.writeVideo(of: scaled, as: format, to: path, fps: fps, overlay: overlay)
                summary = "\(path.relativePath)  \(format.rawValue.uppercased()), \(result.frames) frames, \(result.fps) fps"
            }
        } catch let error as VideoOutputError {
            if case .needsTooMuchMemory = error { throw CommandFailure("\(error)", exitCode: .badInput) }
            throw CommandFailure("\(error)", exitCode: .internalFailure)
        } catch {
            throw BuiltInScenes.failure(error, scene: (failing ?? scene).name, writing: path)
        }
        if !arguments.flag("quiet") {
            print(summary, to: &output.standardOutput)
        }
    }
}

extension RenderCanvas {
    func pixelWidth(at scale: Int?) -> Int {
        var canvas = self
        canvas.scale = scale ?? self.scale
        return canvas.pixelWidth
    }

    func pixelHeight(at scale: Int?) -> Int {
        var canvas = self
        canvas.scale = scale ?? self.scale
        return canvas.pixelHeight
    }
}
