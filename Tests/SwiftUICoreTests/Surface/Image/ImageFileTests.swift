import Foundation
import Testing
@testable import SwiftUICore

struct ImageFileTests {
    /// A PNG's first 24 bytes: the signature, then IHDR's length (13), type, width, height.
    func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height)
    }

    @Test func aPNGsSizeIsItsIHDRsWidthAndHeight() {
        let header = ImageFile.header(pngHeader(width: 480, height: 70_000))
        #expect(header?.0 == .png && header?.1 == 480 && header?.2 == 70_000)
    }

    @Test func aJPEGsSizeIsInItsFirstFrameHeaderAfterItsOtherSegments() {
        // SOI; an APP0 segment of 16 bytes (length field included); a DHT (C4, not a frame
        // header) of 4; then SOF2 (progressive): length 11, precision 8, height 0x0140 = 320,
        // width 0x01E0 = 480.
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
            + [0xFF, 0xC4, 0x00, 0x04, 0, 0]
            + [0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x01, 0x40, 0x01, 0xE0, 0x03, 0, 0, 0]
        let header = ImageFile.header(bytes)
        #expect(header?.0 == .jpeg && header?.1 == 480 && header?.2 == 320)
    }

    @Test func bytesThatAreNeitherOrCutShortHaveNoSize() {
        #expect(ImageFile.header([]) == nil)
        #expect(ImageFile.header(Array("GIF89a".utf8) + [0, 0, 0, 0]) == nil)
        #expect(ImageFile.header(Array(pngHeader(width: 4, height: 4).prefix(20))) == nil)
        // A JPEG whose segment length runs past the bytes, and one whose marker is broken.
        #expect(ImageFile.header([0xFF, 0xD8, 0xFF, 0xE0, 0x7F, 0xFF]) == nil)
        #expect(ImageFile.header([0xFF, 0xD8, 0x00, 0xE0, 0x00, 0x10]) == nil)
    }

    @Test func aFilesPointSizeIsItsPixelsOverItsScale() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-image-\(UUID().uuidString).png")
        try Data(pngHeader(width: 90, height: 60)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try #require(ImageFile(contentsOf: url, scale: 3))
        #expect(file.size == CGSize(width: 30, height: 20))
        // A zero-sized image is no image.
        try Data(pngHeader(width: 0, height: 60)).write(to: url)
        #expect(ImageFile(contentsOf: url, scale: 1) == nil)
    }

    @Test func aFileThatIsThereButNotAnImageSaysWhy() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-image-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        // No file: nothing to say.
        #expect(ImageFile.read(contentsOf: url, scale: 1) == nil)
        try Data("not an image".utf8).write(to: url)
        #expect(ImageFile.read(contentsOf: url, scale: 1) == .failure(.notPNGOrJPEG))
        try Data(pngHeader(width: 0, height: 60)).write(to: url)
        #expect(ImageFile.read(contentsOf: url, scale: 1) == .failure(.noPixels))
        // 4,000 × 4,000 is 16 million pixels, past the 13,107,200 an image may have.
        try Data(pngHeader(width: 4000, height: 4000)).write(to: url)
        #expect(ImageFile.read(contentsOf: url, scale: 1) == .failure(.tooLarge(width: 4000, height: 4000)))
        try Data(pngHeader(width: 40, height: 40)).write(to: url)
        #expect(ImageFile.read(contentsOf: url, scale: 2) == .success(ImageFile(url: url, format: .png, pixelWidth: 40, pixelHeight: 40, scale: 2)))
    }
}
