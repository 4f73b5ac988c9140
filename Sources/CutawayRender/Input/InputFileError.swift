/// Why an input file (`InputFile`) was not read: the path names something other than a
/// regular file (a folder, a named pipe, a device, a socket, after following symbolic links),
/// found before it is opened, so nothing waits on a pipe or reads a device without end; or the
/// file is larger than what is read from it may be. The command line reports the first as "no
/// input" (sysexits' 66), the second as bad input (65).
public enum InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `path` as the user gave it, `kind` what it is ("a named pipe"), and `expected` what it
    /// should have been ("a PNG or APNG file").
    case notRegularFile(path: String, kind: String, expected: String)
    /// The file has at least `byteCount` bytes, more than `limit`.
    case tooLarge(path: String, byteCount: Int, limit: Int)

    /// The path as the user gave it.
    public var path: String {
        switch self {
        case .notRegularFile(let path, _, _), .tooLarge(let path, _, _): path
        }
    }

    /// What is wrong, without the path: "it is a named pipe, not a regular file; expected a
    /// PNG or APNG file".
    public var reason: String {
        switch self {
        case .notRegularFile(_, let kind, let expected):
            "it is \(kind), not a regular file; expected \(expected)"
        case .tooLarge(_, let byteCount, let limit):
            "it is \(ImageDecodingLimits.describeCount(byteCount)) bytes; Cutaway reads at most \(ImageDecodingLimits.describeByteCount(limit)) from it"
        }
    }

    public var description: String { "could not read \(path): \(reason)" }
}
