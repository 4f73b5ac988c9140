/// One command of a `CommandLineTool`: what it accepts, and what it does.
///
/// A plain value with a closure rather than a protocol, so a command is just a signature and a
/// function, and the list of commands is an ordinary array.
public struct Subcommand: Sendable {
    /// What the command accepts; its name selects it.
    public let signature: CommandSignature
    /// Does the work. Reads its arguments from `ParsedArguments`, writes to `CommandOutput`, and
    /// returns `.success` or `.comparisonFailed`. Throws `UsageError` for a bad command line and
    /// `CommandFailure` for anything else the user should hear about.
    public let run: @Sendable (ParsedArguments, inout CommandOutput) throws -> ExitCode

    public init(
        _ signature: CommandSignature,
        run: @escaping @Sendable (ParsedArguments, inout CommandOutput) throws -> ExitCode
    ) {
        self.signature = signature
        self.run = run
    }
}
