import CCairoPango
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files written into a folder that appear together, or not at all: they are written into a
/// staged copy of the folder, which takes the folder's place in one rename (`commit()`).
///
/// Recording goldens uses it (`keepingFiles`: the copy starts with the folder's files, as hard
/// links, so the goldens not re-recorded stay), so that a run stopped part way — a failure, an
/// interrupt, a kill — leaves a scene's goldens all old, never half re-recorded. Failure
/// pictures use it without keeping files, so a scene's pictures are all from one run.
///
/// Nothing is staged until the first write, so an update that writes nothing touches nothing.
public final class FolderUpdate {
    public let url: URL
    private let keepsFiles: Bool
    private let replacement: OutputReplacement
    private var staging: (path: String, token: Int)?
    /// The files written with a `replacing` rule, checked again as the folder is put in place.
    private var guardedFiles: [(name: String, replacement: OutputReplacement)] = []

    /// An update of the folder at `url`. With `keepingFiles`, the folder's files stay unless
    /// written again, and the folder needs no marker (a golden folder is the user's, and
    /// Cutaway's to update); without, the new folder holds only what is written, and the old one
    /// must be Cutaway's (or empty) as `replacement` says.
    public init(_ url: URL, keepingFiles: Bool, replacing replacement: OutputReplacement = .cutawayOutputOnly) {
        self.url = url
        keepsFiles = keepingFiles
        self.replacement = replacement
    }

    deinit { discard() }

    /// Writes `bytes` as the file `name` of the updated folder (replacing one of that name).
    public func write(_ bytes: [UInt8], named name: String) throws(OutputError) {
        let folder = try stagedFolder()
        let temporary = folder + "/." + name + ".partial"
        AtomicOutput.removeTree(temporary)
        try AtomicOutput.writeAll(bytes, to: temporary)
        guard rename(temporary, folder + "/" + name) == 0 else {
            throw .failed(path: url.appendingPathComponent(name).relativePath, operation: .write, errno: errno)
        }
    }

    /// Writes `bytes` as the file `name` of the updated folder, if the file of that name in the
    /// folder now may be replaced as `replacement` says: nothing there, or a file Cutaway wrote
    /// (with `.forced`, any file or a symbolic link). For a folder kept and shared with the
    /// user's own files (a DocC catalog's resources), so that an update never overwrites one of
    /// theirs. Checked again as the folder is put in place.
    public func write(_ bytes: [UInt8], named name: String, replacing replacement: OutputReplacement) throws(OutputError) {
        try OutputTarget.check(url.appendingPathComponent(name).relativePath, kind: .file, replacement: replacement)
        guardedFiles.append((name, replacement))
        try write(bytes, named: name)
    }

    /// Checks the folder and stages the new one now, before anything is written: a refusal
    /// comes before the work, and a commit replaces the folder even if nothing is written.
    public func begin() throws(OutputError) {
        _ = try stagedFolder()
    }

    /// Whether anything was written.
    public var hasChanges: Bool { staging != nil }

    /// Puts the updated folder in place of the old one (and removes the old). Does nothing
    /// when nothing was written.
    public func commit() throws(OutputError) {
        guard let (path, token) = staging else { return }
        defer {
            StagingRegistry.shared.unregister(token)
            AtomicOutput.removeTree(path)
            staging = nil
        }
        let target = url.relativePath
        let kind = OutputTarget.Kind.folder
        do {
            try StagingRegistry.shared.committing {
                if keepsFiles {
                    try Self.checkKeptFolder(target)
                    for (name, replacement) in guardedFiles {
                        try OutputTarget.check(url.appendingPathComponent(name).relativePath, kind: .file, replacement: replacement)
                    }
                    unlink(path + "/" + OutputMarker.name)
                } else {
                    try OutputTarget.check(target, kind: kind, replacement: replacement)
                }
                try AtomicOutput.putFolderInPlace(path, at: target)
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw .failed(path: target, operation: .replace, errno: EIO)
        }
    }

    /// Forgets what was written; the folder stays as it was.
    public func discard() {
        guard let (path, token) = staging else { return }
        AtomicOutput.removeTree(path)
        StagingRegistry.shared.unregister(token)
        staging = nil
    }

    /// The staged copy, made at the first write.
    private func stagedFolder() throws(OutputError) -> String {
        if let staging { return staging.path }
        let target = url.relativePath
        if keepsFiles { try Self.checkKeptFolder(target) } else { try OutputTarget.check(target, kind: .folder, replacement: replacement) }
        let (parent, name) = try AtomicOutput.prepareParent(of: target)
        let path = parent + "/" + StagingRegistry.shared.stagingName(for: name)
        staging = (path, StagingRegistry.shared.register(path))
        guard mkdir(path, 0o777) == 0 else { throw .failed(path: target, operation: .createFolder, errno: errno) }
        // The marker says the staging is Cutaway's, should a killed run leave it to be swept; a
        // kept folder (goldens) loses it again just before it is put in place.
        try AtomicOutput.writeAll(OutputMarker.contents, to: path + "/" + OutputMarker.name)
        if keepsFiles { try copyFiles(from: target, to: path) }
        return path
    }

    /// A folder kept and updated in place must be a folder (or nothing yet), and not the
    /// working folder or one of its parents.
    private static func checkKeptFolder(_ path: String) throws(OutputError) {
        guard !path.isEmpty else { throw .refused(path: path, .emptyPath) }
        if try OutputTarget.containsWorkingFolder(path) { throw .refused(path: path, .containsWorkingFolder) }
        switch try OutputTarget.inspect(path) {
        case .nothing, .cutawayFolder, .emptyFolder, .foreignFolder: return
        case .cutawayFile, .foreignFile: throw .refused(path: path, .fileWhereFolderBelongs)
        case .symbolicLink(let destination): throw .refused(path: path, .symbolicLink(destination: destination))
        case .special(let kind): throw .refused(path: path, .specialFile(kind: kind))
        }
    }

    /// Hard-links (or, where links are refused, copies) every file of `source` into `copy`.
    private func copyFiles(from source: String, to copy: String) throws(OutputError) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: source) else { return }
        for entry in entries.sorted() {
            guard entry != OutputMarker.name else { continue }
            let from = source + "/" + entry, to = copy + "/" + entry
            if link(from, to) == 0 { continue }
            do {
                try FileManager.default.copyItem(atPath: from, toPath: to)
            } catch {
                throw .failed(path: from, operation: .inspect, errno: OutputError.posixCode(of: error) ?? EIO)
            }
        }
    }
}
