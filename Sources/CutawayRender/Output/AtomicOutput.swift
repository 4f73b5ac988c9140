import CCairoPango
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes outputs so that a reader sees either the old output or the complete new one, never
/// a half-written file or no output at all, and so that nothing Cutaway did not write is
/// replaced.
///
/// Every output is written under a temporary name beside its final one (`.NAME.cutaway-PID-N`,
/// registered with `StagingRegistry` so an interrupt removes it), then put in place with one
/// rename: `rename(2)` for a file, and for a folder `renameat2(2)` with `RENAME_EXCHANGE`,
/// which swaps the new folder and the old in one step, so the path never stands empty. Before
/// that, `OutputTarget` checks what is at the path (see `OutputReplacement`), and checks it
/// again at the moment of the swap. Concurrent runs writing the same path each stage their
/// own copy; the last to swap wins, and each removes what it displaced.
public enum AtomicOutput {
    /// Writes `bytes` to the file at `url`.
    public static func write(
        _ bytes: [UInt8], to url: URL, replacing replacement: OutputReplacement = .cutawayOutputOnly
    ) throws(OutputError) {
        do {
            try writeFile(at: url, replacing: replacement) { temporary in
                try writeAll(bytes, to: temporary.path)
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw .failed(path: url.relativePath, operation: .write, errno: OutputError.posixCode(of: error) ?? EIO)
        }
    }

    /// Lets `build` write the complete file at a temporary URL beside `url`, then puts it in
    /// place of `url`. If `build` throws, nothing at `url` changes and the temporary is gone.
    public static func writeFile(
        at url: URL, replacing replacement: OutputReplacement = .cutawayOutputOnly, build: (URL) throws -> Void
    ) throws {
        try stage(url, as: .file, replacing: replacement) { temporary in
            try build(URL(fileURLWithPath: temporary))
        } putInPlace: { temporary, path throws(OutputError) in
            guard rename(temporary, path) == 0 else { throw .failed(path: path, operation: .replace, errno: errno) }
        }
    }

    /// Fills a new folder with `build`, then puts it in place of the folder at `url`. If
    /// `build` throws, the folder at `url` is left exactly as it was. The new folder holds
    /// Cutaway's marker (`.cutaway-output`), so a later run knows it may replace it.
    public static func replaceDirectory(
        at url: URL, replacing replacement: OutputReplacement = .cutawayOutputOnly, build: (URL) throws -> Void
    ) throws {
        try stage(url, as: .folder, replacing: replacement) { staging throws in
            guard mkdir(staging, 0o777) == 0 else { throw OutputError.failed(path: url.relativePath, operation: .createFolder, errno: errno) }
            try writeAll(OutputMarker.contents, to: staging + "/" + OutputMarker.name)
            try build(URL(fileURLWithPath: staging))
        } putInPlace: { staging, path throws(OutputError) in
            try putFolderInPlace(staging, at: path)
            // After an exchange the staging name holds the old output.
            removeTree(staging)
        }
    }

    /// The one way an output is written: check the path, make the staging beside it (`make`),
    /// check again and put it in place (`putInPlace`) with interrupts held off, and remove the
    /// staging if anything fails.
    private static func stage(
        _ url: URL, as kind: OutputTarget.Kind, replacing replacement: OutputReplacement,
        make: (String) throws -> Void, putInPlace: (String, String) throws(OutputError) -> Void
    ) throws {
        // The path as the user gave it (relative to the working folder, which never changes), so
        // messages show what they typed.
        let path = url.relativePath
        try OutputTarget.check(path, kind: kind, replacement: replacement)
        let (parent, name) = try prepareParent(of: path)
        let staging = parent + "/" + StagingRegistry.shared.stagingName(for: name)
        let token = StagingRegistry.shared.register(staging)
        defer { StagingRegistry.shared.unregister(token) }
        do {
            try make(staging)
            try StagingRegistry.shared.committing {
                try OutputTarget.check(path, kind: kind, replacement: replacement)
                try putInPlace(staging, path)
            }
        } catch OutputError.failed(let failedPath, let operation, let code) where failedPath.hasPrefix(staging) {
            // The staging name is Cutaway's business; the message names the output.
            removeTree(staging)
            throw OutputError.failed(path: path, operation: operation, errno: code)
        } catch {
            removeTree(staging)
            throw error
        }
    }

    /// Renames `staging` to `path`: a plain rename when nothing is there, else an exchange.
    static func putFolderInPlace(_ staging: String, at path: String) throws(OutputError) {
        if cutaway_rename(staging, path, cutaway_rename_noreplace) == 0 { return }
        let noReplaceError = errno
        if noReplaceError == EINVAL || noReplaceError == ENOSYS {
            // A file system without renameat2's flags: rename the old aside, then the new in.
            let aside = staging + ".old"
            var info = stat()
            let hadOld = lstat(path, &info) == 0
            if hadOld, rename(path, aside) != 0 { throw .failed(path: path, operation: .replace, errno: errno) }
            guard rename(staging, path) == 0 else { throw .failed(path: path, operation: .replace, errno: errno) }
            if hadOld { removeTree(aside) }
            return
        }
        guard noReplaceError == EEXIST else { throw .failed(path: path, operation: .replace, errno: noReplaceError) }
        guard cutaway_rename(staging, path, cutaway_rename_exchange) == 0 else {
            throw .failed(path: path, operation: .replace, errno: errno)
        }
    }

    /// Makes the folder an output goes into (and its parents), sweeps what interrupted runs
    /// left there for the same name, and returns the folder and the output's own name.
    static func prepareParent(of path: String) throws(OutputError) -> (parent: String, name: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        try makeFolders(parent)
        sweepStale(in: parent, name: name)
        return (parent, name)
    }

    /// Removes the folder at `url` if it is Cutaway's (holds its marker); anything else, and a
    /// path with nothing there, is left alone. For outputs that no longer apply, such as the
    /// failure pictures of a scene that now passes.
    public static func removeOutput(at url: URL) {
        let path = url.relativePath
        guard (try? OutputTarget.containsWorkingFolder(path)) == false,
              (try? OutputTarget.inspect(path)) == .cutawayFolder else { return }
        StagingRegistry.shared.committing { removeTree(path) }
    }

    /// Whether `a` and `b` name the same place, or one lies inside the other (after `.`, `..`
    /// and the links of their folders are resolved): an output there would replace an input.
    public static func overlaps(_ a: URL, _ b: URL) -> Bool {
        guard let first = OutputTarget.resolve(a.relativePath), let second = OutputTarget.resolve(b.relativePath) else { return false }
        return first == second || first.hasPrefix(second.hasSuffix("/") ? second : second + "/")
            || second.hasPrefix(first.hasSuffix("/") ? first : first + "/")
    }

    /// `mkdir -p`, with the system's own reason when a folder cannot be made (a file in the
    /// way is "not a directory", not Foundation's "file exists").
    static func makeFolders(_ path: String) throws(OutputError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw .failed(path: path, operation: .createFolder, errno: ENOTDIR) }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeFolders(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw .failed(path: path, operation: .createFolder, errno: errno) }
    }

    /// Removes staging files and folders for `name` in `parent` that a run killed outright
    /// left: `.NAME.cutaway-PID-N` (or `….old`). Only what is provably Cutaway's staging goes:
    /// its name carries Cutaway's tag (`StagingRegistry.stagingInfix`) with a process ID and a
    /// counter, its process is not running, it has not changed for `staleAge` seconds (a
    /// process in another PID namespace, a container sharing the folder, looks dead from here
    /// while it still writes), and a folder holds Cutaway's marker or is empty.
    ///
    /// Earlier versions staged as `.NAME.partial-PID` and `.NAME.old-PID`, with no mark at all:
    /// nothing tells such an entry from a user's own file or folder of that name (a backup
    /// beside a document, a folder of frames), so they are left alone.
    static func sweepStale(in parent: String, name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        let own = getpid()
        for entry in entries.sorted() {
            guard let pid = stagingProcess(entry, name: name), pid != own, !isRunning(pid) else { continue }
            let path = parent + "/" + entry
            guard isStale(path), isStagingContent(path) else { continue }
            removeTree(path)
        }
    }

    /// How long staging must have been left alone before it is swept, in seconds: a running
    /// render adds a frame file many times a second.
    static let staleAge: time_t = 60

    private static func isStale(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return time(nil) - info.st_mtim.tv_sec >= staleAge
    }

    /// A staging file, or a folder that holds the marker or is empty (killed before the
    /// marker was written).
    private static func isStagingContent(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        if info.st_mode & S_IFMT == S_IFREG { return true }
        guard info.st_mode & S_IFMT == S_IFDIR, let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return entries.isEmpty || entries.contains(OutputMarker.name)
    }

    /// The process ID in a staging name for `name`, if `entry` is one: `.NAME.cutaway-PID-N`,
    /// or `….old` (a folder set aside where renameat2 has no exchange, or staging moved aside
    /// by an interrupt).
    static func stagingProcess(_ entry: String, name: String) -> pid_t? {
        let prefix = "." + name + "." + StagingRegistry.stagingInfix
        guard entry.hasPrefix(prefix) else { return nil }
        var rest = entry.dropFirst(prefix.count)
        let digits = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(digits.count)
        guard !digits.isEmpty, rest.first == "-" else { return nil }
        rest = rest.dropFirst()
        let counter = rest.prefix(while: \.isASCIIDigit)
        guard !counter.isEmpty else { return nil }
        rest = rest.dropFirst(counter.count)
        guard rest.isEmpty || rest == ".old" else { return nil }
        return pid_t(digits)
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Writes `bytes` to a new file at `path` (which must not exist).
    public static func writeAll(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .failed(path: path, operation: .createFile, errno: errno) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                throw .failed(path: path, operation: .write, errno: code)
            }
            offset += written
        }
        guard close(descriptor) == 0 else { throw .failed(path: path, operation: .write, errno: errno) }
    }

    /// Removes a file, a symbolic link (not what it points to) or a folder and everything in
    /// it; quietly, because it only ever removes Cutaway's own temporaries and displaced outputs.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT != S_IFDIR {
            unlink(path)
            return
        }
        // A writer still adding files (an interrupt during a render) can make the folder
        // non-empty again between listing and removing it: try a few times.
        for _ in 0..<3 {
            try? FileManager.default.removeItem(atPath: path)
            if lstat(path, &info) != 0 { return }
        }
    }
}

extension Character {
    /// 0 to 9 only (`isNumber` also accepts other scripts' digits and fractions).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
