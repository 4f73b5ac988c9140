import Foundation

/// When goldens are written: `CUTAWAY_RECORD` or `--record`.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Re-record every frame checked.
    case all
    /// Record frames that have no golden yet (new scenes); compare the rest.
    case missing
    /// Re-record frames that differ.
    case failed
    /// Only compare; a missing golden is a failure.
    case never
}

extension RecordMode {
    /// The mode `name` names, or `CUTAWAY_RECORD`'s, or `missing`.
    package static func resolve(_ name: String?) throws(GoldenError) -> RecordMode {
        let name = name ?? ProcessInfo.processInfo.environment["CUTAWAY_RECORD"] ?? "missing"
        guard let mode = RecordMode(rawValue: name) else {
            throw .unknownRecordMode(name)
        }
        return mode
    }
}
