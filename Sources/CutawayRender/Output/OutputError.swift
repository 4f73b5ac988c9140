import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why an output was not written, as data: the path, and either the reason Cutaway refused or
/// the operation the system refused and its `errno`. Rendered to text in one place,
/// `description`; the command line maps it to an exit status.
public enum OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Cutaway will not write there (see `OutputRefusal`); nothing was touched.
    case refused(path: String, OutputRefusal)
    /// The system refused `operation` on `path` with `errno`.
    case failed(path: String, operation: FileOperation, errno: Int32)

    /// What Cutaway was doing when the system said no.
    public enum FileOperation: String, Sendable {
        case createFolder = "create the folder"
        case createFile = "create"
        case write = "write"
        case replace = "replace"
        case inspect = "look at"
        case remove = "remove"
    }

    public var path: String {
        switch self {
        case .refused(let path, _), .failed(let path, _, _): path
        }
    }

    public var description: String {
        switch self {
        case .refused(let path, let refusal):
            "refusing to write \(Self.quoted(path)): \(refusal)"
        case .failed(let path, let operation, let code):
            "could not \(operation.rawValue) \(Self.quoted(path)): \(Self.explanation(code))"
        }
    }

    /// The path as the message shows it: quoted when empty or when it has spaces.
    public static func quoted(_ path: String) -> String {
        path.isEmpty || path.contains(" ") ? "'\(path)'" : path
    }

    /// The POSIX error under a Foundation error, if there is one.
    public static func posixCode(of error: any Error) -> Int32? {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return nil
    }

    /// strerror's text, lowercased as a clause, with what usually helps.
    public static func explanation(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        let clause = text.prefix(1).lowercased() + text.dropFirst()
        switch code {
        case ENOSPC, EDQUOT: return clause + " (free some space, or write somewhere else with --out)"
        case EROFS: return clause + " (write somewhere else with --out)"
        case EACCES, EPERM: return clause + " (check the folder's owner and mode, or write somewhere else with --out)"
        case ENAMETOOLONG: return clause + " (a name may have at most 255 bytes)"
        default: return clause
        }
    }
}

/// Why Cutaway refused to write at a path.
public enum OutputRefusal: Equatable, Sendable, CustomStringConvertible {
    /// `--out ""`: most often an unset variable in `--out "$DIR"`.
    case emptyPath
    /// The path is the working folder or one of its parents (`.`, `..`, `/`).
    case containsWorkingFolder
    /// A folder Cutaway did not write, and not empty; `example` is one of its entries.
    case foreignFolder(example: String)
    /// A file Cutaway did not write.
    case foreignFile
    /// A symbolic link (replacing it would replace the link, not what it points to).
    case symbolicLink(destination: String)
    /// A device, pipe or socket.
    case specialFile(kind: String)
    /// A folder where one file is written.
    case folderWhereFileBelongs
    /// A file where a folder of frames is written.
    case fileWhereFolderBelongs

    public var description: String {
        switch self {
        case .emptyPath:
            "the path is empty (is a variable in --out unset?)"
        case .containsWorkingFolder:
            "it is the working folder or one of its parents; name a folder of its own, such as out/frames"
        case .foreignFolder(let example):
            "it is a folder Cutaway did not write (it holds \(OutputError.quoted(example)), and no \(OutputMarker.name)); name a new or empty folder, or pass --force to replace it"
        case .foreignFile:
            "it is a file Cutaway did not write; name another file, or pass --force to replace it"
        case .symbolicLink(let destination):
            "it is a symbolic link to \(OutputError.quoted(destination)); name the destination itself, or pass --force to replace the link"
        case .specialFile(let kind):
            "it is a \(kind), not a file or folder Cutaway can replace"
        case .folderWhereFileBelongs:
            "it is a folder, and this format is one file; name a file, such as out/scene.png"
        case .fileWhereFolderBelongs:
            "it is a file, and this format is a folder of frames; name a folder"
        }
    }
}
