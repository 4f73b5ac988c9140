import CutawayRender
import Foundation
import Testing

/// `ImageFileReader`: whole files within the limit, refusals beyond it from the size alone or
/// while reading, refusals of anything but a regular file, and the system's errors for files
/// that cannot be opened.
@Suite struct ImageFileReaderTests {
    private func file(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-file-\(UUID().uuidString).png")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func readsAFileWithinTheLimitWhole() throws {
        // Over one 1 MiB read, so that pieces are put together.
        let bytes = (0..<(1 << 20) + 3).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let url = try file(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try ImageFileReader.contents(of: url, limits: ImageDecodingLimits(maximumFileByteCount: bytes.count)) == bytes)
        #expect(try ImageFileReader.contents(of: try file([]), limits: .default) == [])
    }

    @Test func refusesAFileOverTheLimitFromItsSize() throws {
        let url = try file(Array(repeating: 7, count: 101))
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: PNGError.fileTooLarge(byteCount: 101, limit: 100)) {
            try ImageFileReader.contents(of: url, limits: ImageDecodingLimits(maximumFileByteCount: 100))
        }
        #expect(error?.description == "the file is 101 bytes; Cutaway reads image files of at most 100 bytes")
        #expect(PNGError.fileTooLarge(byteCount: 70_000_000, limit: 64 << 20).description
            == "the file is 70,000,000 bytes; Cutaway reads image files of at most 64 MiB")
    }

    @Test func refusesADeviceBeforeReadingIt() throws {
        // /dev/zero is a character device: no input at all, not a file too large.
        #expect(throws: InputFileError.notRegularFile(path: "/dev/zero", kind: "a character device", expected: "a PNG or APNG file")) {
            try ImageFileReader.contents(of: URL(fileURLWithPath: "/dev/zero"), limits: ImageDecodingLimits(maximumFileByteCount: 1000))
        }
    }

    @Test func aMissingFileThrowsTheSystemsError() {
        let error = #expect(throws: POSIXError.self) {
            try ImageFileReader.contents(of: URL(fileURLWithPath: "/nonexistent/frame.png"))
        }
        #expect(error?.code == .ENOENT)
    }
}
