import Foundation
import Testing
@testable import CutawaySceneFile

#if canImport(Glibc)
import Glibc
#endif

/// Why a file cannot be read, decided from `stat` before reading and from the POSIX error under
/// Foundation's: the mapping itself, so that it is tested even where the tests run as root and
/// permissions do not bite.
@Suite("SceneFileReadFailure")
struct SceneFileReadFailureTests {
    let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-read-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    @Test func errorNumbersMapToFailures() {
        #expect(SceneFileReadFailure(errorNumber: ENOENT) == .noSuchFile)
        #expect(SceneFileReadFailure(errorNumber: ENOTDIR) == .noSuchFile)
        #expect(SceneFileReadFailure(errorNumber: EISDIR) == .isDirectory)
        #expect(SceneFileReadFailure(errorNumber: EACCES) == .permissionDenied)
        #expect(SceneFileReadFailure(errorNumber: EPERM) == .permissionDenied)
        #expect(SceneFileReadFailure(errorNumber: EIO) == .ioError(errorNumber: EIO))
    }

    @Test func foundationErrorsMapThroughTheirPOSIXError() {
        // What swift-corelibs-foundation throws for an unreadable file: Cocoa's 257 over EACCES.
        let unreadable = NSError(domain: NSCocoaErrorDomain, code: 257, userInfo: [
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES)),
        ])
        #expect(SceneFileReadFailure(readingError: unreadable) == .permissionDenied)
        // And for a directory: 256, "couldn't be opened", over EISDIR.
        let directory = NSError(domain: NSCocoaErrorDomain, code: 256, userInfo: [
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR)),
        ])
        #expect(SceneFileReadFailure(readingError: directory) == .isDirectory)
        #expect(SceneFileReadFailure(readingError: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))) == .noSuchFile)
        // Without a POSIX error, the read failed for a reason Foundation did not give: I/O.
        #expect(SceneFileReadFailure(readingError: CocoaError(.fileReadUnknown)) == .ioError(errorNumber: EIO))
    }

    @Test func statFindsWhatIsNotAReadableFile() throws {
        let file = directory.appendingPathComponent("scene.json")
        try Data("{}".utf8).write(to: file)
        #expect(SceneFileReadFailure.check(path: file.path, maximumBytes: 100) == nil)
        #expect(SceneFileReadFailure.check(path: directory.path, maximumBytes: 100) == .isDirectory)
        #expect(SceneFileReadFailure.check(path: directory.appendingPathComponent("missing.json").path, maximumBytes: 100) == .noSuchFile)
        // A path that goes on through a file: ENOTDIR.
        #expect(SceneFileReadFailure.check(path: file.path + "/inner.json", maximumBytes: 100) == .noSuchFile)
        #expect(SceneFileReadFailure.check(path: "/dev/null", maximumBytes: 100) == .notRegularFile)
        let pipe = directory.appendingPathComponent("pipe.json")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        #expect(SceneFileReadFailure.check(path: pipe.path, maximumBytes: 100) == .notRegularFile)
        #expect(SceneFileReadFailure.check(path: file.path, maximumBytes: 1) == .tooLarge(byteCount: 2, limit: 1))
    }

    @Test func messagesSayWhatIsWrongAndWhatASceneIs() {
        #expect(SceneFileReadFailure.noSuchFile.message == "no such file")
        #expect(SceneFileReadFailure.isDirectory.message == "is a directory; a scene is a .json file")
        #expect(SceneFileReadFailure.notRegularFile.message == "is not a regular file (a device, a pipe or a socket); a scene is a .json file")
        #expect(SceneFileReadFailure.permissionDenied.message == "cannot be read: permission denied")
        #expect(SceneFileReadFailure.ioError(errorNumber: EIO).message == "could not be read: Input/output error (error 5)")
        #expect(SceneFileReadFailure.tooLarge(byteCount: 5_000_000, limit: 4_194_304).message
            == "is 5,000,000 bytes; a scene file may be at most 4 MiB")
    }
}
