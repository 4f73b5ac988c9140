import Foundation

/// Regressions that still fail because their fix belongs to other work under way:
/// `Tests/Fuzz/Regressions/pending.txt`, one `target/file  reason` per line, `#` comments.
///
/// A campaign counts failures with the signature of a pending regression as known rather
/// than new, and the regression tests expect them to fail (as a known issue). When the fix
/// lands the regression passes, the tests say so, and its line here goes.
public struct PendingRegressions: Sendable {
    /// Reasons by `target/file`.
    public var reasons: [String: String]

    public init(reasons: [String: String] = [:]) {
        self.reasons = reasons
    }

    /// The list in `file`; empty if there is none.
    public init(contentsOf file: URL) throws {
        guard FileManager.default.fileExists(atPath: file.path) else {
            self.init()
            return
        }
        var reasons: [String: String] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let name = text.prefix { !$0.isWhitespace }
            reasons[String(name)] = text.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        }
        self.init(reasons: reasons)
    }

    public func isPending(_ target: FuzzTarget, _ fileName: String) -> Bool {
        reasons["\(target.rawValue)/\(fileName)"] != nil
    }
}
