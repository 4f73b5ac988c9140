import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way Cutaway opens a file it reads as input (an image to compare, a golden, a
/// goldens manifest), so that only a regular file is ever read.
///
/// Why: opening a named pipe for reading blocks until some process opens it for writing,
/// forever if none does, and a device never ends (`/dev/zero`) or never answers. A path that
/// names one, or a symbolic link to one, is refused with `InputFileError.notRegularFile`
/// before anything waits on it; the tool reports that as "no input" (exit 66).
///
/// How: `stat` (which follows links) says what the path names; then the file is opened with
/// `O_NONBLOCK`, so that a pipe put there in between cannot block the open either, and `fstat`
/// checks the opened file again. Reading is in pieces, checked against `maximumBytes` as
/// they come, so a file that grows while it is read costs at most the limit and one piece.
public enum InputFile {
    /// The bytes of the regular file at `url`, refused when it has more than `maximumBytes`.
    /// `expected` says what the path should name ("a PNG or APNG file"), for the refusal of
    /// anything else.
    ///
    /// - Throws: `InputFileError` for a path that is not a regular file or a file past the
    ///   limit, and a `POSIXError` when the system refuses to open or read it (no such file,
    ///   permission denied).
    public static func contents(of url: URL, expected: String, maximumBytes: Int) throws -> [UInt8] {
        func tooLarge(_ count: Int) -> InputFileError {
            .tooLarge(path: url.relativePath, byteCount: count, limit: maximumBytes)
        }
        let descriptor = try open(url, expected: expected)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let reportedSize = Int(status.st_size)
        guard reportedSize <= maximumBytes else { throw tooLarge(reportedSize) }
        var bytes: [UInt8] = []
        // Sized from the file's length, so that reading it never grows the array.
        bytes.reserveCapacity(max(reportedSize, 0))
        let piece = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
        defer { piece.deallocate() }
        while true {
            let result = read(descriptor, piece.baseAddress!, piece.count)
            if result == 0 { return bytes }
            if result < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: piece[..<result]))
            guard bytes.count <= maximumBytes else { throw tooLarge(bytes.count) }
        }
    }

    /// Opens the regular file at `url` for reading and returns its descriptor (the caller
    /// closes it); refuses anything else at the path (after following links) without waiting
    /// on it.
    public static func open(_ url: URL, expected: String) throws -> Int32 {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        if let kind = kind(of: status.st_mode) {
            throw InputFileError.notRegularFile(path: url.relativePath, kind: kind, expected: expected)
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        // The path may name something else by now.
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        if let kind = kind(of: status.st_mode) {
            close(descriptor)
            throw InputFileError.notRegularFile(path: url.relativePath, kind: kind, expected: expected)
        }
        // Reads of a regular file never wait anyway; clear the flag for whoever reads on.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// What a file of `mode` is, in words, when it is not a regular file; `nil` for one.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
