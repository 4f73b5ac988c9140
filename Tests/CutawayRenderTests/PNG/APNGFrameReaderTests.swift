import CutawayRender
import Testing

/// `APNGFrameReader`: frames composed onto one canvas and handed out one at a time, on APNGs
/// built byte by byte here (`Build`, independent of `APNGEncoder`).
@Suite struct APNGFrameReaderTests {
    @Test func aThousandOnePixelFramesOnA2000SquareCanvasAreReadOneAtATime() throws {
        // The reproducer: 1,000 frames, each one pixel, on a 2000² canvas, which asked for
        // more than 6 GiB when every frame kept a canvas (1,000 × 2000² × 4 bytes = 14.9 GiB).
        let apng = thousandFrameAnimation()
        #expect(apng.count < 250_000)
        let reader = try APNGDecoder.frames(of: apng)
        #expect((reader.width, reader.height, reader.frameCount) == (2000, 2000, 1000))
        var index = 0
        while let frame = try reader.nextFrame() {
            // Frame k (k ≥ 1) draws pixel (k, 0) red over the transparent default image, so it
            // shows pixels 1…k, and pixel k + 1 is still clear.
            #expect(frame.region == (index == 0 ? DecodedAPNG.Region(x: 0, y: 0, width: 2000, height: 2000) : DecodedAPNG.Region(x: index, y: 0, width: 1, height: 1)))
            if index > 0 { #expect(pixel(frame.image, x: index) == [255, 0, 0, 255]) }
            #expect(pixel(frame.image, x: index + 1) == [0, 0, 0, 0])
            index += 1
        }
        #expect(index == 1000)
        #expect(try reader.nextFrame() == nil)
    }

    @Test func keepingEveryFrameOfTheThousandIsRefusedWithTheWayOut() throws {
        let error = #expect(throws: APNGError.framesTooLargeToKeep(frameCount: 1000, width: 2000, height: 2000, limit: 13_107_200)) {
            try APNGDecoder.decode(thousandFrameAnimation())
        }
        #expect(error?.description == "the APNG's 1,000 frames of 2000×2000 are 4,000,000,000 pixels together, and keeping every frame holds at most 13,107,200; read it a frame at a time (APNGDecoder.frames(of:))")
    }

    @Test func aFrameHeldWhileTheNextIsReadKeepsItsPixels() throws {
        let reader = try APNGDecoder.frames(of: stripAnimation(frames: 3))
        let first = try #require(try reader.nextFrame())
        let second = try #require(try reader.nextFrame())
        _ = try reader.nextFrame()
        // The reader drew frames 2 and 3 onto its canvas after handing these out.
        #expect(pixel(first.image, x: 1) == [0, 0, 0, 0])
        #expect(pixel(second.image, x: 1) == [255, 0, 0, 255] && pixel(second.image, x: 2) == [0, 0, 0, 0])
    }

    @Test func corruptFrameDataThrowsWhenThatFrameIsReadAndEndsTheReader() throws {
        var apng = stripAnimation(frames: 3)
        // The last fdAT's zlib header (after its 4-byte sequence number): CMF 0x78 becomes 0x00.
        let offset = lastChunkOffset(of: apng, type: "fdAT")
        apng[offset + 12] = 0
        let length = Int(apng[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        apng.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: Build.bigEndian(Build.crc32(Array(apng[offset + 4..<offset + 8 + length]))))
        let reader = try APNGDecoder.frames(of: apng)
        _ = try reader.nextFrame()
        _ = try reader.nextFrame()
        // zlib.h: Z_DATA_ERROR is −3.
        #expect(throws: APNGError.png(.zlib(code: -3, message: "incorrect header check"))) { try reader.nextFrame() }
        #expect(try reader.nextFrame() == nil)
    }

    // MARK: Helpers

    /// 2000×2000 RGBA: a transparent default image (frame 0, 2000 × 8001 zero bytes as one
    /// run), then 999 frames each drawing pixel (k, 0) red, blend OVER.
    private func thousandFrameAnimation() -> [UInt8] {
        let side = 2000
        var file = Build.signature + Build.header(width: UInt32(side), height: UInt32(side), colourType: 6)
        file += Build.chunk("acTL", Build.bigEndian(1000) + Build.bigEndian(0))
        file += frameControl(sequence: 0, width: side, height: side, x: 0)
        file += Build.chunk("IDAT", Build.zlibRuns([(0, side * (1 + side * 4))]))
        for k in 1..<1000 {
            file += frameControl(sequence: UInt32(2 * k - 1), width: 1, height: 1, x: k)
            file += Build.chunk("fdAT", Build.bigEndian(UInt32(2 * k)) + Build.zlibStored([0, 255, 0, 0, 255]))
        }
        return file + Build.chunk("IEND", [])
    }

    /// `frames` frames on a 4×1 RGBA canvas: a transparent default image, then frame k drawing
    /// pixel (k, 0) red.
    private func stripAnimation(frames: Int) -> [UInt8] {
        var file = Build.signature + Build.header(width: 4, height: 1, colourType: 6)
        file += Build.chunk("acTL", Build.bigEndian(UInt32(frames)) + Build.bigEndian(0))
        file += frameControl(sequence: 0, width: 4, height: 1, x: 0)
        file += Build.chunk("IDAT", Build.zlibStored([0] + Array(repeating: 0, count: 16)))
        for k in 1..<frames {
            file += frameControl(sequence: UInt32(2 * k - 1), width: 1, height: 1, x: k)
            file += Build.chunk("fdAT", Build.bigEndian(UInt32(2 * k)) + Build.zlibStored([0, 255, 0, 0, 255]))
        }
        return file + Build.chunk("IEND", [])
    }

    /// An fcTL (APNG §2.2): a `width`×`height` region at (`x`, 0), delay 1/10 s, dispose NONE,
    /// blend OVER.
    private func frameControl(sequence: UInt32, width: Int, height: Int, x: Int) -> [UInt8] {
        Build.chunk("fcTL", Build.bigEndian(sequence) + Build.bigEndian(UInt32(width)) + Build.bigEndian(UInt32(height))
            + Build.bigEndian(UInt32(x)) + Build.bigEndian(0) + [0, 1, 0, 10, 0, 1])
    }

    private func lastChunkOffset(of png: [UInt8], type: String) -> Int {
        var offset = 8, found = 0
        while offset + 12 <= png.count {
            if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type { found = offset }
            offset += 12 + Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return found
    }

    private func pixel(_ image: DecodedPNG, x: Int) -> [UInt8] {
        Array(image.rgba[x * 4..<x * 4 + 4])
    }
}
