import CutawayRender
import Foundation

/// `--out` and `--force`, read the same way by every command that writes.
enum OutputOptions {
    /// `--force`: what `OutputReplacement.forced` allows.
    static let force = FlagSpec(
        "force",
        help: "Replace the output even where Cutaway did not write what is there (a folder or file of yours, a symbolic link). Never the working folder or its parents, and never a device.")

    /// `--out`, or `fallback` when it is not given. An empty value is a usage error: it is
    /// almost always an unset variable (`--out "$DIR"`), and it would otherwise name the
    /// working folder.
    static func path(_ arguments: ParsedArguments, fallback: String) throws -> URL {
        URL(fileURLWithPath: try given(arguments) ?? fallback)
    }

    /// `--out` as given, if it is.
    static func given(_ arguments: ParsedArguments) throws -> String? {
        guard let out = try arguments.value("out", as: String.self) else { return nil }
        guard !out.isEmpty else {
            throw UsageError.invalidValue(name: "--out", value: out, expected: "a path (it is empty: is a variable unset?)")
        }
        return out
    }

    /// What `--force` allows.
    static func replacement(_ arguments: ParsedArguments) -> OutputReplacement {
        arguments.flag("force") ? .forced : .cutawayOutputOnly
    }

    /// Runs `body`, which writes the output at `path`, turning file-system errors into
    /// failures that name the path and exit with the sysexits status.
    static func writing<T>(_ path: URL, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as OutputError {
            throw CommandFailure(error)
        } catch where error is CocoaError || error is POSIXError {
            throw CommandFailure.fileSystem(error, path: path.relativePath, isWriting: true)
        }
    }
}
