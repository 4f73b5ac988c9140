import CutawayRender
import Testing

/// `PNGDecoder` on PNG files built byte by byte here (own CRC-32, Adler-32 and stored-block
/// zlib streams), so that these tests depend on neither `PNGEncoder` nor zlib's deflate.
@Suite struct PNGDecoderTests {
    // MARK: The test's own building blocks

    @Test func checksumHelpersMatchPublishedValues() {
        #expect(Build.crc32(Array("IEND".utf8)) == 0xAE42_6082)  // the CRC ending every PNG file
        #expect(Build.crc32(Array("123456789".utf8)) == 0xCBF4_3926)  // CRC-32 check value
        #expect(Build.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)  // Wikipedia's Adler-32 example
    }

    // MARK: Colour types

    @Test func decodesGreyscale() throws {
        let png = Build.png(width: 2, height: 2, colourType: 0, scanlines: [0, 0, 128, 0, 255, 7])
        #expect(try PNGDecoder.decode(png) == DecodedPNG(width: 2, height: 2, rgba: [
            0, 0, 0, 255, 128, 128, 128, 255,
            255, 255, 255, 255, 7, 7, 7, 255,
        ]))
    }

    @Test func decodesGreyscaleWithAlpha() throws {
        let png = Build.png(width: 2, height: 1, colourType: 4, scanlines: [0, 10, 0, 200, 99])
        #expect(try PNGDecoder.decode(png).rgba == [10, 10, 10, 0, 200, 200, 200, 99])
    }

    @Test func decodesRGB() throws {
        let png = Build.png(width: 2, height: 1, colourType: 2, scanlines: [0, 1, 2, 3, 4, 5, 6])
        #expect(try PNGDecoder.decode(png).rgba == [1, 2, 3, 255, 4, 5, 6, 255])
    }

    @Test func decodesRGBA() throws {
        let png = Build.png(width: 1, height: 2, colourType: 6, scanlines: [0, 1, 2, 3, 4, 0, 5, 6, 7, 0])
        #expect(try PNGDecoder.decode(png).rgba == [1, 2, 3, 4, 5, 6, 7, 0])
    }

    // MARK: Filters, worked by hand on greyscale rows (one byte per pixel)

    @Test func subAddsTheByteToTheLeft() throws {
        // Raw [10, 20, 30] → Sub [10, 20−10, 30−20].
        let png = Build.png(width: 3, height: 1, colourType: 0, scanlines: [1, 10, 10, 10])
        #expect(try grey(png) == [10, 20, 30])
    }

    @Test func subReachesBackOneWholePixel() throws {
        // RGB: the "left" byte is 3 bytes back. Raw [1, 2, 3, 5, 7, 9] → Sub [1, 2, 3, 4, 5, 6].
        let png = Build.png(width: 2, height: 1, colourType: 2, scanlines: [1, 1, 2, 3, 4, 5, 6])
        #expect(try PNGDecoder.decode(png).rgba == [1, 2, 3, 255, 5, 7, 9, 255])
    }

    @Test func upAddsTheByteAboveAndZeroOnTheFirstRow() throws {
        // Row 0 Up over an implicit zero row is None: [10, 20, 30].
        // Row 1 raw [15, 25, 40] → Up [15−10, 25−20, 40−30] = [5, 5, 10].
        let png = Build.png(width: 3, height: 2, colourType: 0, scanlines: [2, 10, 20, 30, 2, 5, 5, 10])
        #expect(try grey(png) == [10, 20, 30, 15, 25, 40])
    }

    @Test func averageAddsTheFlooredMeanOfLeftAndAbove() throws {
        // Row 0 raw [10, 20, 30], above is zero: [10 − 0, 20 − ⌊10/2⌋, 30 − ⌊20/2⌋] = [10, 15, 20].
        // Row 1 raw [15, 25, 40]: [15 − ⌊(0+10)/2⌋, 25 − ⌊(15+20)/2⌋, 40 − ⌊(25+30)/2⌋] = [10, 8, 13].
        let png = Build.png(width: 3, height: 2, colourType: 0, scanlines: [3, 10, 15, 20, 3, 10, 8, 13])
        #expect(try grey(png) == [10, 20, 30, 15, 25, 40])
    }

    @Test func paethPicksLeftAboveOrUpperLeft() throws {
        // Row 0 Paeth over a zero row is Sub: raw [10, 20, 30, 25] → [10, 10, 10, 251].
        // Row 1 raw [12, 50, 35, 7], p = a + b − c, nearest of a, b, c (ties a, then b):
        //   x0: a 0,  b 10, c 0:  p 10, |p−a| 10, |p−b| 0,  |p−c| 10 → b: 12 − 10 = 2
        //   x1: a 12, b 20, c 10: p 22, 10, 2, 12                    → b: 50 − 20 = 30
        //   x2: a 50, b 30, c 20: p 60, 10, 30, 40                   → a: 35 − 50 = 241 (mod 256)
        //   x3: a 35, b 25, c 30: p 30, 5, 5, 0                      → c: 7 − 30 = 233 (mod 256)
        let png = Build.png(width: 4, height: 2, colourType: 0, scanlines: [4, 10, 10, 10, 251, 4, 2, 30, 241, 233])
        #expect(try grey(png) == [10, 20, 30, 25, 12, 50, 35, 7])
    }

    @Test func paethBreaksTiesTowardsLeftThenAbove() throws {
        // Row 0 None [20, 25, 20, 10]; row 1 raw [10, 17, 25, 13]:
        //   x0: a 0,  b 20, c 0:  p 20, |p−a| 20, |p−b| 0, |p−c| 20 → b: 10 − 20 = 246 (mod 256)
        //   x1: a 10, b 25, c 20: p 15, 5, 10, 5  (a ties c)     → a: 17 − 10 = 7
        //   x2: a 17, b 20, c 25: p 12, 5, 8, 13                 → a: 25 − 17 = 8
        //   x3: a 25, b 10, c 20: p 15, 10, 5, 5  (b ties c)     → b: 13 − 10 = 3
        let png = Build.png(width: 4, height: 2, colourType: 0, scanlines: [0, 20, 25, 20, 10, 4, 246, 7, 8, 3])
        #expect(try grey(png) == [20, 25, 20, 10, 10, 17, 25, 13])
    }

    @Test(arguments: [(colourType: UInt8(0), channels: 1), (2, 3), (4, 2), (6, 4)])
    func everyFilterOnEveryColourType(colourType: UInt8, channels: Int) throws {
        let (width, height) = (23, 15)
        var seed: UInt32 = 12345
        let rows = (0..<height).map { y in
            (0..<width * channels).map { x -> UInt8 in
                seed = seed &* 1_103_515_245 &+ 12345  // the C standard's example rand()
                // Mostly smooth, with noise, so that every predictor gets exercised.
                return UInt8(truncatingIfNeeded: x * 3 + y * 5 + Int(seed >> 28))
            }
        }
        let scanlines = Build.filter(rows, types: (0..<height).map { UInt8($0 % 5) }, bytesPerPixel: channels)
        let png = Build.png(width: UInt32(width), height: UInt32(height), colourType: colourType, scanlines: scanlines)

        let expected = rows.flatMap { row in
            (0..<width).flatMap { x -> [UInt8] in
                let pixel = Array(row[x * channels..<(x + 1) * channels])
                switch channels {
                case 1: return [pixel[0], pixel[0], pixel[0], 255]
                case 2: return [pixel[0], pixel[0], pixel[0], pixel[1]]
                case 3: return pixel + [255]
                default: return pixel
                }
            }
        }
        #expect(try PNGDecoder.decode(png).rgba == expected)
    }

    // MARK: Chunks

    @Test func imageDataMaySpanManyIDATChunksIncludingEmptyOnes() throws {
        let scanlines: [UInt8] = [0, 1, 2, 3, 0, 4, 5, 6, 0, 7, 8, 9]
        let stream = Build.zlibStored(scanlines)
        let pieces = [Array(stream[0..<1]), [], Array(stream[1..<9]), Array(stream[9...])]
        let png = Build.signature + Build.header(width: 3, height: 3, colourType: 0)
            + pieces.flatMap { Build.chunk("IDAT", $0) } + Build.chunk("IEND", [])
        #expect(try grey(png) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }

    @Test func readsTextChunksInOrderAndSkipsOtherAncillaryChunks() throws {
        let png = Build.png(width: 1, height: 1, colourType: 0, scanlines: [0, 42], before: [
            Build.chunk("tEXt", Array("Software".utf8) + [0] + Array("Cutaway".utf8)),
            Build.chunk("tIME", [0x07, 0xE8, 1, 2, 3, 4, 5]),
            Build.chunk("tEXt", Array("Title".utf8) + [0, 0x43, 0x61, 0x66, 0xE9]),  // Latin-1 é
            Build.chunk("tEXt", Array("Title".utf8) + [0]),
        ])
        #expect(try PNGDecoder.decode(png).textChunks == [
            PNGTextChunk(keyword: "Software", text: "Cutaway"),
            PNGTextChunk(keyword: "Title", text: "Caf\u{E9}"),
            PNGTextChunk(keyword: "Title", text: ""),
        ])
    }

    @Test func readsUncompressedITXtAndSkipsCompressedITXt() throws {
        let title = "\u{65E5}\u{672C} \u{2709}\u{FE0F}"
        let png = Build.png(width: 1, height: 1, colourType: 0, scanlines: [0, 42], before: [
            // Keyword, NUL, flag 0, method 0, language "ja" + NUL, translated keyword + NUL, text.
            Build.chunk("iTXt", Array("Title".utf8) + [0, 0, 0] + Array("ja".utf8) + [0] + Array("Titel".utf8) + [0] + Array(title.utf8)),
            // Flag 1: zlib-compressed text, which the decoder skips.
            Build.chunk("iTXt", Array("Comment".utf8) + [0, 1, 0, 0, 0] + Build.zlibStored(Array("hidden".utf8))),
        ])
        #expect(try PNGDecoder.decode(png).textChunks == [PNGTextChunk(keyword: "Title", text: title)])
    }

    @Test func ignoresASuggestedPalette() throws {
        let png = Build.png(width: 1, height: 1, colourType: 2, scanlines: [0, 1, 2, 3], before: [Build.chunk("PLTE", [9, 9, 9])])
        #expect(try PNGDecoder.decode(png).rgba == [1, 2, 3, 255])
    }

    @Test func ignoresBytesAfterIEND() throws {
        let png = Build.png(width: 1, height: 1, colourType: 0, scanlines: [0, 5]) + [1, 2, 3]
        #expect(try grey(png) == [5])
    }

    // MARK: Errors

    @Test func rejectsFilesWithoutTheSignature() {
        let png = Build.png(width: 1, height: 1, colourType: 0, scanlines: [0, 5])
        #expect(throws: PNGError.notPNGSignature) { try PNGDecoder.decode([]) }
        #expect(throws: PNGError.notPNGSignature) { try PNGDecoder.decode(Array(png.prefix(7))) }
        #expect(throws: PNGError.notPNGSignature) { try PNGDecoder.decode([0xFF, 0xD8, 0xFF, 0xE0] + png.dropFirst(4)) }
    }

    @Test func reportsTheChunkATruncatedFileEndsIn() {
        let png = Build.png(width: 2, height: 2, colourType: 0, scanlines: [0, 1, 2, 0, 3, 4], before: [
            Build.chunk("tEXt", Array("Software".utf8) + [0] + Array("Cutaway".utf8)),
        ])
        // Chunk starts: IHDR at 8 (25 bytes), tEXt at 33 (28), IDAT at 61 (12 + 17), IEND at 90.
        let chunkStarts = [8, 33, 61, 90]
        #expect(png.count == 102)
        for length in 8..<png.count {
            let start = chunkStarts.last { $0 <= length }!
            let expected = length == start && start > 8 ? PNGError.missingEnd : PNGError.truncatedChunk(offset: start)
            #expect(throws: expected, "cut after \(length) bytes") { try PNGDecoder.decode(Array(png.prefix(length))) }
        }
    }

    @Test func reportsCRCMismatchesWithTheChunkName() {
        let png = Build.png(width: 1, height: 1, colourType: 0, scanlines: [0, 5])
        let headerCRC = Build.crc32(Array(png[12..<29]))

        var flippedCRC = png
        flippedCRC[32] ^= 0xFF  // last byte of IHDR's CRC
        #expect(throws: PNGError.crcMismatch(chunk: "IHDR", offset: 8, stored: headerCRC ^ 0xFF, computed: headerCRC)) {
            try PNGDecoder.decode(flippedCRC)
        }

        var flippedData = png
        flippedData[41] ^= 0x01  // first byte of IDAT's data
        let storedIDATCRC = Build.crc32(Array(png[37..<41 + 13]))
        let computedIDATCRC = Build.crc32(Array(flippedData[37..<41 + 13]))
        #expect(throws: PNGError.crcMismatch(chunk: "IDAT", offset: 33, stored: storedIDATCRC, computed: computedIDATCRC)) {
            try PNGDecoder.decode(flippedData)
        }
    }

    @Test func rejectsUnsupportedHeaders() {
        func decode(bitDepth: UInt8 = 8, colourType: UInt8 = 2, interlace: UInt8 = 0, width: UInt32 = 1) throws {
            let png = Build.signature
                + Build.header(width: width, height: 1, bitDepth: bitDepth, colourType: colourType, interlace: interlace)
                + Build.chunk("IDAT", Build.zlibStored([0, 1, 2, 3])) + Build.chunk("IEND", [])
            _ = try PNGDecoder.decode(png)
        }
        #expect(throws: PNGError.unsupportedBitDepth(16)) { try decode(bitDepth: 16) }
        #expect(throws: PNGError.unsupportedBitDepth(4)) { try decode(bitDepth: 4, colourType: 0) }
        #expect(throws: PNGError.unsupportedColourType(3)) { try decode(colourType: 3) }
        #expect(throws: PNGError.unsupportedColourType(5)) { try decode(colourType: 5) }
        #expect(throws: PNGError.unsupportedInterlaceMethod(1)) { try decode(interlace: 1) }
        #expect(throws: PNGError.invalidDimensions(width: 0, height: 1)) { try decode(width: 0) }
    }

    @Test func rejectsMisplacedMissingAndUnknownCriticalChunks() {
        let header = Build.header(width: 1, height: 1, colourType: 0)
        let data = Build.chunk("IDAT", Build.zlibStored([0, 5]))
        let end = Build.chunk("IEND", [])
        #expect(throws: PNGError.firstChunkNotHeader(found: "IDAT")) { try PNGDecoder.decode(Build.signature + data + header + end) }
        #expect(throws: PNGError.duplicateHeader) { try PNGDecoder.decode(Build.signature + header + header + data + end) }
        #expect(throws: PNGError.missingImageData) { try PNGDecoder.decode(Build.signature + header + end) }
        #expect(throws: PNGError.unsupportedCriticalChunk("CUTA")) {
            try PNGDecoder.decode(Build.signature + header + Build.chunk("CUTA", []) + data + end)
        }
        #expect(throws: PNGError.malformedTextChunk(offset: 33)) {
            try PNGDecoder.decode(Build.signature + header + Build.chunk("tEXt", Array("no separator".utf8)) + data + end)
        }
        #expect(throws: PNGError.malformedTextChunk(offset: 33)) {
            try PNGDecoder.decode(Build.signature + header + Build.chunk("tEXt", [0] + Array("empty keyword".utf8)) + data + end)
        }
        #expect(throws: PNGError.malformedTextChunk(offset: 33)) {
            try PNGDecoder.decode(Build.signature + header + Build.chunk("iTXt", Array("Title".utf8) + [0, 0, 0, 0]) + data + end)
        }
        #expect(throws: PNGError.malformedTextChunk(offset: 33)) {  // 0xFF is never valid UTF-8
            try PNGDecoder.decode(Build.signature + header + Build.chunk("iTXt", Array("Title".utf8) + [0, 0, 0, 0, 0, 0xFF]) + data + end)
        }
    }

    @Test func rejectsBadFilterTypesByRow() {
        let png = Build.png(width: 2, height: 3, colourType: 0, scanlines: [0, 1, 2, 4, 3, 4, 5, 5, 6])
        #expect(throws: PNGError.badFilterType(row: 2, value: 5)) { try PNGDecoder.decode(png) }
    }

    @Test func reportsZlibErrors() {
        func decode(idat: [UInt8]) throws {
            let png = Build.signature + Build.header(width: 2, height: 1, colourType: 0)
                + Build.chunk("IDAT", idat) + Build.chunk("IEND", [])
            _ = try PNGDecoder.decode(png)
        }
        let stream = Build.zlibStored([0, 1, 2])
        // zlib.h status codes: Z_DATA_ERROR is −3, Z_BUF_ERROR −5.
        #expect(throws: PNGError.zlib(code: -3, message: "incorrect header check")) { try decode(idat: [0x00] + stream.dropFirst()) }
        #expect(throws: PNGError.zlib(code: -3, message: "incorrect data check")) { try decode(idat: stream.dropLast() + [stream.last! ^ 1]) }
        #expect(throws: PNGError.zlib(code: -5, message: "image data ends inside the zlib stream")) { try decode(idat: Array(stream.dropLast(4))) }
    }

    @Test func reportsImageDataOfTheWrongSize() {
        #expect(throws: PNGError.imageDataSizeMismatch(expected: 6, actual: 5)) {
            try PNGDecoder.decode(Build.png(width: 2, height: 2, colourType: 0, scanlines: [0, 1, 2, 0, 3]))
        }
        // Far more than expected, so that the excess is counted across several inflate calls.
        #expect(throws: PNGError.imageDataSizeMismatch(expected: 6, actual: 10_006)) {
            try PNGDecoder.decode(Build.png(width: 2, height: 2, colourType: 0, scanlines: [0, 1, 2, 0, 3, 4] + Array(repeating: 9, count: 10_000)))
        }
    }

    @Test func errorDescriptionsAreReadable() {
        #expect(PNGError.truncatedChunk(offset: 33).description == "truncated PNG: the chunk at byte 33 runs past the end of the file")
        #expect(PNGError.crcMismatch(chunk: "IDAT", offset: 61, stored: 0xAE42_6082, computed: 0x1F).description
            == "corrupt PNG: CRC mismatch in IDAT chunk at byte 61 (stored 0xAE426082, computed 0x0000001F)")
        #expect(PNGError.badFilterType(row: 7, value: 9).description == "corrupt PNG image data: bad filter type 9 at row 7")
        #expect(PNGError.unsupportedBitDepth(16).description == "unsupported PNG bit depth 16 (only 8 is supported)")
        #expect(PNGError.zlib(code: -3, message: "incorrect header check").description
            == "corrupt PNG image data: zlib error -3: incorrect header check")
    }

    // MARK: Helpers

    /// The grey level of each pixel of a greyscale PNG, checking that R = G = B and A = 255.
    private func grey(_ png: [UInt8]) throws -> [UInt8] {
        let rgba = try PNGDecoder.decode(png).rgba
        let pixels = stride(from: 0, to: rgba.count, by: 4).map { Array(rgba[$0..<$0 + 4]) }
        #expect(pixels.allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] && $0[3] == 255 })
        return pixels.map { $0[0] }
    }
}

/// PNG files assembled byte by byte, independently of `PNGEncoder` and of zlib's deflate.
private enum Build {
    /// PNG §5.2.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// CRC-32 as PNG uses it (PNG Annex D): reflected polynomial 0xEDB88320, initial value and
    /// final XOR 0xFFFFFFFF, computed bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// RFC 1950 §8.2: Adler-32, two sums modulo 65521, the largest prime below 2^16.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// A zlib stream (RFC 1950) of uncompressed "stored" deflate blocks (RFC 1951 §3.2.4).
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        let blockSize = 65535  // the largest stored block: LEN is 16 bits
        var start = 0
        repeat {
            let end = min(start + blockSize, bytes.count)
            let length = UInt16(end - start)
            // One header byte: BFINAL in bit 0, BTYPE 00 (stored), then padding to the byte.
            stream.append(end == bytes.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        return stream + bigEndian(adler32(bytes))
    }

    /// One chunk: length, type, data, CRC of type and data (PNG §5.3).
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// An IHDR chunk (PNG §11.2.2) with compression and filter method 0.
    static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colourType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colourType, 0, 0, interlace])
    }

    /// A complete 8-bit PNG of already-filtered `scanlines`, with `before` chunks between IHDR
    /// and the single IDAT.
    static func png(width: UInt32, height: UInt32, colourType: UInt8, scanlines: [UInt8], before: [[UInt8]] = []) -> [UInt8] {
        signature + header(width: width, height: height, colourType: colourType)
            + before.flatMap { $0 } + chunk("IDAT", zlibStored(scanlines)) + chunk("IEND", [])
    }

    /// Filters `rows` with the given filter type per row (PNG §9.2), written forwards from the
    /// specification's definitions, each row prefixed with its type byte.
    static func filter(_ rows: [[UInt8]], types: [UInt8], bytesPerPixel bpp: Int) -> [UInt8] {
        var scanlines: [UInt8] = []
        for (y, row) in rows.enumerated() {
            let above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: row.count)
            scanlines.append(types[y])
            for i in row.indices {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(above[i]), c = i >= bpp ? Int(above[i - bpp]) : 0
                let prediction: Int
                switch types[y] {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                default:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                }
                scanlines.append(UInt8(truncatingIfNeeded: Int(row[i]) - prediction))
            }
        }
        return scanlines
    }

    /// PNG §7.1: big-endian.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
