import CutawayRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// File-system errors as the user reads them: a sentence that names the path and what went
/// wrong, and the sysexits status that says whose problem it is. Every command's file errors
/// come through here, so none reaches the user as "NSCocoaErrorDomain error 513" or exit 70.
extension CommandFailure {
    /// An output Cutaway refused to write, or the system refused to let it write.
    init(_ error: OutputError) {
        switch error {
        case .refused: self.init("\(error)", exitCode: .cannotCreate)
        case .failed(_, _, let code):
            self.init("\(error)", exitCode: ExitCode(errno: code, isWriting: true))
        }
    }

    /// A Foundation or POSIX error from reading (`isWriting` false) or writing `path`.
    static func fileSystem(_ error: any Error, path: String, isWriting: Bool) -> CommandFailure {
        if let error = error as? OutputError { return CommandFailure(error) }
        let verb = isWriting ? "write" : "read"
        let shown = OutputError.quoted(path)
        if let code = OutputError.posixCode(of: error) {
            return CommandFailure("could not \(verb) \(shown): \(OutputError.explanation(code))",
                                  exitCode: ExitCode(errno: code, isWriting: isWriting))
        }
        let cocoa = (error as? CocoaError)?.code
        let (reason, status): (String, ExitCode) = switch cocoa {
        case .fileNoSuchFile?, .fileReadNoSuchFile?: ("no such file or folder", isWriting ? .cannotCreate : .noInput)
        case .fileReadNoPermission?, .fileWriteNoPermission?: ("permission denied", .permissionDenied)
        case .fileWriteOutOfSpace?: ("no space left on the device", .ioError)
        case .fileWriteVolumeReadOnly?: ("the file system is read-only", .ioError)
        case .fileWriteInvalidFileName?: ("the name is not valid here", .cannotCreate)
        case .fileWriteFileExists?: ("something else is already there", .cannotCreate)
        default: ("\((error as NSError).localizedDescription)", .ioError)
        }
        return CommandFailure("could not \(verb) \(shown): \(reason)", exitCode: status)
    }
}

extension ExitCode {
    /// The sysexits status for an input refused before it was read: "no input" for a path that
    /// names no regular file (a pipe would hang the read, a device never end it), "bad input"
    /// for a file too large.
    init(_ error: InputFileError) {
        switch error {
        case .notRegularFile: self = .noInput
        case .tooLarge: self = .badInput
        }
    }

    /// The sysexits status for a failed system call's `errno`.
    init(errno code: Int32, isWriting: Bool) {
        switch code {
        case EACCES, EPERM: self = .permissionDenied
        case ENOSPC, EDQUOT, EROFS, EIO, EFBIG, ETXTBSY: self = .ioError
        case ENOENT, ENOTDIR, EISDIR, ENAMETOOLONG, ELOOP, EEXIST, ENOTEMPTY: self = isWriting ? .cannotCreate : .noInput
        default: self = .ioError
        }
    }
}
