import CutawayRender
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `InputFile`: a regular file is read whole; a named pipe, a link to one, a device or a folder
/// is refused before anything waits on it or reads it.
@Suite struct InputFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func readsARegularFileAndOneThroughALink() throws {
        let root = try folder()
        let file = root.appendingPathComponent("a.png"), link = root.appendingPathComponent("b.png")
        try Data([1, 2, 3]).write(to: file)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(try InputFile.contents(of: file, expected: "a PNG file", maximumBytes: 3) == [1, 2, 3])
        #expect(try InputFile.contents(of: link, expected: "a PNG file", maximumBytes: 3) == [1, 2, 3])
    }

    /// A pipe no process writes to: opening it for reading would wait forever (the test would
    /// hang, which is how it failed before `InputFile`).
    @Test func refusesANamedPipeAndALinkToOneWithoutWaiting() throws {
        let root = try folder()
        let pipe = root.appendingPathComponent("pipe.png"), link = root.appendingPathComponent("link.png")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: pipe)
        for url in [pipe, link] {
            #expect(throws: InputFileError.notRegularFile(path: url.path, kind: "a named pipe", expected: "a PNG file")) {
                try InputFile.contents(of: url, expected: "a PNG file", maximumBytes: 100)
            }
        }
    }

    @Test func refusesADeviceAndAFolder() throws {
        let root = try folder()
        #expect(throws: InputFileError.notRegularFile(path: "/dev/zero", kind: "a character device", expected: "a PNG file")) {
            try InputFile.contents(of: URL(fileURLWithPath: "/dev/zero"), expected: "a PNG file", maximumBytes: 100)
        }
        #expect(throws: InputFileError.notRegularFile(path: root.path, kind: "a folder", expected: "a PNG file")) {
            try InputFile.contents(of: root, expected: "a PNG file", maximumBytes: 100)
        }
    }

    @Test func refusesAFileOverTheLimitAndSaysWhy() throws {
        let file = try folder().appendingPathComponent("big.json")
        try Data(repeating: 7, count: 101).write(to: file)
        let error = #expect(throws: InputFileError.tooLarge(path: file.path, byteCount: 101, limit: 100)) {
            try InputFile.contents(of: file, expected: "a JSON file", maximumBytes: 100)
        }
        #expect(error?.description == "could not read \(file.path): it is 101 bytes; Cutaway reads at most 100 bytes from it")
        #expect(InputFileError.notRegularFile(path: "in", kind: "a named pipe", expected: "a PNG file").description
            == "could not read in: it is a named pipe, not a regular file; expected a PNG file")
    }
}
