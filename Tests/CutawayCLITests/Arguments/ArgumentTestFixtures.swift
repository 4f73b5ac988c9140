import CutawayCLI

/// A sample tool shaped like cutaway, with two commands that print what they parsed.
enum ArgumentTestFixtures {
    /// An image format, to read an enum through `ArgumentValue`.
    enum ImageFormat: String, CaseIterable, ArgumentValue {
        case png, ppm
    }

    /// A bug in a command: an error that is neither a `UsageError` nor a `CommandFailure`.
    struct Bug: Error, CustomStringConvertible {
        var description: String { "the fixture crashed" }
    }

    static let render = CommandSignature(
        name: "render",
        abstract: "Render scenes to PNG frames.",
        discussion: """
            Each scene is rendered at every frame of its timeline, unless --at picks particular \
            times. Frames are named after the scene and the frame number.

            A SCENE is a Swift file or the name of a built-in example.
            """,
        arguments: [
            ArgumentSpec("SCENE", help: "A scene file or built-in example to render.", isRepeating: true),
        ],
        options: [
            OptionSpec(
                "out",
                short: "o",
                valueName: "DIR",
                help: "Directory to write the frames into; created if missing.",
                defaultValue: "out"
            ),
            OptionSpec("scale", valueName: "N", help: "Pixels per point.", defaultValue: "1", allowedValues: ["1", "2", "3"]),
            OptionSpec("fps", valueName: "N", help: "Frames per second.", defaultValue: "30"),
            OptionSpec(
                "at",
                valueName: "T",
                help: """
                    Render only the frames at these times, in seconds. Repeat the option or separate the \
                    times with commas.
                    """,
                isRepeating: true
            ),
            OptionSpec(
                "format",
                valueName: "FORMAT",
                help: "Image format.",
                defaultValue: "png",
                allowedValues: ImageFormat.allCases.map(\.rawValue)
            ),
        ],
        flags: [
            FlagSpec("verbose", short: "v", help: "Print each frame as it is written."),
        ],
        examples: [
            .init("cutaway render Intro.swift --fps 60", help: "Render every frame of Intro.swift at 60 frames per second:"),
            .init(
                "cutaway render Intro.swift Outro.swift --at 0,1.5 --scale 2",
                help: "Render two scenes at 0 and 1.5 seconds only, at twice the resolution, into the default directory:"
            ),
        ]
    )

    static let compare = CommandSignature(
        name: "compare",
        abstract: "Compare two images pixel by pixel.",
        arguments: [
            ArgumentSpec("EXPECTED", help: "The reference image."),
            ArgumentSpec("ACTUAL", help: "The image to check."),
            ArgumentSpec("DIFF", help: "Where to write an image highlighting the pixels that differ.", isOptional: true),
        ],
        options: [
            OptionSpec(
                "tolerance",
                short: "t",
                valueName: "N",
                help: "The largest difference per channel that still counts as equal.",
                defaultValue: "0"
            ),
            OptionSpec(
                "highlight-color",
                valueName: "COLOR",
                help: "How DIFF shows the pixels that differ.",
                defaultValue: "magenta"
            ),
        ],
        flags: [
            FlagSpec("quiet", short: "q", help: "Print nothing; report only through the exit status."),
        ]
    )

    static let tool = CommandLineTool(
        name: "cutaway",
        version: "0.1.0",
        abstract: "Render SwiftUI-style scenes to images, without a GPU.",
        subcommands: [Subcommand(render, run: runRender), Subcommand(compare, run: runCompare)]
    )

    /// Prints every parsed value on one line; fails on purpose for the scenes "missing.swift"
    /// (bad input) and "crash.swift" (a bug).
    static func runRender(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> ExitCode {
        let scenes = try arguments.positionals("SCENE", as: String.self)
        let directory = try arguments.value("out", as: String.self) ?? "none"
        let scale = try arguments.value("scale", as: Int.self) ?? 0
        let fps = try arguments.value("fps", as: PositiveInt.self)?.value ?? 0
        let times = try arguments.values("at", as: Double.self)
        let format = try arguments.value("format", as: ImageFormat.self) ?? .ppm
        if scenes.contains("missing.swift") {
            throw CommandFailure("cannot read missing.swift", exitCode: .badInput)
        }
        if scenes.contains("crash.swift") {
            throw Bug()
        }
        print(
            "scenes=\(scenes) out=\(directory) scale=\(scale) fps=\(fps) at=\(times) format=\(format)",
            "verbose=\(arguments.flag("verbose")) progress=\(output.standardError.isTerminal)",
            to: &output.standardOutput
        )
        return .success
    }

    /// "Compares" by name: equal paths match. Rejects a DIFF that would overwrite EXPECTED.
    static func runCompare(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> ExitCode {
        let expected = try arguments.positional("EXPECTED", as: String.self)
        let actual = try arguments.positional("ACTUAL", as: String.self)
        let diff = try arguments.positional("DIFF", as: String.self)
        let tolerance = try arguments.value("tolerance", as: Int.self) ?? -1
        if diff == expected {
            throw UsageError.validationFailed("DIFF would overwrite EXPECTED")
        }
        if !arguments.flag("quiet") {
            print("tolerance=\(tolerance) diff=\(diff ?? "none")", to: &output.standardOutput)
        }
        return expected == actual ? .success : .comparisonFailed
    }
}

/// What one in-process run of the sample tool did.
struct SampleToolRun: Equatable {
    var exitCode: ExitCode
    var standardOutput: String
    var standardError: String

    init(exitCode: ExitCode, standardOutput: String = "", standardError: String = "") {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs the sample tool with `arguments`.
    init(_ arguments: [String], isTerminal: Bool = false) {
        var output = CommandOutput.capturing(isTerminal: isTerminal)
        exitCode = ArgumentTestFixtures.tool.run(arguments: arguments, output: &output)
        standardOutput = output.standardOutput.capturedText ?? ""
        standardError = output.standardError.capturedText ?? ""
    }
}
