import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Why a scene file could not be read at all, as data: the command line gives each its own exit
/// status (a missing file is not a malformed one), and the sentence says what to do instead.
///
/// ## How it is decided
///
/// Before reading, `stat` says whether the path exists, names a directory or something other
/// than a regular file (a pipe would block the read, a device never end it), and how large it
/// is, so that a file past `JSONLimits.maximumBytes` is refused without being read. A failure
/// of the read itself is taken from the POSIX error under Foundation's: Foundation's own codes
/// and sentences are too coarse ("The file couldn't be opened", code 256 for a directory).
public enum SceneFileReadFailure: Equatable, Sendable {
    /// Nothing exists at the path (`ENOENT`, or `ENOTDIR`: a part of the path is a file).
    case noSuchFile
    /// The path names a directory.
    case isDirectory
    /// The path names a device, a pipe or a socket.
    case notRegularFile
    /// The file system refused access (`EACCES`, `EPERM`).
    case permissionDenied
    /// Reading failed for another reason, with its POSIX error number (`EIO`, say).
    case ioError(errorNumber: Int32)
    /// The file is larger than a scene file may be.
    case tooLarge(byteCount: Int, limit: Int)

    /// The failure a POSIX error number stands for.
    public init(errorNumber: Int32) {
        switch errorNumber {
        case ENOENT, ENOTDIR: self = .noSuchFile
        case EISDIR: self = .isDirectory
        case EACCES, EPERM: self = .permissionDenied
        default: self = .ioError(errorNumber: errorNumber)
        }
    }

    /// The failure under an error Foundation threw while reading: its underlying POSIX error, or
    /// an I/O error when it has none.
    public init(readingError error: any Error) {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            self.init(errorNumber: Int32(underlying.code))
        } else if (error as NSError).domain == NSPOSIXErrorDomain {
            self.init(errorNumber: Int32((error as NSError).code))
        } else {
            self = .ioError(errorNumber: EIO)
        }
    }

    /// The failure `stat` finds at `path` before it is read, or `nil` when it is a regular file
    /// of at most `maximumBytes` bytes.
    static func check(path: String, maximumBytes: Int) -> SceneFileReadFailure? {
        var status = stat()
        guard stat(path, &status) == 0 else { return SceneFileReadFailure(errorNumber: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            let size = Int(status.st_size)
            return size > maximumBytes ? .tooLarge(byteCount: size, limit: maximumBytes) : nil
        case S_IFDIR:
            return .isDirectory
        default:
            return .notRegularFile
        }
    }

    /// What is wrong, after the file's name: "is a directory; a scene is a .json file".
    public var message: String {
        switch self {
        case .noSuchFile:
            "no such file"
        case .isDirectory:
            "is a directory; a scene is a .json file"
        case .notRegularFile:
            "is not a regular file (a device, a pipe or a socket); a scene is a .json file"
        case .permissionDenied:
            "cannot be read: permission denied"
        case .ioError(let number):
            "could not be read: \(String(cString: strerror(number))) (error \(number))"
        case .tooLarge(let byteCount, let limit):
            "is \(byteCount.groupedText) bytes; a scene file may be at most \(JSONLimits.describeByteCount(limit))"
        }
    }
}
