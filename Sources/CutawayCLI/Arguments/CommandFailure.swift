/// A failure a command reports to the user, other than a usage error: the tool prints
/// `error: <message>` to standard error and exits with `exitCode`.
///
/// Commands translate what they expect to go wrong (an unreadable scene, differing images) into
/// this, so that any other error reaching the tool can be treated as a bug in cutaway.
public struct CommandFailure: Error, Equatable, Sendable {
    /// One line, without the "error: " prefix.
    public let message: String
    /// Usually `.badInput` or `.comparisonFailed`.
    public let exitCode: ExitCode

    public init(_ message: String, exitCode: ExitCode) {
        precondition(exitCode != .success, "a failure can't exit with success")
        self.message = message
        self.exitCode = exitCode
    }
}
