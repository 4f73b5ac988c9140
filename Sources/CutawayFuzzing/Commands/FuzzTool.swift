import Cutaway
import CutawayCLI
import Foundation

/// `cutaway-fuzz`: the fuzzing harness's command-line tool (Scripts/fuzz, and a bounded run
/// in Scripts/test).
public enum FuzzTool {
    public static let tool = CommandLineTool(
        name: "cutaway-fuzz",
        version: CutawayVersion.current,
        abstract: "Fuzz Cutaway's scene file reader and PNG decoders with mutated inputs.",
        subcommands: [
            Subcommand(RunCommand.signature, run: RunCommand.run),
            Subcommand(ReplayCommand.signature, run: ReplayCommand.run),
            Subcommand(ServeCommand.signature, run: ServeCommand.run),
        ])

    public static func run(arguments: [String], output: inout CommandOutput) -> Int32 {
        tool.run(arguments: arguments, output: &output).rawValue
    }

    /// This executable, to start child processes from.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The options both `run` and `replay` take for the ceilings.
    static let ceilingOptions = [
        OptionSpec("memory-mib", valueName: "N", help: "Address space one input may use, in MiB.", defaultValue: "\(ResourceCeilings().memoryBytes >> 20)"),
        OptionSpec("cpu-seconds", valueName: "N", help: "Processor time one input may use, in seconds.", defaultValue: "\(ResourceCeilings().cpuSeconds)"),
    ]

    static func ceilings(_ arguments: ParsedArguments) throws -> ResourceCeilings {
        ResourceCeilings(
            memoryBytes: (try arguments.value("memory-mib", as: PositiveInt.self)?.value ?? 1024) << 20,
            cpuSeconds: try arguments.value("cpu-seconds", as: PositiveInt.self)?.value ?? 2)
    }
}

extension FuzzTarget: ArgumentValue {}
