import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What is at an output's path, and whether Cutaway may put its output there.
///
/// The check reads, never writes: it runs before anything is made, so a refused output leaves
/// the file system exactly as it was.
struct OutputTarget {
    /// What the output is: one file, or a folder of files.
    enum Kind { case file, folder }

    /// What is at the path now.
    enum Existing: Equatable {
        case nothing
        case cutawayFolder
        case emptyFolder
        case foreignFolder(example: String)
        case cutawayFile
        case foreignFile
        case symbolicLink(destination: String)
        case special(kind: String)
    }

    let path: String
    let kind: Kind
    let existing: Existing

    /// Looks at `path` (not following a final symbolic link) and refuses what `replacement`
    /// does not allow. Throws `OutputError.refused`, or `.failed` when the path cannot be
    /// looked at.
    @discardableResult
    static func check(_ path: String, kind: Kind, replacement: OutputReplacement) throws(OutputError) -> OutputTarget {
        guard !path.isEmpty else { throw .refused(path: path, .emptyPath) }
        if try containsWorkingFolder(path) { throw .refused(path: path, .containsWorkingFolder) }
        let target = OutputTarget(path: path, kind: kind, existing: try inspect(path))
        if let refusal = target.refusal(replacement) { throw .refused(path: path, refusal) }
        return target
    }

    /// Why `replacement` does not allow writing here, if it doesn't.
    func refusal(_ replacement: OutputReplacement) -> OutputRefusal? {
        let forced = replacement == .forced
        switch (existing, kind) {
        case (.nothing, _), (.cutawayFolder, .folder), (.emptyFolder, .folder), (.cutawayFile, .file): return nil
        case (.special(let kind), _): return .specialFile(kind: kind)
        case (.cutawayFolder, .file), (.emptyFolder, .file), (.foreignFolder, .file): return .folderWhereFileBelongs
        case (.cutawayFile, .folder), (.foreignFile, .folder): return .fileWhereFolderBelongs
        case (.foreignFolder(let example), .folder): return forced ? nil : .foreignFolder(example: example)
        case (.foreignFile, .file): return forced ? nil : .foreignFile
        case (.symbolicLink(let destination), _): return forced ? nil : .symbolicLink(destination: destination)
        }
    }

    /// What is at `path`.
    static func inspect(_ path: String) throws(OutputError) -> Existing {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            // Nothing there, or a file where a folder on the way should be (which making the
            // folders then reports).
            if errno == ENOENT || errno == ENOTDIR { return .nothing }
            throw .failed(path: path, operation: .inspect, errno: errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return .symbolicLink(destination: destination)
        case S_IFDIR:
            return try inspectFolder(path)
        case S_IFREG:
            return isCutawayFile(path) ? .cutawayFile : .foreignFile
        case S_IFCHR: return .special(kind: "character device")
        case S_IFBLK: return .special(kind: "block device")
        case S_IFIFO: return .special(kind: "named pipe")
        case S_IFSOCK: return .special(kind: "socket")
        default: return .special(kind: "special file")
        }
    }

    /// A folder holding Cutaway's marker is Cutaway's; an empty folder may be filled. Nothing
    /// else is: a folder of frame-named files may be a user's goldens (which hold exactly such
    /// names), so folders written before the marker existed need `--force` once.
    private static func inspectFolder(_ path: String) throws(OutputError) -> Existing {
        // The marker first: a folder of frames is only listed when it is not Cutaway's.
        var marker = stat()
        if lstat(path + "/" + OutputMarker.name, &marker) == 0, marker.st_mode & S_IFMT == S_IFREG { return .cutawayFolder }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw .failed(path: path, operation: .inspect, errno: OutputError.posixCode(of: error) ?? EIO)
        }
        if entries.isEmpty { return .emptyFolder }
        return .foreignFolder(example: entries.first { $0 != OutputMarker.name } ?? OutputMarker.name + " (not a file)")
    }

    /// Reads the start of a regular file (1 MiB: an MP4's index, which holds the comment, grows
    /// with the frame count) and, for a GIF, its last bytes, and looks for Cutaway's signature.
    private static func isCutawayFile(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 1 << 20)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        head.removeSubrange(count...)
        if head.starts(with: Array("GIF8".utf8)) {
            var tail = [UInt8](repeating: 0, count: 64)
            let end = lseek(descriptor, 0, SEEK_END)
            let read = end > 0 ? tail.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, max(0, end - 64)) } : -1
            return read > 0 && OutputMarker.isCutawayGIF(tail: Array(tail.prefix(read)))
        }
        return OutputMarker.isCutawayFile(head: head)
    }

    /// Whether `path` resolves to the working folder or a folder that contains it: replacing
    /// it would delete the folder the user is working in.
    static func containsWorkingFolder(_ path: String) throws(OutputError) -> Bool {
        if let resolved = resolve(path), let working = resolve(FileManager.default.currentDirectoryPath) {
            if resolved == "/" || working == resolved || working.hasPrefix(resolved + "/") { return true }
        }
        // The same folder by another name (a bind mount, a second link to a parent): compare
        // the file system's identity of the target with the working folder and each parent.
        var target = stat()
        guard stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR else { return false }
        var folder = FileManager.default.currentDirectoryPath
        while true {
            var info = stat()
            if stat(folder, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino { return true }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return false }
            folder = parent
        }
    }

    /// The absolute path `path` names, with `.`, `..` and symbolic links of its folders
    /// resolved (the last component is kept as written unless it is `.` or `..`, so a link
    /// there is judged as a link).
    static func resolve(_ path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while let last = components.last, last == "." { components.removeLast() }
        let last = components.popLast()
        guard let last else { return "/" }
        let folder = "/" + components.joined(separator: "/")
        guard let real = realpath(folder, nil) else {
            // The folder does not exist yet: nothing there can contain the working folder
            // except through `..`, which the lexical form still shows.
            return (absolute as NSString).standardizingPath
        }
        defer { free(real) }
        let base = String(cString: real)
        if last == ".." { return (base as NSString).deletingLastPathComponent }
        return base == "/" ? "/" + last : base + "/" + last
    }
}
