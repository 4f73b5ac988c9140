import Foundation

/// A failure a campaign found, minimized, and what it takes to read and replay it.
public struct Finding: Sendable {
    public var target: FuzzTarget
    public var failure: Failure
    /// The input as the campaign ran it.
    public var originalCount: Int
    /// The smallest input that still fails the same way.
    public var input: [UInt8]
    /// Where it came from: "seed 1, run 1234", or a regression's or seed's file name.
    public var origin: String
    /// Whether it fails like a pending regression (and is written as found, prefixed `known-`).
    public var isKnown = false

    /// A file name stem that stays the same for the same bug: the kind and a hash of the
    /// signature (FNV-1a, 64-bit, first 32 bits in hex).
    public var name: String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a 64-bit offset basis
        for byte in failure.signature.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3  // FNV-1a 64-bit prime
        }
        let digits = String(hash >> 32, radix: 16)
        return (isKnown ? "known-" : "") + failure.kind.rawValue.replacingOccurrences(of: " ", with: "-") + "-"
            + String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The description written beside the input: what failed, where, and how to replay it.
    public func description(inputPath: String) -> String {
        var lines = [
            "target: \(target.rawValue)",
            "kind: \(failure.kind.rawValue)",
            "message: \(failure.message)",
            "signature: \(failure.signature)",
            isKnown ? "found: \(origin) (\(input.count) bytes; fails like a pending regression, so not minimized)"
                : "found: \(origin) (\(originalCount) bytes, minimized to \(input.count))",
            "replay: .build/debug/cutaway-fuzz replay \(target.rawValue) \(inputPath)",
        ]
        if !failure.messages.isEmpty {
            lines += ["", "output:"] + failure.messages.map { "  " + $0 }
        }
        if !failure.frames.isEmpty {
            lines += ["", "crashed thread, innermost first:"]
            lines += failure.frames.prefix(24).map { "  \($0.function)" + ($0.location.isEmpty ? "" : " at \($0.location)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the input and its description into `folder`, returning the input's path.
    @discardableResult
    public func write(into folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let inputURL = folder.appendingPathComponent("\(name).\(target.fileExtension)")
        try Data(input).write(to: inputURL)
        try description(inputPath: inputURL.relativePath).write(
            to: folder.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
        return inputURL
    }
}
