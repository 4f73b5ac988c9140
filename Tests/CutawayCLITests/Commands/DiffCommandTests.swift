import CutawayRender
import Foundation
import Testing
@testable import CutawayCLI

/// `cutaway diff` on files: a still PNG is a one-frame sequence, so an APNG and a PNG compare
/// frame by frame and their frame counts differ; hostile files are refused before anything is
/// compared or written.
@Suite(.serialized) struct DiffCommandTests {
    /// native-toggle at 1x and 10 fps as an APNG, and its first frame as a still PNG.
    private func animationAndFirstFrame() throws -> (apng: String, png: String, frameCount: Int) {
        let folder = temporaryDirectory()
        let apng = folder.appendingPathComponent("toggle.png").path
        #expect(runTool(["render", "native-toggle", "--format", "apng", "--fps", "10", "--scale", "1", "--out", apng, "--quiet"]).status == 0)
        let frames = folder.appendingPathComponent("frames")
        #expect(runTool(["render", "native-toggle", "--at", "0", "--fps", "10", "--scale", "1", "--out", frames.path, "--quiet"]).status == 0)
        let frameCount = try APNGDecoder.frames(of: Array(Data(contentsOf: URL(fileURLWithPath: apng)))).frameCount
        return (apng, frames.appendingPathComponent("frame-00000.png").path, frameCount)
    }

    @Test func anAPNGAgainstItsFirstFrameDiffersByItsFrameCount() throws {
        let (apng, png, frameCount) = try animationAndFirstFrame()
        try #require(frameCount > 2)
        let last = SceneRenderer.frameFileName(index: frameCount - 1)
        let result = runTool(["diff", apng, png])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        // The first frames match; the rest are the difference, and the line says why.
        #expect(result.standardOutput == """
            frame-00000.png: identical
            frame-00001.png…\(last): only in \(apng), which has \(frameCount) frames; \(png) is a still PNG, one frame

            """)
    }

    @Test func aPNGAgainstAnAPNGDiffersTheOtherWayRound() throws {
        let (apng, png, frameCount) = try animationAndFirstFrame()
        let result = runTool(["diff", png, apng])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("frame-00000.png: identical\n"))
        #expect(result.standardOutput.contains(": only in \(apng), which has \(frameCount) frames; \(png) is a still PNG, one frame"))
    }

    @Test func twoStillPNGsAreStillNamedAfterTheFile() throws {
        let (_, png, _) = try animationAndFirstFrame()
        let result = runTool(["diff", png, png])
        #expect(result.status == 0)
        #expect(result.standardOutput == "frame-00000.png: identical\n")
    }

    @Test func aHostilePNGIsRefusedWithItsPathAndNothingIsWritten() throws {
        let folder = temporaryDirectory()
        // The 65-byte PNG whose IHDR says 20000×20000 RGBA.
        let hostile = folder.appendingPathComponent("hostile.png")
        let bytes = pngSignature + chunk("IHDR", bigEndian(20000) + bigEndian(20000) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
        #expect(bytes.count == 65)
        try Data(bytes).write(to: hostile)
        let (_, png, _) = try animationAndFirstFrame()
        let out = folder.appendingPathComponent("diffs")
        for arguments in [[hostile.path, png], [png, hostile.path]] {
            let result = runTool(["diff"] + arguments + ["--out", out.path])
            #expect(result.status == 65)
            #expect(result.standardError == """
                error: cannot read \(hostile.path): the PNG says it is 20000×20000 pixels (400,000,000); Cutaway decodes at most 13,107,200 pixels per image

                """)
            #expect(result.standardOutput.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func anAPNGDeclaringTooManyFramesIsRefusedBeforeAnyFrameIsCompared() throws {
        let (apng, _, _) = try animationAndFirstFrame()
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: apng)))
        // acTL follows IHDR (8 + 25 bytes); num_frames becomes 50,000 (over the 20,000 limit).
        #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "acTL")
        bytes.replaceSubrange(41..<45, with: bigEndian(50_000))
        bytes.replaceSubrange(49..<53, with: bigEndian(crc32(Array(bytes[37..<49]))))
        let hostile = temporaryDirectory().appendingPathComponent("many.png")
        try Data(bytes).write(to: hostile)
        let result = runTool(["diff", hostile.path, apng])
        #expect(result.status == 65)
        #expect(result.standardError.contains("cannot read \(hostile.path): the APNG says it has 50,000 frames; Cutaway decodes at most 20,000 frames per APNG"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        // 64 MiB + 1 byte, ImageDecodingLimits' default plus one, as a sparse file.
        let big = temporaryDirectory().appendingPathComponent("big.png")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        let result = runTool(["diff", big.path, big.path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("cannot read \(big.path): the file is 67,108,865 bytes; Cutaway reads image files of at most 64 MiB"))
    }

    // MARK: PNG bytes, built here (PNG §5)

    private let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// PNG Annex D's CRC-32 (reflected polynomial 0xEDB88320), bit by bit.
    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
