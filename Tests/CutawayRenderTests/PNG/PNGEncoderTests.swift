import CutawayRender
import Testing

/// `PNGEncoder` and `RasterImage.straightRGBA()`: byte-level checks of what is written, the
/// un-premultiplication against hand-computed values, and encode → `PNGDecoder` round trips.
@Suite struct PNGEncoderTests {
    // MARK: Edge cases

    @Test func onePixelImageHasExactHeaderAndDecodes() throws {
        let png = PNGEncoder().encode(image(width: 1, height: 1, pixels: [0xFF0A_141E]))

        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])  // PNG §5.2 signature
        let header = try #require(chunks(of: png).first)
        #expect(header.type == "IHDR")
        // Width 1, height 1, bit depth 8, colour type 2 (RGB), compression 0, filter 0, interlace 0.
        #expect(header.data == [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        #expect(try PNGDecoder.decode(png).rgba == [0x0A, 0x14, 0x1E, 255])
    }

    @Test func fullyTransparentPixelBecomesAllZero() throws {
        // Alpha 0 with stray colour bits: not valid premultiplied data, and the colour must go.
        let transparent = image(width: 1, height: 1, pixels: [0x0005_0607])

        #expect(transparent.straightRGBA() == [0, 0, 0, 0])
        let png = PNGEncoder().encode(transparent)
        #expect(colourType(of: png) == 6)
        #expect(try PNGDecoder.decode(png).rgba == [0, 0, 0, 0])
    }

    @Test func partialAlphaIsUnpremultipliedWithRounding() throws {
        // c' = min(255, (c * 255 + a / 2) / a), worked by hand:
        let pixels: [UInt32] = [
            0x8040_0180,  // a 128: R (64·255 + 64) / 128 = 128, G (255 + 64) / 128 = 2, B (32640 + 64) / 128 = 255
            0x0101_0001,  // a 1:   R (255 + 0) / 1 = 255, G 0, B 255
            0x0301_0203,  // a 3:   R (255 + 1) / 3 = 85, G (510 + 1) / 3 = 170, B (765 + 1) / 3 = 255
            0xC864_3200,  // a 200: R (25500 + 100) / 200 = 128, G (12750 + 100) / 200 = 64, B 0
            0x0A14_0A00,  // a 10:  R 20 > a is invalid; (5100 + 5) / 10 = 510 clamps to 255. G (2550 + 5) / 10 = 255
        ]
        let expected: [UInt8] = [
            128, 2, 255, 128,
            255, 0, 255, 1,
            85, 170, 255, 3,
            128, 64, 0, 200,
            255, 255, 0, 10,
        ]
        let translucent = image(width: 5, height: 1, pixels: pixels)

        #expect(translucent.straightRGBA() == expected)
        #expect(try PNGDecoder.decode(PNGEncoder().encode(translucent)).rgba == expected)
    }

    @Test func unpremultiplyingThenPremultiplyingRestoresEveryValidPixel() {
        // Every (alpha, channel) pair with channel ≤ alpha, i.e. all valid premultiplied values.
        // Cairo premultiplies by rounding c·a/255 to nearest, so the encoder's inverse must give
        // back c when premultiplied that way again.
        var pixels: [UInt32] = []
        for alpha in UInt32(0)...255 {
            for channel in UInt32(0)...255 {
                let value = min(channel, alpha)
                pixels.append(alpha << 24 | value << 16 | value << 8 | value)
            }
        }
        let straight = image(width: 256, height: 256, pixels: pixels).straightRGBA()

        var mismatches = 0
        for (index, pixel) in pixels.enumerated() {
            let alpha = pixel >> 24, premultiplied = pixel & 0xFF
            let restored = (UInt32(straight[4 * index]) * alpha + 127) / 255
            if restored != premultiplied || UInt32(straight[4 * index + 3]) != alpha { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func rowPaddingIsIgnored() throws {
        // 2×2 pixels, rows 16 bytes apart: 8 bytes of padding per row with alpha-position
        // bytes of 0, which must not make the image count as translucent.
        var bytes = [UInt8](repeating: 0, count: 32)
        let pixels: [[UInt8]] = [[3, 2, 1, 255], [6, 5, 4, 255], [9, 8, 7, 255], [12, 11, 10, 255]]  // B, G, R, A
        for (index, pixel) in pixels.enumerated() {
            let offset = (index / 2) * 16 + (index % 2) * 4
            bytes.replaceSubrange(offset..<offset + 4, with: pixel)
        }
        let padded = RasterImage(width: 2, height: 2, bytesPerRow: 16, bytes: bytes)
        let expected: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255]

        #expect(padded.straightRGBA() == expected)
        let png = PNGEncoder().encode(padded)
        #expect(colourType(of: png) == 2)
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == 2 && decoded.height == 2)
        #expect(decoded.rgba == expected)
    }

    @Test func opaqueImageIsWrittenAsRGB() {
        let png = PNGEncoder().encode(patterned(width: 20, height: 10, translucent: false))
        #expect(colourType(of: png) == 2)
    }

    @Test func oneTranslucentPixelMakesTheImageRGBA() {
        var pixels = [UInt32](repeating: 0xFF80_8080, count: 20 * 10)
        pixels[137] = 0xFE80_8080
        let png = PNGEncoder().encode(image(width: 20, height: 10, pixels: pixels))
        #expect(colourType(of: png) == 6)
    }

    @Test func endsWithTheKnownIENDChunk() {
        let png = PNGEncoder().encode(patterned(width: 3, height: 3, translucent: true))
        // Length 0, "IEND", and its CRC-32, 0xAE426082, the same in every PNG file.
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    // MARK: Round trips and output properties

    @Test(arguments: 0...9)
    func roundTripsAtEveryCompressionLevel(level: Int) throws {
        let encoder = PNGEncoder(compressionLevel: level)
        for (width, height) in [(1, 1), (2, 3), (17, 5), (64, 33), (131, 70)] {
            for translucent in [false, true] {
                let original = patterned(width: width, height: height, translucent: translucent)
                let decoded = try PNGDecoder.decode(encoder.encode(original))
                #expect(decoded.width == width && decoded.height == height)
                #expect(decoded.rgba == original.straightRGBA(), "\(width)×\(height), translucent: \(translucent)")
                #expect(decoded.textChunks.isEmpty)
            }
        }
    }

    @Test func encodingIsDeterministic() {
        let frame = patterned(width: 97, height: 41, translucent: true)
        let text = [(keyword: "Software", text: "Cutaway")]
        let first = PNGEncoder().encode(frame, textChunks: text)
        #expect(PNGEncoder().encode(frame, textChunks: text) == first)
        #expect(PNGEncoder(compressionLevel: 3).encode(frame, textChunks: text) == first)
    }

    @Test func textChunksAreWrittenInOrderAsLatin1AndRoundTrip() throws {
        let text = [
            (keyword: "Software", text: "Cutaway"),
            (keyword: "Title", text: "Caf\u{E9}\nline two"),
            (keyword: "Comment", text: ""),
        ]
        let png = PNGEncoder().encode(patterned(width: 4, height: 4, translucent: false), textChunks: text)

        let written = chunks(of: png)
        #expect(written.map(\.type) == ["IHDR", "tEXt", "tEXt", "tEXt", "IDAT", "IEND"])
        #expect(written[1].data == Array("Software".utf8) + [0] + Array("Cutaway".utf8))
        #expect(written[2].data == Array("Title".utf8) + [0, 0x43, 0x61, 0x66, 0xE9, 0x0A] + Array("line two".utf8))
        #expect(written[3].data == Array("Comment".utf8) + [0])
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.textChunks == text.map { PNGTextChunk(keyword: $0.keyword, text: $0.text) })
    }

    @Test func textBeyondLatin1IsWrittenAsUncompressedITXt() throws {
        let text = [(keyword: "Title", text: "Inbox \u{2709}\u{FE0F} \u{65E5}\u{672C}"), (keyword: "Software", text: "Cutaway")]
        let png = PNGEncoder().encode(patterned(width: 2, height: 2, translucent: true), textChunks: text)

        let written = chunks(of: png)
        #expect(written.map(\.type) == ["IHDR", "iTXt", "tEXt", "IDAT", "IEND"])
        // Keyword, NUL, compression flag 0, method 0, empty language tag + NUL, empty
        // translated keyword + NUL, UTF-8 text.
        #expect(written[1].data == Array("Title".utf8) + [0, 0, 0, 0, 0] + Array("Inbox \u{2709}\u{FE0F} \u{65E5}\u{672C}".utf8))
        #expect(try PNGDecoder.decode(png).textChunks == text.map { PNGTextChunk(keyword: $0.keyword, text: $0.text) })
    }

    @Test func compressionLevelReachesZlib() {
        // A flat light-grey frame with one dark bar: level 0 stores, level 9 compresses.
        let pixels = (0..<200 * 100).map { index in index / 200 == 50 ? 0xFF20_2020 : 0xFFF2_F2F7 as UInt32 }
        let frame = image(width: 200, height: 100, pixels: pixels)
        let stored = PNGEncoder(compressionLevel: 0).encode(frame)
        let compressed = PNGEncoder(compressionLevel: 9).encode(frame)
        // Level 0 holds at least the 100 · (1 + 200 · 3) bytes of RGB scanlines.
        #expect(stored.count > 100 * (1 + 200 * 3))
        #expect(compressed.count < stored.count / 20)
        #expect(chunks(of: compressed).filter { $0.type == "IDAT" }.count == 1)
    }

    @Test func emptyImageHasNoStraightPixels() {
        #expect(RasterImage(width: 0, height: 3, bytesPerRow: 0, bytes: []).straightRGBA() == [])
    }

    @Test func programmingErrorsTrap() async {
        await #expect(processExitsWith: .failure) { _ = PNGEncoder(compressionLevel: 10) }
        await #expect(processExitsWith: .failure) { _ = PNGEncoder(compressionLevel: -1) }
        await #expect(processExitsWith: .failure) {
            _ = PNGEncoder().encode(RasterImage(width: 0, height: 1, bytesPerRow: 0, bytes: []))
        }
        await #expect(processExitsWith: .failure) {
            let pixel = RasterImage(width: 1, height: 1, bytesPerRow: 4, bytes: [0, 0, 0, 255])
            _ = PNGEncoder().encode(pixel, textChunks: [(keyword: " leading space", text: "")])
        }
        await #expect(processExitsWith: .failure) {
            let pixel = RasterImage(width: 1, height: 1, bytesPerRow: 4, bytes: [0, 0, 0, 255])
            _ = PNGEncoder().encode(pixel, textChunks: [(keyword: "Caf\u{E9} \u{2615}", text: "keywords are Latin-1")])
        }
        await #expect(processExitsWith: .failure) {
            let pixel = RasterImage(width: 1, height: 1, bytesPerRow: 4, bytes: [0, 0, 0, 255])
            _ = PNGEncoder().encode(pixel, textChunks: [(keyword: "Title", text: "NUL \u{0} separates fields")])
        }
    }

    // MARK: Helpers

    /// A tightly packed image from premultiplied `0xAARRGGBB` pixels, stored B, G, R, A as
    /// Cairo does on little-endian machines.
    private func image(width: Int, height: Int, pixels: [UInt32]) -> RasterImage {
        precondition(pixels.count == width * height)
        let bytes = pixels.flatMap { pixel in
            [UInt8(pixel & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 24)]
        }
        return RasterImage(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }

    /// A deterministic image with flat areas, gradients and, if `translucent`, every alpha
    /// from 0 to 255, premultiplied by rounding as Cairo does. Rows carry 12 bytes of padding.
    private func patterned(width: Int, height: Int, translucent: Bool) -> RasterImage {
        let bytesPerRow = width * 4 + 12
        var bytes = [UInt8](repeating: 0xAB, count: bytesPerRow * height)
        for y in 0..<height {
            for x in 0..<width {
                let flat = (x / 8 + y / 8) % 3 == 0
                let red = flat ? 240 : (x * 7 + y * 3) % 256
                let green = flat ? 240 : (x * x + y) % 256
                let blue = flat ? 245 : (y * 13) % 256
                let alpha = translucent ? (x * 37 + y * 11) % 256 : 255
                let offset = y * bytesPerRow + x * 4
                bytes[offset] = UInt8((blue * alpha + 127) / 255)
                bytes[offset + 1] = UInt8((green * alpha + 127) / 255)
                bytes[offset + 2] = UInt8((red * alpha + 127) / 255)
                bytes[offset + 3] = UInt8(alpha)
            }
        }
        return RasterImage(width: width, height: height, bytesPerRow: bytesPerRow, bytes: bytes)
    }

    /// The chunks after the signature, as (type, data), without checking CRCs.
    private func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var result: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            result.append((type, Array(png[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return result
    }

    /// The IHDR colour type: byte 25 = signature (8) + length (4) + type (4) + width, height (8)
    /// + bit depth (1).
    private func colourType(of png: [UInt8]) -> UInt8 {
        png[25]
    }
}
