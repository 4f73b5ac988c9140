import Glibc

/// How a campaign and its child process talk, over two pipes.
///
/// The parent writes each input to the child's standard input as a 4-byte little-endian
/// length and the bytes. The child answers on file descriptor 3 (its standard output and
/// error go to a log the parent reads after a crash) with one status byte, `A` accepted or
/// `R` rejected, a 4-byte little-endian length and the outcome's text in UTF-8. A child that
/// dies instead of answering has found something.
enum ChildProtocol {
    /// The child's end of the answer pipe.
    static let answerDescriptor: Int32 = 3
    /// Outcome texts are cut to 4 KiB: the longest error message, which quotes a 4096-character
    /// expression, fits nearly whole.
    static let maximumTextCount = 4096

    static func encodeInput(_ bytes: [UInt8]) -> [UInt8] {
        littleEndian(UInt32(bytes.count)) + bytes
    }

    static func encodeAnswer(_ outcome: FuzzOutcome) -> [UInt8] {
        let (status, text): (UInt8, String) = switch outcome {
        case .accepted(let text): (UInt8(ascii: "A"), text)
        case .rejected(let text): (UInt8(ascii: "R"), text)
        }
        let utf8 = Array(String(text.prefix(maximumTextCount)).utf8)
        return [status] + littleEndian(UInt32(utf8.count)) + utf8
    }

    static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func decodeLittleEndian(_ bytes: [UInt8]) -> Int {
        bytes.reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// Reads exactly `count` bytes, or returns `nil` at end of file or on an error.
    static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let result = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, count - done) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return nil }
            done += result
        }
        return buffer
    }

    /// Writes all of `bytes`; false if the other end has gone.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            done += result
        }
        return true
    }
}
