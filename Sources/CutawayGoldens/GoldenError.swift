import CutawayRender
import Foundation

/// What stops a golden check short of an answer: goldens that cannot be read or trusted, a
/// record mode that names nothing, a scene that fails to play. A frame that differs is no
/// error; it is an outcome (`GoldenRun.Outcome`).
///
/// Why its own type, not the CLI's `CommandFailure`: the core is shared by `cutaway test` and
/// `assertFrames`, and only the first has exit codes or a usage line. Each case carries what
/// went wrong as data; `description` is the one place it becomes words (the words `cutaway
/// test` prints), and the CLI decides, in one place of its own, which exit code each case
/// earns. Errors the core does not own pass through unchanged: `OutputError` from writing
/// goldens, pictures or a report, which every caller already reports.
package enum GoldenError: Error, CustomStringConvertible {
    /// `CUTAWAY_RECORD` names no record mode.
    case unknownRecordMode(String)
    /// The text engine (Pango and fontconfig) could not start, so nothing can be rendered.
    case textEngineUnavailable(any Error)
    /// The goldens' `manifest.json` is an empty file.
    case emptyManifest(URL)
    /// The goldens' `manifest.json` is not a manifest of `GoldenStore.format`.
    case malformedManifest(URL)
    /// The goldens in `directory` were recorded with fonts other than the text engine's, so
    /// their pixels cannot be compared.
    case otherFonts(directory: URL, recorded: String, current: String)
    /// A golden picture that cannot be read or decoded (within `ImageDecodingLimits`).
    case unreadableGolden(URL, any Error)
    /// A geometry golden that cannot be read, or is not in the form of `cutaway inspect --json`.
    case unreadableGeometryGolden(URL, any Error)
    /// A golden file that is not a regular file (a named pipe, a device, a folder), refused
    /// before it was opened; or the manifest, likewise.
    case unreadableInput(InputFileError)
    /// The scene failed while it was checked: a runtime error while it played, a scene file's
    /// failure, or any other error the core does not own.
    case sceneFailed(scene: String, any Error)

    package var description: String {
        switch self {
        case let .unknownRecordMode(name):
            "CUTAWAY_RECORD expects one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")); found '\(name)'"
        case let .textEngineUnavailable(error):
            "\(error)"
        case let .emptyManifest(url):
            "\(url.path) is empty; expected a \(GoldenStore.format) manifest (re-record with CUTAWAY_RECORD=all to write one)"
        case let .malformedManifest(url):
            "\(url.path) is not a \(GoldenStore.format) manifest"
        case let .otherFonts(directory, recorded, current):
            "the goldens in \(directory.path) were recorded with other fonts, so pixels cannot be compared; re-record with CUTAWAY_RECORD=all (recorded: \(recorded.prefix(80))…; here: \(current.prefix(80))…)"
        case let .unreadableGolden(url, error):
            "cannot read the golden \(url.path): \((error as? InputFileError)?.reason ?? "\(error)")"
        case let .unreadableGeometryGolden(url, error):
            "cannot read the geometry golden \(url.path): \((error as? InputFileError)?.reason ?? "\(error)")"
        case let .unreadableInput(error):
            "\(error)"
        case let .sceneFailed(scene, error):
            "scene '\(scene)': \(error)"
        }
    }
}
