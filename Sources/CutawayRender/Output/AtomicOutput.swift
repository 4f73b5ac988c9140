import Foundation

/// Writes files and directories so that a reader sees either the old output or the complete
/// new one, never a half-written file: everything is written under a temporary name in the
/// same directory, then renamed into place (rename is atomic within a file system).
public enum AtomicOutput {
    /// Writes `bytes` to `url` through a temporary file and a rename.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Fills a new directory with `build`, then puts it in place of `url`. If `build` throws,
    /// the directory at `url` is left exactly as it was.
    public static func replaceDirectory(at url: URL, build: (URL) throws -> Void) throws {
        let parent = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).partial-\(pid)")
        let retired = parent.appendingPathComponent(".\(url.lastPathComponent).old-\(pid)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        do {
            try build(staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        let hadOld = FileManager.default.fileExists(atPath: url.path)
        if hadOld {
            try FileManager.default.moveItem(at: url, to: retired)
        }
        try FileManager.default.moveItem(at: staging, to: url)
        if hadOld {
            try FileManager.default.removeItem(at: retired)
        }
    }
}
