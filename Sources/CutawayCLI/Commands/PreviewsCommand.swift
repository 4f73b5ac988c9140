import Cutaway
import CutawayRender
import CutawaySceneFile
import Foundation

/// `cutaway previews`: finds a package's previews (`#Preview`s and `PreviewProvider`s) and
/// renders them.
///
/// The `cutaway` tool builds the package's libraries into a runner (see `PreviewRunnerPackage`)
/// and hands the command to it; the runner, which has the previews linked in, renders them
/// (`Mode.linked`).
public enum PreviewsCommand {
    /// Where the previews come from.
    public enum Mode: Sendable {
        /// Build the package named on the command line and run the command in its runner.
        case package
        /// The previews linked into this executable, rendered in this process.
        case linked
        /// The previews linked into this executable, the preview runner's: each rendered in a
        /// process of its own (see `PreviewIsolation`), or, in such a process, its one preview.
        case runner
    }

    static let signature = CommandSignature(
        name: "previews",
        abstract: "Render a Swift package's #Preview views to PNG, APNG, SVG or video.",
        discussion: "Builds the package's library products against Cutaway (a runner package kept in PACKAGE_DIR/.build/cutaway-previews, rebuilt only when sources change), finds every #Preview and PreviewProvider (one preview per view its previews lists), and renders each into out/previews/<name>[~dark][.ext]. A preview is played by the script in the .cutaway.json file beside its Swift file (keyed by preview name: duration, fps and taps), else it is a still (or plays its own onAppear animation for --duration seconds). Previews that share a name get their line appended. A compile error prints the compiler's messages and exits with 65.",
        arguments: [ArgumentSpec("PACKAGE_DIR", help: "The package whose previews to render; the current folder by default.", isOptional: true)],
        options: [
            OptionSpec(
                "filter", valueName: "NAME", help: "Only previews whose name contains NAME (any case); repeat for several (a name may hold commas).",
                isRepeating: true, splitsAtCommas: false),
            OptionSpec("out", short: "o", valueName: "PATH", help: "Folder for the previews' output; out/previews by default."),
            RenderCommand.formatOption,
            RenderCommand.compressionOption,
            OptionSpec("scale", valueName: "N", help: "Pixels per point.", defaultValue: "2", allowedValues: ["1", "2", "3"]),
            OptionSpec("at", valueName: "T", help: "Write only the frames at these times; repeat or separate with commas.", range: .sceneTime, isRepeating: true),
            OptionSpec("overlay", valueName: "LIST", help: "Draw inspection marks: bounds, clips, spacing, baselines, touches (comma-separated).", isRepeating: true),
            colorSchemeOption(help: "The appearance to render; both writes <name> and <name>~dark."),
            deviceOption,
            OptionSpec("docc", valueName: "DIR", help: "Write DocC images into DIR instead (a catalog's Resources): name.png, name@2x.png, name~dark.png, name~dark@2x.png for a still; a 2x APNG and a -poster still of its last frame for one that plays."),
            OptionSpec("duration", valueName: "S", help: "How long a preview without a script plays (seconds); 0 (a still) for PNG and SVG frames, 2 for animated formats.", range: .sceneTime),
            OptionSpec(
                "timeout", valueName: "S",
                help: "Seconds one preview may take to render before it is stopped and reported (each preview renders in a process of its own); 0 for no limit.",
                defaultValue: PreviewIsolation.seconds(PreviewIsolation.defaultTimeout), range: .sceneTime),
            jobsOption,
        ],
        flags: [
            FlagSpec("list", help: "List the previews (name, place, traits) and render nothing."),
            FlagSpec("quiet", short: "q", help: "Print nothing but errors."),
            OutputOptions.force,
        ],
        examples: [
            .init("cutaway previews Examples/PreviewPackage --list", help: "List the example package's previews:"),
            .init("cutaway previews Examples/PreviewPackage --filter Badge --color-scheme both", help: "Render the badge previews in light and dark:"),
            .init("cutaway previews --format apng", help: "Render the current package's previews as animated PNGs:"),
        ])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput, mode: Mode) throws -> ExitCode {
        switch mode {
        case .package:
            let directory = try arguments.positional("PACKAGE_DIR", as: String.self) ?? "."
            let runner = try PreviewRunnerPackage(packageDirectory: URL(fileURLWithPath: directory)).build(&output)
            return try runner.run(command: "previews", arguments: arguments.words, &output)
        case .linked, .runner:
            return try MainActor.assumeIsolated { try renderLinked(arguments, &output, isolating: mode == .runner) }
        }
    }

    /// Lists or renders the previews linked into this executable.
    /// `isolating`: in the preview runner, each preview is rendered by a child process, or (in
    /// such a child) only the child's preview is.
    @MainActor private static func renderLinked(_ arguments: ParsedArguments, _ output: inout CommandOutput, isolating: Bool) throws -> ExitCode {
        let all: [Preview]
        do {
            all = try Preview.registered()
        } catch {
            throw CommandFailure("cannot list the previews: \(error)", exitCode: .internalFailure)
        }
        var previews = try chosen(all, filters: try arguments.values("filter", as: String.self))
        if isolating, !arguments.flag("list") {
            if let child = PreviewIsolation.Child() {
                previews = previews.filter { all.indices.contains(child.index) && $0.source == all[child.index].source }
            } else {
                return try renderIsolated(previews, among: all, arguments, &output)
            }
        }
        if arguments.flag("list") {
            for preview in previews {
                let traits = [
                    layoutName(preview.layout), preview.orientation == .portrait ? nil : "\(preview.orientation)",
                    preview.preferredColorScheme.map { "preferredColorScheme(.\($0))" },
                ]
                    .compactMap { $0 }.joined(separator: ", ")
                let place = "\(preview.displayName)  \(preview.source.fileID):\(preview.source.line)"
                print(traits.isEmpty ? place : place + "  " + traits, to: &output.standardOutput)
            }
            return .success
        }
        if let docc = try arguments.value("docc", as: String.self) {
            if arguments.isGiven("out") || arguments.isGiven("format") {
                throw UsageError.validationFailed("--docc writes its own images: give it without --out and --format")
            }
            let renderer = try RenderCommand.makeRenderer(arguments)
            let written = try DocCImages.write(
                previews, among: all, duration: try arguments.value("duration", as: Double.self) ?? 0,
                to: URL(fileURLWithPath: docc), renderer: renderer, overlay: try RenderCommand.overlayOption(arguments),
                replacing: OutputOptions.replacement(arguments))
            if !arguments.flag("quiet") {
                for name in written { print(URL(fileURLWithPath: docc).appendingPathComponent(name).relativePath, to: &output.standardOutput) }
            }
            return .success
        }
        let format = try RenderCommand.format(arguments)
        let times = try arguments.values("at", as: Double.self)
        if format != .png, !times.isEmpty {
            throw UsageError.validationFailed("--at chooses frames of a PNG sequence; \(format.rawValue) output holds them all")
        }
        let schemes = try colorSchemes(arguments)
        let scale = try arguments.value("scale", as: Int.self) ?? 2
        let duration = try arguments.value("duration", as: Double.self) ?? (format == .png || format == .svg ? 0 : 2)
        let overlay = try RenderCommand.overlayOption(arguments)
        let renderer = try RenderCommand.makeRenderer(arguments)
        // Every script is read before anything is written: a broken one leaves no output.
        let scenes = try PreviewScenes.commandScenes(
            of: previews, among: all, schemes: schemes, scale: scale, duration: duration, device: try device(arguments),
            textEngine: renderer.textEngine)
        let folder = URL(fileURLWithPath: try OutputOptions.given(arguments) ?? "out/previews")
        for scene in scenes {
            let path = folder.appendingPathComponent(scene.name + (format.isSingleFile ? "." + format.fileExtension : ""))
            let frames: [Int]? = times.isEmpty ? nil : try RenderCommand.frames(at: times, in: scene, fps: nil)
            try RenderCommand.write(scene, as: format, to: path, frames: frames, overlay: overlay, renderer: renderer, arguments, &output)
        }
        return .success
    }

    /// Checks what every preview's render would check first (the options, the scripts: a
    /// broken one leaves no output), then renders each preview in a child process.
    @MainActor private static func renderIsolated(
        _ previews: [Preview], among all: [Preview], _ arguments: ParsedArguments, _ output: inout CommandOutput
    ) throws -> ExitCode {
        let docc = try arguments.value("docc", as: String.self)
        if docc != nil, arguments.isGiven("out") || arguments.isGiven("format") {
            throw UsageError.validationFailed("--docc writes its own images: give it without --out and --format")
        }
        let format = try RenderCommand.format(arguments)
        if docc == nil, format != .png, !(try arguments.values("at", as: Double.self)).isEmpty {
            throw UsageError.validationFailed("--at chooses frames of a PNG sequence; \(format.rawValue) output holds them all")
        }
        _ = try colorSchemes(arguments)
        _ = try device(arguments)
        _ = try RenderCommand.overlayOption(arguments)
        do {
            try PreviewScenes.readScripts(of: previews, among: all)
        } catch {
            throw BuiltInScenes.failure(error, scene: previews.first?.displayName ?? "")
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let isolation = PreviewIsolation(
            executable: executable, arguments: ["previews"] + arguments.words,
            timeout: try arguments.value("timeout", as: Double.self) ?? PreviewIsolation.defaultTimeout,
            jobs: try arguments.value("jobs", as: Int.self) ?? ProcessInfo.processInfo.activeProcessorCount,
            outputFolder: URL(fileURLWithPath: try docc ?? OutputOptions.given(arguments) ?? "out/previews"))
        return try isolation.run(previews, among: all, &output)
    }

    /// `--jobs N`: how many previews render at once, each in a process of its own. Up to 64: past
    /// the cores a machine has, more only share them.
    static let jobsOption = OptionSpec(
        "jobs", short: "j", valueName: "N",
        help: "How many previews render at once, each in a process of its own; the machine's cores by default.",
        range: .integers(1...64))

    /// `--device NAME`, shared with `cutaway test --previews`.
    static let deviceOption = OptionSpec(
        "device", valueName: "NAME",
        help: "The iPhone whose screen, safe area and status bar previews are drawn on (a preview's previewDevice wins): \(DeviceScreen.all.map(\.name).joined(separator: ", ")); iPhone 14 by default.")

    /// The device `--device` names, if any: a name Cutaway does not know is a usage error
    /// listing the ones it does.
    static func device(_ arguments: ParsedArguments) throws -> DeviceScreen? {
        guard let name = try arguments.value("device", as: String.self) else { return nil }
        guard let device = DeviceScreen(named: name) else {
            let names = DeviceScreen.all.map(\.name)
            let hint = closestMatch(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError.invalidValue(name: "--device", value: name, expected: "one of \(names.joined(separator: ", "))\(hint)")
        }
        return device
    }

    /// `--color-scheme light|dark|both`, shared with `cutaway test --previews`.
    static func colorSchemeOption(help: String) -> OptionSpec {
        OptionSpec("color-scheme", valueName: "SCHEME", help: help, defaultValue: "light", allowedValues: ["light", "dark", "both"])
    }

    /// The colour schemes `--color-scheme` asks for, light first.
    static func colorSchemes(_ arguments: ParsedArguments) throws -> [ColorScheme] {
        switch try arguments.value("color-scheme", as: String.self) ?? "light" {
        case "dark": [.dark]
        case "both": [.light, .dark]
        default: [.light]
        }
    }

    /// The previews the filters choose (all without filters): a filter that chooses none is an
    /// error naming the previews there are.
    static func chosen(_ previews: [Preview], filters: [String]) throws -> [Preview] {
        guard !filters.isEmpty else { return previews }
        for filter in filters where !previews.contains(where: { matches($0, filter) }) {
            let names = previews.map(\.displayName)
            let hint = closestMatch(to: filter, among: names).map { "; did you mean '\($0)'?" }
                ?? (names.isEmpty ? " (the package has no previews)" : " (previews: \(names.joined(separator: ", ")))")
            throw UsageError.invalidValue(name: "--filter", value: filter, expected: "a part of a preview's name\(hint)")
        }
        return previews.filter { preview in filters.contains { matches(preview, $0) } }
    }

    private static func matches(_ preview: Preview, _ filter: String) -> Bool {
        preview.displayName.range(of: filter, options: .caseInsensitive) != nil
    }

    private static func layoutName(_ layout: PreviewLayout) -> String? {
        switch layout {
        case .device: nil
        case .sizeThatFits: "sizeThatFitsLayout"
        case .fixed(let width, let height): "fixedLayout(width: \(width), height: \(height))"
        }
    }
}

extension PreviewScenes {
    /// `scenes(of:...)`, with a script file's problem as the command's failure.
    @MainActor static func commandScenes(
        of previews: [Preview], among all: [Preview], schemes: [ColorScheme], scale: Int, duration: Double,
        device: DeviceScreen? = nil, textEngine: any TextEngine
    ) throws -> [RenderScene] {
        do {
            return try scenes(
                of: previews, among: all, schemes: schemes, scale: scale, duration: duration, device: device, textEngine: textEngine)
        } catch {
            throw BuiltInScenes.failure(error, scene: previews.first?.displayName ?? "")
        }
    }
}
