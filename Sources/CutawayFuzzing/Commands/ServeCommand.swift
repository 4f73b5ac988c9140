import CutawayCLI
import Foundation

/// `cutaway-fuzz serve`: the child process of `run` and `replay` (see `ChildServer`).
enum ServeCommand {
    static let signature = CommandSignature(
        name: "serve",
        abstract: "Run inputs sent on standard input (started by 'run' and 'replay').",
        discussion: "Reads length-prefixed inputs from standard input and answers on file descriptor 3, under the memory and time ceilings it applies to itself. Not for use by hand.",
        arguments: [ArgumentSpec("TARGET", help: "The target to run the inputs through.")],
        options: FuzzTool.ceilingOptions + [OptionSpec("scratch", valueName: "FILE", help: "Where to write inputs for targets that read a file.")])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let target = try arguments.positional("TARGET", as: FuzzTarget.self) else { throw UsageError.missingArgument("TARGET") }
        let status = ChildServer.serve(target, ceilings: try FuzzTool.ceilings(arguments), scratchFile: try arguments.value("scratch", as: String.self))
        return status == 0 ? .success : .internalFailure
    }
}
