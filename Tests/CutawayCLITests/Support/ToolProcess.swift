import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `cutaway` executable run as its own process, in a working folder of the test's: for
/// what in-process runs cannot show (signals, exit by signal, concurrent processes) and for
/// paths relative to the working folder (`--out .`), which must never be tried in the test
/// runner's own working folder.
struct ToolProcess {
    /// The `cutaway` executable built beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cutaway")
    }

    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    init(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) {
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = errors
    }

    func start() throws { try process.run() }

    /// Waits; the exit status, or 128 + the signal for a process a signal ended (as a shell
    /// reports it), and what it printed.
    func finish() -> (status: Int32, standardOutput: String, standardError: String) {
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: printed, as: UTF8.self), String(decoding: errorText, as: UTF8.self))
    }

    /// Runs to the end.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
        -> (status: Int32, standardOutput: String, standardError: String) {
        let tool = ToolProcess(arguments, in: folder, environment: environment)
        try tool.start()
        return tool.finish()
    }
}

/// Every entry under `root` (not following links) with its kind and bytes, to show that a
/// refused command left a folder exactly as it was.
func snapshot(_ root: URL) -> [String] {
    var lines: [String] = []
    func walk(_ path: String, _ relative: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { lines.append("\(relative) missing"); return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            lines.append("\(relative)/ mode \(info.st_mode & 0o7777)")
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            for entry in entries { walk(path + "/" + entry, relative + "/" + entry) }
        case S_IFLNK:
            lines.append("\(relative) -> \((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")")
        case S_IFREG:
            let bytes = FileManager.default.contents(atPath: path) ?? Data()
            lines.append("\(relative) \(bytes.count) bytes \(bytes.base64EncodedString())")
        default:
            lines.append("\(relative) special \(info.st_mode & S_IFMT)")
        }
    }
    walk(root.path, ".")
    return lines
}
