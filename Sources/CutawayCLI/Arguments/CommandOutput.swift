#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output and standard error, each a text stream that knows
/// whether a terminal is reading it.
///
/// Commands get it passed in rather than writing to the process's streams, so that tests run the
/// whole tool in-process and compare what it printed. Writing uses `print(_:to:)`:
///
/// ```swift
/// print("Wrote \(count) frames.", to: &output.standardOutput)
/// if output.standardError.isTerminal { /* draw a progress bar */ }
/// ```
public struct CommandOutput: Sendable {
    /// One destination for text.
    public struct Stream: TextOutputStream, Sendable {
        /// Where the text goes; `nil` for a capturing stream.
        private let fileDescriptor: Int32?
        /// Everything written so far to a capturing stream; `nil` for a file descriptor.
        public private(set) var capturedText: String?
        /// Whether a person is probably watching, so a command can decide on progress bars and
        /// other output that only makes sense live.
        public let isTerminal: Bool

        /// A stream that writes straight to a file descriptor, unbuffered, so progress and errors
        /// appear in the order they happen.
        public static func fileDescriptor(_ descriptor: Int32) -> Stream {
            Stream(fileDescriptor: descriptor, capturedText: nil, isTerminal: isatty(descriptor) == 1)
        }

        /// A stream that keeps what is written in `capturedText`, for tests.
        public static func capturing(isTerminal: Bool = false) -> Stream {
            Stream(fileDescriptor: nil, capturedText: "", isTerminal: isTerminal)
        }

        /// Whether the stream keeps what is written (a test's), rather than writing to a file.
        public var capturesText: Bool { capturedText != nil }

        public mutating func write(_ string: String) {
            if let fileDescriptor {
                Self.write(string, to: fileDescriptor)
            } else {
                capturedText?.append(string)
            }
        }

        /// Writes all bytes, retrying after interruptions and partial writes. Other failures, such
        /// as a closed pipe, are dropped: there is nowhere left to report them.
        private static func write(_ string: String, to descriptor: Int32) {
            var bytes = Array(string.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0) }
                if written < 0 {
                    guard errno == EINTR else { return }
                    continue
                }
                bytes = bytes.dropFirst(written)
            }
        }
    }

    public var standardOutput: Stream
    public var standardError: Stream

    public init(standardOutput: Stream, standardError: Stream) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own standard output and standard error.
    public static var standard: CommandOutput {
        CommandOutput(
            standardOutput: .fileDescriptor(STDOUT_FILENO),
            standardError: .fileDescriptor(STDERR_FILENO)
        )
    }

    /// Two capturing streams, for running the tool in tests.
    public static func capturing(isTerminal: Bool = false) -> CommandOutput {
        CommandOutput(
            standardOutput: .capturing(isTerminal: isTerminal),
            standardError: .capturing(isTerminal: isTerminal)
        )
    }
}

/// write(2), under a name that `Stream.write(_:)` doesn't shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
