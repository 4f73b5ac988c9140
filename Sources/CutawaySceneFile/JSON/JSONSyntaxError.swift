/// Why a scene file is not valid JSON, and where: "line 3, column 14: unterminated string".
///
/// The location is where the reader would put the cursor to fix the problem: the offending
/// character, or for problems that span text (an unterminated string, a container with too many
/// members) the place the span starts.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let location: SourceLocation
    /// What is wrong, in lowercase without a final period, so that callers can prefix it.
    public let message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}
