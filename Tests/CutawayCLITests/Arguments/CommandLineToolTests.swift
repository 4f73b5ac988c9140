import CutawayCLI
import Testing

@Suite("Running the tool")
struct CommandLineToolTests {
    static let renderUsage = """
        usage: cutaway render SCENE... [--out DIR] [--scale N] [--fps N] [--at T...]
               [--format FORMAT] [--verbose]
        """

    static func renderError(_ message: String) -> SampleToolRun {
        SampleToolRun(
            exitCode: .usageError,
            standardError: "error: \(message)\n\(renderUsage)\nSee 'cutaway render --help'.\n"
        )
    }

    static func toolError(_ message: String) -> SampleToolRun {
        SampleToolRun(
            exitCode: .usageError,
            standardError: "error: \(message)\nusage: cutaway COMMAND [ARGUMENT...]\nSee 'cutaway --help'.\n"
        )
    }

    // MARK: Edge cases

    @Test(arguments: [[], ["--"]])
    func noCommandPrintsHelpToStandardError(arguments: [String]) {
        #expect(SampleToolRun(arguments) == SampleToolRun(exitCode: .usageError, standardError: SampleToolHelp.tool))
    }

    @Test func doubleDashBeforeTheCommand() {
        #expect(SampleToolRun(["--", "render", "a.swift"]) == SampleToolRun(["render", "a.swift"]))
        #expect(SampleToolRun(["--", "--version"]) == Self.toolError("unknown command '--version'"))
    }

    @Test func commandWithoutArguments() {
        #expect(SampleToolRun(["render"]) == Self.renderError("missing argument SCENE"))
    }

    // MARK: Running commands

    @Test func runsTheCommandWithItsArguments() {
        let run = SampleToolRun([
            "render", "a.swift", "b.swift", "-o", "x", "--scale=2", "--fps", "60",
            "--at", "0.5,1", "--at", "2", "--format", "ppm", "-v",
        ])
        #expect(run == SampleToolRun(
            exitCode: .success,
            standardOutput: """
                scenes=["a.swift", "b.swift"] out=x scale=2 fps=60 at=[0.5, 1.0, 2.0] format=ppm \
                verbose=true progress=false

                """
        ))
    }

    @Test func commandsSeeWhetherATerminalIsWatching() {
        #expect(SampleToolRun(["render", "a.swift"], isTerminal: true).standardOutput.hasSuffix("progress=true\n"))
    }

    @Test func helpAfterDoubleDashIsAnArgument() {
        #expect(SampleToolRun(["render", "--", "--help"]).standardOutput.hasPrefix("scenes=[\"--help\"]"))
    }

    @Test func commandsChooseTheirExitCode() {
        #expect(SampleToolRun(["compare", "a.png", "a.png"]) == SampleToolRun(
            exitCode: .success,
            standardOutput: "tolerance=0 diff=none\n"
        ))
        #expect(SampleToolRun(["compare", "a.png", "b.png", "-q"]) == SampleToolRun(exitCode: .comparisonFailed))
    }

    // MARK: Version

    @Test func version() {
        #expect(SampleToolRun(["--version"]) == SampleToolRun(exitCode: .success, standardOutput: "0.1.0\n"))
    }

    @Test func versionTakesNoArguments() {
        #expect(SampleToolRun(["--version", "render"]) == Self.toolError("unexpected argument 'render'"))
    }

    // MARK: Errors

    @Test func unknownCommandSuggestsTheClosest() {
        #expect(SampleToolRun(["rendr", "a.swift"]) == Self.toolError("unknown command 'rendr'. Did you mean 'render'?"))
        #expect(SampleToolRun(["hlep"]) == Self.toolError("unknown command 'hlep'. Did you mean 'help'?"))
        #expect(SampleToolRun(["publish"]) == Self.toolError("unknown command 'publish'"))
    }

    @Test func unknownToolOption() {
        #expect(SampleToolRun(["--verison"]) == Self.toolError("unknown option '--verison'. Did you mean '--version'?"))
        #expect(SampleToolRun(["--fps", "30"]) == Self.toolError("unknown option '--fps'"))
    }

    @Test func usageErrorsOfACommand() {
        #expect(SampleToolRun(["render", "a.swift", "--fps", "abc"])
            == Self.renderError("--fps expects a positive integer; found 'abc'"))
        #expect(SampleToolRun(["render", "a.swift", "--scale", "4"])
            == Self.renderError("--scale expects one of 1, 2, 3; found '4'"))
        #expect(SampleToolRun(["render", "a.swift", "--fsp", "30"])
            == Self.renderError("unknown option '--fsp'. Did you mean '--fps'?"))
        #expect(SampleToolRun(["render", "a.swift", "--out"]) == Self.renderError("missing value for --out DIR"))
    }

    @Test func validationFailureOfACommandIsAUsageError() {
        let run = SampleToolRun(["compare", "e.png", "a.png", "e.png"])
        #expect(run == SampleToolRun(
            exitCode: .usageError,
            standardError: """
                error: DIFF would overwrite EXPECTED
                usage: cutaway compare EXPECTED ACTUAL [DIFF] [--tolerance N]
                       [--highlight-color COLOR] [--quiet]
                See 'cutaway compare --help'.

                """
        ))
    }

    @Test func helpCommandErrors() {
        let usage = "usage: cutaway help [COMMAND]\nSee 'cutaway help --help'.\n"
        #expect(SampleToolRun(["help", "rendr"]) == SampleToolRun(
            exitCode: .usageError,
            standardError: "error: unknown command 'rendr'. Did you mean 'render'?\n" + usage
        ))
        #expect(SampleToolRun(["help", "render", "extra"]) == SampleToolRun(
            exitCode: .usageError,
            standardError: "error: unexpected argument 'extra'\n" + usage
        ))
    }

    @Test func commandFailureIsPrintedWithItsExitCode() {
        #expect(SampleToolRun(["render", "missing.swift"]) == SampleToolRun(
            exitCode: .badInput,
            standardError: "error: cannot read missing.swift\n"
        ))
    }

    @Test func anyOtherErrorIsAnInternalFailure() {
        #expect(SampleToolRun(["render", "crash.swift"]) == SampleToolRun(
            exitCode: .internalFailure,
            standardError: "error: internal failure: the fixture crashed\n"
        ))
    }

    @Test func exitCodesFollowTheHouseRules() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.comparisonFailed.rawValue == 1)
        #expect(ExitCode.usageError.rawValue == 64)
        #expect(ExitCode.badInput.rawValue == 65)
        #expect(ExitCode.internalFailure.rawValue == 70)
    }
}
