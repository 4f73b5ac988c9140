import CutawayCLI
import Testing

/// The expected help of the sample tool, written out in full: any change to the layout fails the
/// tests below and has to be looked at.
enum SampleToolHelp {
    static let tool = """
        OVERVIEW: Render SwiftUI-style scenes to images, without a GPU.

        USAGE: cutaway COMMAND [ARGUMENT...]

        COMMANDS:
          render                  Render scenes to PNG frames.
          compare                 Compare two images pixel by pixel.
          help                    Show help for a command.

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        See 'cutaway help COMMAND' for detailed help.

        """

    static let render = """
        OVERVIEW: Render scenes to PNG frames.

        Each scene is rendered at every frame of its timeline, unless --at picks
        particular times. Frames are named after the scene and the frame number.

        A SCENE is a Swift file or the name of a built-in example.

        USAGE: cutaway render SCENE... [--out DIR] [--scale N] [--fps N] [--at T...]
               [--format FORMAT] [--verbose]

        ARGUMENTS:
          SCENE                   A scene file or built-in example to render.

        OPTIONS:
          -o, --out DIR           Directory to write the frames into; created if
                                  missing. (default: out)
          --scale N               Pixels per point. (values: 1, 2, 3; default: 1)
          --fps N                 Frames per second. (default: 30)
          --at T                  Render only the frames at these times, in seconds.
                                  Repeat the option or separate the times with commas.
          --format FORMAT         Image format. (values: png, ppm; default: png)
          -v, --verbose           Print each frame as it is written.
          -h, --help              Show help information.

        EXAMPLES:
          Render every frame of Intro.swift at 60 frames per second:
            cutaway render Intro.swift --fps 60

          Render two scenes at 0 and 1.5 seconds only, at twice the resolution, into the
          default directory:
            cutaway render Intro.swift Outro.swift --at 0,1.5 --scale 2

        """

    static let compare = """
        OVERVIEW: Compare two images pixel by pixel.

        USAGE: cutaway compare EXPECTED ACTUAL [DIFF] [--tolerance N]
               [--highlight-color COLOR] [--quiet]

        ARGUMENTS:
          EXPECTED                The reference image.
          ACTUAL                  The image to check.
          DIFF                    Where to write an image highlighting the pixels that
                                  differ.

        OPTIONS:
          -t, --tolerance N       The largest difference per channel that still counts
                                  as equal. (default: 0)
          --highlight-color COLOR
                                  How DIFF shows the pixels that differ. (default:
                                  magenta)
          -q, --quiet             Print nothing; report only through the exit status.
          -h, --help              Show help information.

        """

    static let help = """
        OVERVIEW: Show help for a command.

        USAGE: cutaway help [COMMAND]

        ARGUMENTS:
          COMMAND                 The command to describe; the tool when omitted.

        OPTIONS:
          -h, --help              Show help information.

        """
}

@Suite("Generated help")
struct HelpFormatterTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func toolHelp(arguments: [String]) {
        #expect(SampleToolRun(arguments) == SampleToolRun(exitCode: .success, standardOutput: SampleToolHelp.tool))
    }

    @Test(arguments: [
        ["render", "--help"],
        ["render", "-h"],
        ["help", "render"],
        ["--help", "render"],
        ["render", "a.swift", "--fps", "abc", "--bogus", "--help"],
    ])
    func renderHelp(arguments: [String]) {
        #expect(SampleToolRun(arguments) == SampleToolRun(exitCode: .success, standardOutput: SampleToolHelp.render))
    }

    @Test func compareHelp() {
        #expect(SampleToolRun(["compare", "--help"])
            == SampleToolRun(exitCode: .success, standardOutput: SampleToolHelp.compare))
    }

    @Test func helpForHelp() {
        #expect(SampleToolRun(["help", "help"]) == SampleToolRun(exitCode: .success, standardOutput: SampleToolHelp.help))
        #expect(SampleToolRun(["help", "--help"]) == SampleToolRun(exitCode: .success, standardOutput: SampleToolHelp.help))
    }

    @Test(arguments: [SampleToolHelp.tool, SampleToolHelp.render, SampleToolHelp.compare, SampleToolHelp.help])
    func linesFitEightyColumnsWithoutTrailingSpaces(help: String) {
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
            #expect(line.last != " ", "\(line)")
        }
    }

    @Test func wordsLongerThanALineStayWhole() {
        let path = String(repeating: "x", count: 90)
        let signature = CommandSignature(name: "open", abstract: "Open \(path) now.")
        let tool = CommandLineTool(
            name: "t",
            version: "1",
            abstract: "",
            subcommands: [Subcommand(signature) { _, _ in .success }]
        )
        var output = CommandOutput.capturing()
        _ = tool.run(arguments: ["open", "--help"], output: &output)
        #expect(output.standardOutput.capturedText?.hasPrefix("OVERVIEW: Open\n          \(path)\n          now.\n") == true)
    }
}
