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
        // Far more than expected: inflating stops at the first byte beyond the header's 6.
        #expect(throws: PNGError.imageDataTooLong(expected: 6)) {
            try PNGDecoder.decode(Build.png(width: 2, height: 2, colourType: 0, scanlines: [0, 1, 2, 0, 3, 4] + Array(repeating: 9, count: 10_000)))
        }
    }

    // MARK: Hostile files

    /// Signature (8) + IHDR (12 + 13) + IDAT (12 + 8) + IEND (12) = 65 bytes: a header that
    /// claims `width`×`height` RGBA and the 8-byte zlib stream of no data at all (78 01, an empty
    /// final fixed-Huffman block 03 00, Adler-32 of nothing 00 00 00 01).
    private func sixtyFiveBytePNG(width: UInt32, height: UInt32) -> [UInt8] {
        Build.png(width: width, height: height, colourType: 6, stream: [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    }

    @Test func refusesAHeaderBeyondThePixelBudgetBeforeAllocating() throws {
        // The reproducers: 20000² took 1.5 GiB before failing; 46340², the largest
        // square whose RGBA byte count fits in 32 bits (46340² × 4 < 2^33), was killed for
        // memory. The limit, 13,107,200, is ImageDecodingLimits' default.
        for side: UInt32 in [20000, 46340] {
            let png = sixtyFiveBytePNG(width: side, height: side)
            #expect(png.count == 65)
            let error = #expect(throws: PNGError.tooManyPixels(width: Int(side), height: Int(side), limit: 13_107_200)) {
                try PNGDecoder.decode(png)
            }
            if side == 20000 {
                #expect(error?.description == "the PNG says it is 20000×20000 pixels (400,000,000); Cutaway decodes at most 13,107,200 pixels per image")
            }
        }
    }

    @Test func refusesASideLongerThanCairosLargestSurface() throws {
        // The reproducer: 100000² aborted with "failed to allocate"; it is refused for its
        // pixels. A strip 40,000 wide has few enough pixels, but a side longer than 32,767,
        // Cairo's MAX_IMAGE_SIZE and ImageDecodingLimits' default.
        #expect(throws: PNGError.tooManyPixels(width: 100_000, height: 100_000, limit: 13_107_200)) {
            try PNGDecoder.decode(sixtyFiveBytePNG(width: 100_000, height: 100_000))
        }
        let error = #expect(throws: PNGError.dimensionTooLarge(width: 40_000, height: 1, limit: 32_767)) {
            try PNGDecoder.decode(sixtyFiveBytePNG(width: 40_000, height: 1))
        }
        #expect(error?.description == "the PNG says it is 40000×1 pixels; Cutaway decodes images at most 32,767 pixels wide and high")
    }

    @Test func zeroRunStreamsInflateToTheirRuns() throws {
        // The builder the next test relies on, checked here on an image small enough to decode:
        // 300 wide, so each row's zero run is longer than one 258-byte match; row 1 is grey 200.
        let (width, height) = (300, 3)
        let runs: [(byte: UInt8, count: Int)] = [(0, 1 + width), (1, 1), (200, 1), (0, width - 1), (0, 1 + width)]
        let png = Build.png(width: UInt32(width), height: UInt32(height), colourType: 0, stream: Build.zlibRuns(runs))
        // Row 1 is Sub-filtered: 200, then 0 + the pixel to the left.
        #expect(try grey(png) == Array(repeating: 0, count: width) + Array(repeating: 200, count: width) + Array(repeating: 0, count: width))
        #expect(Build.adler32(runs: runs) == Build.adler32(runs.flatMap { Array(repeating: $0.byte, count: $0.count) }))
    }

    @Test func refusesAValidPNGOf16384SquareFromItsHeader() throws {
        // The reproducer: a valid 16384² PNG took 2 GiB. This one is valid too (greyscale,
        // every scanline filter 0 and zeros: 16384 × 16385 bytes as one run), 1.7 MB, and is
        // refused from IHDR: 268,435,456 pixels is over the 13,107,200 budget.
        let side = 16384
        let png = Build.png(width: UInt32(side), height: UInt32(side), colourType: 0, stream: Build.zlibRuns([(0, side * (1 + side))]))
        #expect(png.count < 2_000_000)
        let error = #expect(throws: PNGError.tooManyPixels(width: side, height: side, limit: 13_107_200)) { try PNGDecoder.decode(png) }
        #expect(error?.description.contains("(268,435,456)") == true)
    }

    @Test func aDecompressionBombStopsAtTheFirstByteBeyondTheHeader() throws {
        // A 1×1 greyscale PNG implies 2 bytes of scanlines; its IDAT is 423 KB of fixed-Huffman
        // zeros that inflate to 64 MiB (258 bytes per 13 bits). Inflating stops at byte 3.
        let bomb = Build.zlibRuns([(0, 64 << 20)])
        #expect(bomb.count < 430_000)
        let png = Build.png(width: 1, height: 1, colourType: 0, stream: bomb)
        let error = #expect(throws: PNGError.imageDataTooLong(expected: 2)) { try PNGDecoder.decode(png) }
        #expect(error?.description == "corrupt PNG image data: it inflates to more than the 2 bytes its header implies")
    }

    @Test func refusesMoreImageDataThanTheInflatedByteLimit() throws {
        // 100×100 RGBA implies 100 × (1 + 400) = 40,100 bytes of scanlines.
        let png = sixtyFiveBytePNG(width: 100, height: 100)
        let limits = ImageDecodingLimits(maximumInflatedByteCount: 40_000)
        let error = #expect(throws: PNGError.tooMuchImageData(byteCount: 40_100, limit: 40_000)) { try PNGDecoder.decode(png, limits: limits) }
        #expect(error?.description == "the PNG's image data would inflate to 40,100 bytes; Cutaway inflates at most 40,000 bytes per file")
    }

    @Test func refusesBytesLongerThanTheFileLimit() throws {
        let png = Build.png(width: 1, height: 1, colourType: 0, scanlines: [0, 5])
        #expect(throws: PNGError.fileTooLarge(byteCount: png.count, limit: png.count - 1)) {
            try PNGDecoder.decode(png, limits: ImageDecodingLimits(maximumFileByteCount: png.count - 1))
        }
        #expect(try grey(png) == [5])
    }

    @Test func anImageAtThePixelBudgetDecodes() throws {
        // 4096 × 3200 = 13,107,200: exactly the default budget, all zeros (greyscale, filter 0).
        let (width, height) = (4096, 3200)
        let png = Build.png(width: UInt32(width), height: UInt32(height), colourType: 0, stream: Build.zlibRuns([(0, height * (1 + width))]))
        let decoded = try PNGDecoder.decode(png)
        #expect((decoded.width, decoded.height) == (width, height))
        #expect(decoded.rgba.count == width * height * 4)
        #expect(decoded.rgba[decoded.rgba.count - 4..<decoded.rgba.count] == [0, 0, 0, 255])
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
