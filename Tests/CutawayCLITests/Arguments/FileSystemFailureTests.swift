import CutawayRender
import Foundation
import Testing
@testable import CutawayCLI
#if canImport(Glibc)
import Glibc
#endif

/// File-system errors become a sentence naming the path, and the sysexits status that says
/// whose problem it is. (Tests run as root here, where permissions and quotas do not bite, so
/// the mapping from errno is tested directly; the refusals and failures a test can cause are
/// run for real in OutputOptionsTests.)
@Suite struct FileSystemFailureTests {
    @Test(arguments: [
        (EACCES, ExitCode.permissionDenied), (EPERM, .permissionDenied),
        (ENOSPC, .ioError), (EDQUOT, .ioError), (EROFS, .ioError), (EIO, .ioError),
        (ENAMETOOLONG, .cannotCreate), (ENOTDIR, .cannotCreate), (ENOENT, .cannotCreate), (ELOOP, .cannotCreate),
    ])
    func writeFailuresExitWithSysexitsStatuses(code: Int32, status: ExitCode) {
        let failure = CommandFailure(OutputError.failed(path: "out/x.png", operation: .write, errno: code))
        #expect(failure.exitCode == status)
        #expect(failure.message.hasPrefix("could not write out/x.png: "))
        #expect(!failure.message.contains("NSCocoaErrorDomain"))
    }

    @Test func readFailuresOfAMissingInputAreNoInput() {
        #expect(ExitCode(errno: ENOENT, isWriting: false) == .noInput)
        #expect(ExitCode(errno: EISDIR, isWriting: false) == .noInput)
        let failure = CommandFailure.fileSystem(CocoaError(.fileReadNoSuchFile), path: "a.png", isWriting: false)
        #expect(failure == CommandFailure("could not read a.png: no such file or folder", exitCode: .noInput))
    }

    @Test func foundationsErrorsBecomeSentences() {
        let full = CommandFailure.fileSystem(CocoaError(.fileWriteOutOfSpace), path: "out", isWriting: true)
        #expect(full == CommandFailure("could not write out: no space left on the device", exitCode: .ioError))
        let denied = CommandFailure.fileSystem(CocoaError(.fileWriteNoPermission), path: "out", isWriting: true)
        #expect(denied.exitCode == .permissionDenied)
        let readOnly = CommandFailure.fileSystem(
            NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                    userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))]),
            path: "out", isWriting: true)
        #expect(readOnly == CommandFailure("could not write out: read-only file system (write somewhere else with --out)", exitCode: .ioError))
    }

    @Test func aRefusalIsCannotCreate() {
        #expect(CommandFailure(OutputError.refused(path: ".", .containsWorkingFolder)).exitCode == .cannotCreate)
    }
}
