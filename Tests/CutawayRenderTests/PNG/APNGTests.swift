import CutawayRender
import Testing

/// `APNGEncoder` and `APNGDecoder`: the chunks written, checked by reading the bytes here;
/// encode → decode round trips against every input frame's straight RGBA; and the decoder's
/// dispose and blend operations on files patched by hand.
@Suite struct APNGTests {
    // MARK: Edge cases

    @Test func oneFrameIsADefaultImageWithOneFrameControl() throws {
        let frame = solid(width: 3, height: 2, pixel: 0xFF10_2030)
        let apng = APNGEncoder().encode([APNGFrame(image: frame, duration: 0.5)])

        #expect(chunks(of: apng).map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
        let control = try #require(frameControls(of: apng).first)
        #expect(control == FrameControl(sequenceNumber: 0, width: 3, height: 2, x: 0, y: 0, delayNumerator: 1, delayDenominator: 2, dispose: 0, blend: 0))
        let decoded = try APNGDecoder.decode(apng)
        #expect(decoded.frames.count == 1)
        #expect(decoded.frames[0].image.rgba == frame.straightRGBA())
        #expect(decoded.frames[0].delay == 0.5)
        // Viewers without APNG show the default image.
        #expect(try PNGDecoder.decode(apng).rgba == frame.straightRGBA())
    }

    @Test func identicalFramesMergeWithSummedDelay() throws {
        let frame = solid(width: 4, height: 4, pixel: 0xFF80_8080)
        let apng = APNGEncoder().encode([APNGFrame(image: frame, duration: 0.25), APNGFrame(image: frame, duration: 0.5)])

        #expect(animationControl(of: apng) == [1, 0])  // num_frames, num_plays
        #expect(frameControls(of: apng).count == 1)
        #expect(!chunks(of: apng).contains { $0.type == "fdAT" })
        let decoded = try APNGDecoder.decode(apng)
        #expect(decoded.frames.count == 1)
        #expect(decoded.frames[0].delayNumerator == 3 && decoded.frames[0].delayDenominator == 4)
    }

    @Test func changeInOneThreeByTwoAreaIsExactlyThatRegion() throws {
        let first = solid(width: 10, height: 8, pixel: 0xFFFF_FFFF)
        // Only the region's opposite corners change, so the box is found from them alone.
        var second = first
        set(&second, x: 4, y: 2, pixel: 0xFF00_0000)
        set(&second, x: 6, y: 3, pixel: 0xFF00_00FF)
        let apng = APNGEncoder().encode([APNGFrame(image: first, duration: 0.1), APNGFrame(image: second, duration: 0.1)])

        let controls = frameControls(of: apng)
        #expect(controls.count == 2)
        #expect(controls.last == FrameControl(sequenceNumber: 1, width: 3, height: 2, x: 4, y: 2, delayNumerator: 1, delayDenominator: 10, dispose: 0, blend: 0))
        let decoded = try APNGDecoder.decode(apng)
        #expect(decoded.frames.map(\.region) == [
            DecodedAPNG.Region(x: 0, y: 0, width: 10, height: 8),
            DecodedAPNG.Region(x: 4, y: 2, width: 3, height: 2),
        ])
        #expect(decoded.frames.map(\.dispose) == [.none, .none])
        #expect(decoded.frames.map(\.blend) == [.source, .source])
        #expect(decoded.frames.map(\.image.rgba) == [first.straightRGBA(), second.straightRGBA()])
    }

    @Test func changeOfOnePixelIsAOneByOneRegion() throws {
        let first = solid(width: 5, height: 5, pixel: 0xFF00_0000)
        var second = first
        set(&second, x: 4, y: 0, pixel: 0xFFFF_0000)
        let apng = APNGEncoder().encode([APNGFrame(image: first, duration: 1), APNGFrame(image: second, duration: 1)])

        let control = try #require(frameControls(of: apng).last)
        #expect((control.x, control.y, control.width, control.height) == (4, 0, 1, 1))
    }

    @Test func colourTypeIsRGBOnlyWhenEveryFrameIsOpaque() {
        let opaque = solid(width: 2, height: 2, pixel: 0xFF40_4040)
        var translucent = opaque
        set(&translucent, x: 1, y: 1, pixel: 0x8020_2020)

        #expect(colourType(of: APNGEncoder().encode([APNGFrame(image: opaque, duration: 1)])) == 2)
        #expect(colourType(of: APNGEncoder().encode([
            APNGFrame(image: opaque, duration: 1), APNGFrame(image: translucent, duration: 1),
        ])) == 6)
    }

    @Test func loopsAndTextChunksAreWritten() throws {
        let apng = APNGEncoder().encode(
            [APNGFrame(image: solid(width: 1, height: 1, pixel: 0xFFFF_FFFF), duration: 1)],
            loops: 3, textChunks: [(keyword: "Title", text: "Cutaway")])

        #expect(animationControl(of: apng) == [1, 3])
        let decoded = try APNGDecoder.decode(apng)
        #expect(decoded.loops == 3)
        #expect(decoded.textChunks == [PNGTextChunk(keyword: "Title", text: "Cutaway")])
    }

    // MARK: Round trips

    @Test(arguments: [Animation.movingSquare, .fadingRectangle])
    func roundTripRestoresEveryDistinctFrame(_ animation: Animation) throws {
        let frames = animation.frames
        let apng = APNGEncoder().encode(frames)
        let decoded = try APNGDecoder.decode(apng)

        // Consecutive duplicates merge, so the decoded frames are the distinct runs.
        var expected: [(rgba: [UInt8], duration: Double)] = []
        for (index, frame) in frames.enumerated() {
            if index > 0 && frame.image == frames[index - 1].image {
                expected[expected.count - 1].duration += frame.duration
            } else {
                expected.append((frame.image.straightRGBA(), frame.duration))
            }
        }
        #expect(decoded.frames.count == expected.count)
        for (decodedFrame, expectedFrame) in zip(decoded.frames, expected) {
            #expect(decodedFrame.image.rgba == expectedFrame.rgba)
            #expect(abs(decodedFrame.delay - expectedFrame.duration) < 1e-9)
        }
        #expect(colourType(of: apng) == (animation == .movingSquare ? 2 : 6))
    }

    @Test(arguments: [Animation.movingSquare, .fadingRectangle])
    func sequenceNumbersCountEveryFrameControlAndDataChunk(_ animation: Animation) {
        let apng = APNGEncoder().encode(animation.frames)

        let numbered = chunks(of: apng).filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(numbered.map { bigEndian($0.data, at: 0) } == Array(0..<UInt32(numbered.count)))
        #expect(animationControl(of: apng).first == frameControls(of: apng).count)
        // Every fdAT belongs to the fcTL before it, and only the first fcTL precedes IDAT.
        let types = chunks(of: apng).map(\.type).filter { ["fcTL", "IDAT", "fdAT"].contains($0) }
        #expect(types.prefix(2) == ["fcTL", "IDAT"])
        #expect(types.dropFirst(2).enumerated().allSatisfy { $0.offset % 2 == 0 ? $0.element == "fcTL" : $0.element == "fdAT" })
    }

    @Test func sixtyFramesPerSecondDelaysAreExactFractions() throws {
        let frames = Animation.movingSquare.frames
        let decoded = try APNGDecoder.decode(APNGEncoder().encode(frames))

        // Every delay is a whole number of 60ths, written in lowest terms (1/60, 1/30, 1/20).
        for frame in decoded.frames {
            #expect(60 % Int(frame.delayDenominator) == 0)
        }
        let sixtieths = decoded.frames.reduce(0) { $0 + Int($1.delayNumerator) * (60 / Int($1.delayDenominator)) }
        #expect(sixtieths == frames.count)
    }

    @Test func delaysSumToTheTotalDurationWithinAMillisecond() throws {
        // 37 ms-ish durations that are no fraction with a denominator up to 1000, so they are
        // rounded to milliseconds, with every third frame repeated so that some merge.
        let durations = (0..<90).map { 0.0123 + Double($0 % 7) * 0.000_37 }
        let base = solid(width: 6, height: 6, pixel: 0xFF00_0000)
        let frames = durations.enumerated().map { index, duration in
            var image = base
            set(&image, x: (index / 3) % 6, y: (index / 18) % 6, pixel: 0xFFFF_FFFF)
            return APNGFrame(image: image, duration: duration)
        }
        let decoded = try APNGDecoder.decode(APNGEncoder().encode(frames))

        #expect(decoded.frames.count < frames.count)
        let total = durations.reduce(0, +)
        let written = decoded.frames.reduce(0) { $0 + $1.delay }
        #expect(abs(written - total) <= 0.001)
        #expect(decoded.frames.allSatisfy { $0.delayDenominator == 1000 })
    }

    @Test func encodingIsDeterministic() {
        let frames = Animation.fadingRectangle.frames
        #expect(APNGEncoder().encode(frames) == APNGEncoder().encode(frames))
        #expect(APNGEncoder(compressionLevel: 9).encode(frames) == APNGEncoder(compressionLevel: 9).encode(frames))
    }

    // MARK: Decoder

    @Test func disposeBackgroundClearsTheRegionBeforeTheNextFrame() throws {
        let apng = try patchedThreeFrameAnimation(frameIndex: 1, dispose: 1, blend: 0)
        let decoded = try APNGDecoder.decode(apng)

        // Frame 1 drew pixel (1, 0); disposed to the background, it is transparent in frame 2.
        #expect(pixel(decoded.frames[1].image, x: 1, y: 0) == [255, 0, 0, 255])
        #expect(pixel(decoded.frames[2].image, x: 1, y: 0) == [0, 0, 0, 0])
        #expect(pixel(decoded.frames[2].image, x: 2, y: 0) == [0, 0, 255, 255])
    }

    @Test func disposePreviousRestoresTheRegion() throws {
        let apng = try patchedThreeFrameAnimation(frameIndex: 1, dispose: 2, blend: 0)
        let decoded = try APNGDecoder.decode(apng)

        // Before frame 1, pixel (1, 0) was frame 0's white.
        #expect(pixel(decoded.frames[2].image, x: 1, y: 0) == [255, 255, 255, 255])
    }

    @Test func blendOverCompositesTranslucentPixels() throws {
        // Frame 1's pixel (1, 0) is red at alpha 128 over frame 0's opaque white.
        let apng = try patchedThreeFrameAnimation(frameIndex: 1, dispose: 0, blend: 1, translucent: true)
        let decoded = try APNGDecoder.decode(apng)

        // APNG sample code: u = 128·255, v = 127·255, so each channel is (s·128 + d·127) / 255
        // and alpha (u + v) / 255 = 255.
        #expect(pixel(decoded.frames[1].image, x: 1, y: 0) == [255, 127, 127, 255])
    }

    @Test func stillPNGIsNotAnimated() {
        let png = PNGEncoder().encode(solid(width: 1, height: 1, pixel: 0xFFFF_FFFF))
        #expect(throws: APNGError.missingAnimationControl) { try APNGDecoder.decode(png) }
    }

    @Test func outOfOrderSequenceNumberIsRejected() throws {
        var apng = Array(try patchedThreeFrameAnimation(frameIndex: 1, dispose: 0, blend: 0))
        let offset = try #require(chunkOffsets(of: apng).first { $0.type == "fdAT" }).offset
        apng[offset + 8 + 3] = 7
        fixCRC(&apng, chunkAt: offset)

        #expect(throws: APNGError.sequenceNumberMismatch(chunk: "fdAT", offset: offset, expected: 2, found: 7)) {
            try APNGDecoder.decode(apng)
        }
    }

    @Test func corruptCRCIsReportedAsAPNGError() throws {
        var apng = APNGEncoder().encode([APNGFrame(image: solid(width: 1, height: 1, pixel: 0xFFFF_FFFF), duration: 1)])
        let offset = try #require(chunkOffsets(of: apng).first { $0.type == "acTL" }).offset
        apng[offset + 8] ^= 1

        let error = #expect(throws: APNGError.self) { try APNGDecoder.decode(apng) }
        guard case .png(.crcMismatch(chunk: "acTL", offset: offset, stored: _, computed: _)) = error else {
            Issue.record("expected a CRC mismatch in acTL at byte \(offset), got \(String(describing: error))")
            return
        }
    }

    // MARK: Decoder limits and one canvas

    @Test func composingOntoOneCanvasDecodesAsBefore() throws {
        // FNV-1a digests of every frame's RGBA and region, taken from the decoder that kept a
        // canvas per frame (before it composed onto one), on the fixtures above: both
        // animations, and the three-frame one with each frame's dispose_op 0–2 and blend_op 0–1,
        // opaque and translucent, in that nested order.
        #expect(digest(try APNGDecoder.decode(APNGEncoder().encode(Animation.movingSquare.frames))) == 0x2637_2fb1_9d7c_acd5)
        #expect(digest(try APNGDecoder.decode(APNGEncoder().encode(Animation.fadingRectangle.frames))) == 0x43d8_f849_40e0_9e04)
        let before: [UInt64] = [
            0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c, 0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c, 0x49a6_85b1_4ee5_57a4, 0x26b2_5ed8_b1d5_5728,
            0x49a6_85b1_4ee5_57a4, 0x26b2_5ed8_b1d5_5728, 0x49a6_85b1_4ee5_57a4, 0x26b2_5ed8_b1d5_5728, 0x49a6_85b1_4ee5_57a4, 0x26b2_5ed8_b1d5_5728,
            0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c, 0xe1e6_bbbf_104e_09f8, 0x0a3a_e1a3_515a_3ef4, 0xb2eb_4bad_98be_1916, 0x2841_a689_e405_466f,
            0xb2eb_4bad_98be_1916, 0x81da_e233_1c7a_ab18, 0xd19b_5800_ab05_1df2, 0xc059_1bde_5c98_114b, 0xd19b_5800_ab05_1df2, 0x145b_5bf2_3e6a_1ff4,
            0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c, 0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c, 0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c,
            0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c, 0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c, 0xe1e6_bbbf_104e_09f8, 0x46a5_1706_6373_970c,
        ]
        var now: [UInt64] = []
        for frameIndex in 0...2 {
            for dispose in UInt8(0)...2 {
                for blend in UInt8(0)...1 {
                    for translucent in [false, true] {
                        let apng = try patchedThreeFrameAnimation(frameIndex: frameIndex, dispose: dispose, blend: blend, translucent: translucent)
                        now.append(digest(try APNGDecoder.decode(apng)))
                    }
                }
            }
        }
        #expect(now == before)
    }

    @Test func aFrameOutsideTheCanvasIsRefused() throws {
        // Frame 1 of the 3×1 animation is its 1×1 change at (1, 0); moved to x = 3 it ends at 4.
        var apng = try patchedThreeFrameAnimation(frameIndex: 1, dispose: 0, blend: 0)
        let offset = try #require(chunkOffsets(of: apng).filter { $0.type == "fcTL" }.dropFirst(1).first).offset
        apng[offset + 8 + 15] = 3  // x_offset, the low byte of bytes 12–15
        fixCRC(&apng, chunkAt: offset)
        let error = #expect(throws: APNGError.frameOutsideCanvas(frame: 1, region: DecodedAPNG.Region(x: 3, y: 0, width: 1, height: 1))) {
            try APNGDecoder.frames(of: apng)
        }
        #expect(error?.description == "invalid APNG: frame 1's region 1×1 at (3, 0) is empty or outside the canvas")
        // Far outside: 2^32 − 1 is the largest x a field holds, and adding the width must not wrap.
        for byte in 12..<16 { apng[offset + 8 + byte] = 0xFF }
        fixCRC(&apng, chunkAt: offset)
        #expect(throws: APNGError.frameOutsideCanvas(frame: 1, region: DecodedAPNG.Region(x: 4_294_967_295, y: 0, width: 1, height: 1))) {
            try APNGDecoder.frames(of: apng)
        }
    }

    @Test func aCanvasBeyondThePixelBudgetIsRefusedFromIHDR() throws {
        var apng = try patchedThreeFrameAnimation(frameIndex: 1, dispose: 0, blend: 0)
        // IHDR's width (bytes 16–19) becomes 20000 and height (20–23) 20000: 400,000,000 pixels.
        apng.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        fixCRC(&apng, chunkAt: 8)
        #expect(throws: APNGError.png(.tooManyPixels(width: 20000, height: 20000, limit: 13_107_200))) { try APNGDecoder.frames(of: apng) }
    }

    @Test func aFrameCountBeyondTheLimitIsRefusedFromACTL() throws {
        var apng = try patchedThreeFrameAnimation(frameIndex: 1, dispose: 0, blend: 0)
        let offset = try #require(chunkOffsets(of: apng).first { $0.type == "acTL" }).offset
        // num_frames 50,000 = 0x0000C350, over the default 20,000 (SceneFileLimits.frameCount).
        apng.replaceSubrange(offset + 8..<offset + 12, with: [0, 0, 0xC3, 0x50])
        fixCRC(&apng, chunkAt: offset)
        let error = #expect(throws: APNGError.tooManyFrames(declared: 50_000, limit: 20_000)) { try APNGDecoder.frames(of: apng) }
        #expect(error?.description == "the APNG says it has 50,000 frames; Cutaway decodes at most 20,000 frames per APNG")
        // Fewer declared than there are: refused at the first fcTL too many.
        apng.replaceSubrange(offset + 8..<offset + 12, with: [0, 0, 0, 2])
        fixCRC(&apng, chunkAt: offset)
        #expect(throws: APNGError.moreFramesThanDeclared(declared: 2)) { try APNGDecoder.frames(of: apng) }
    }

    @Test func framesInflatingPastTheLimitTogetherAreRefusedBeforeAnyIsDecoded() throws {
        // The 3×1 RGB animation's frames: 3×1 (1 + 9 = 10 bytes), then 1×1 twice (4 bytes each).
        let apng = try patchedThreeFrameAnimation(frameIndex: 1, dispose: 0, blend: 0)
        #expect(try APNGDecoder.frames(of: apng, limits: ImageDecodingLimits(maximumInflatedByteCount: 18)).frameCount == 3)
        let error = #expect(throws: APNGError.tooMuchFrameData(frameCount: 3, byteCount: 18, limit: 17)) {
            try APNGDecoder.frames(of: apng, limits: ImageDecodingLimits(maximumInflatedByteCount: 17))
        }
        #expect(error?.description == "the APNG's first 3 frames would inflate to 18 bytes together; Cutaway inflates at most 17 bytes per file")
    }

    @Test func keepingEveryFrameRespectsThePixelBudget() throws {
        // 16 frames of 40×24 are 15,360 pixels together.
        let apng = APNGEncoder().encode(Animation.movingSquare.frames)
        let frameCount = try APNGDecoder.frames(of: apng).frameCount
        #expect(try APNGDecoder.decode(apng, limits: ImageDecodingLimits(maximumPixelCount: frameCount * 40 * 24)).frames.count == frameCount)
        #expect(throws: APNGError.framesTooLargeToKeep(frameCount: frameCount, width: 40, height: 24, limit: frameCount * 40 * 24 - 1)) {
            try APNGDecoder.decode(apng, limits: ImageDecodingLimits(maximumPixelCount: frameCount * 40 * 24 - 1))
        }
    }

    @Test func onlyAnACTLBeforeTheImageDataMakesAPNGAnimated() throws {
        let still = PNGEncoder().encode(solid(width: 1, height: 1, pixel: 0xFFFF_FFFF))
        #expect(!APNGDecoder.isAnimated(still))
        #expect(APNGDecoder.isAnimated(APNGEncoder().encode([APNGFrame(image: solid(width: 1, height: 1, pixel: 0xFFFF_FFFF), duration: 1)])))
        #expect(!APNGDecoder.isAnimated([]))
        #expect(!APNGDecoder.isAnimated(Array(still.prefix(20))))
    }

    // MARK: Helpers

    /// Generated animations at 60 fps.
    enum Animation: CustomStringConvertible {
        /// An opaque 6×6 red square moving right over grey on a 40×24 canvas, 2 px a frame,
        /// pausing (repeating frames) in the middle.
        case movingSquare
        /// A blue rectangle fading in from alpha 0 to 255 on a transparent canvas, with a
        /// translucent green corner that stays.
        case fadingRectangle

        var description: String { self == .movingSquare ? "moving square" : "fading rectangle" }

        var frames: [APNGFrame] {
            switch self {
            case .movingSquare:
                let positions = [0, 2, 4, 6, 8, 10, 10, 10, 12, 14, 16, 18, 20, 22, 22, 24]
                return positions.map { left in
                    var image = solid(width: 40, height: 24, pixel: 0xFF80_8080)
                    for y in 9..<15 {
                        for x in left..<left + 6 { set(&image, x: x, y: y, pixel: 0xFFFF_0000) }
                    }
                    return APNGFrame(image: image, duration: 1.0 / 60)
                }
            case .fadingRectangle:
                return stride(from: 0, through: 255, by: 17).map { alpha in
                    var image = solid(width: 20, height: 16, pixel: 0)
                    for y in 0..<3 {
                        for x in 0..<3 { set(&image, x: x, y: y, pixel: premultiplied(red: 0, green: 200, blue: 0, alpha: 90)) }
                    }
                    for y in 5..<12 {
                        for x in 4..<17 { set(&image, x: x, y: y, pixel: premultiplied(red: 30, green: 60, blue: 250, alpha: alpha)) }
                    }
                    return APNGFrame(image: image, duration: 1.0 / 60)
                }
            }
        }
    }

    /// A 3×1 animation (white; red at (1, 0); blue at (2, 0)) whose frame `frameIndex` has its
    /// fcTL `dispose_op` and `blend_op` replaced, the CRC fixed. With `translucent`, frame 1's
    /// red has alpha 128.
    private func patchedThreeFrameAnimation(frameIndex: Int, dispose: UInt8, blend: UInt8, translucent: Bool = false) throws -> [UInt8] {
        let white = solid(width: 3, height: 1, pixel: 0xFFFF_FFFF)
        var red = white
        set(&red, x: 1, y: 0, pixel: translucent ? premultiplied(red: 255, green: 0, blue: 0, alpha: 128) : 0xFFFF_0000)
        var blue = red
        set(&blue, x: 2, y: 0, pixel: 0xFF00_00FF)
        var apng = APNGEncoder().encode([white, red, blue].map { APNGFrame(image: $0, duration: 0.1) })
        let offset = try #require(chunkOffsets(of: apng).filter { $0.type == "fcTL" }.dropFirst(frameIndex).first).offset
        apng[offset + 8 + 24] = dispose
        apng[offset + 8 + 25] = blend
        fixCRC(&apng, chunkAt: offset)
        return apng
    }

    /// fcTL's fields (APNG §2.2).
    struct FrameControl: Equatable {
        var sequenceNumber, width, height, x, y: UInt32
        var delayNumerator, delayDenominator: UInt16
        var dispose, blend: UInt8
    }

    private func frameControls(of apng: [UInt8]) -> [FrameControl] {
        chunks(of: apng).filter { $0.type == "fcTL" }.map { chunk in
            let data = chunk.data
            return FrameControl(
                sequenceNumber: bigEndian(data, at: 0), width: bigEndian(data, at: 4), height: bigEndian(data, at: 8),
                x: bigEndian(data, at: 12), y: bigEndian(data, at: 16),
                delayNumerator: UInt16(data[20]) << 8 | UInt16(data[21]), delayDenominator: UInt16(data[22]) << 8 | UInt16(data[23]),
                dispose: data[24], blend: data[25])
        }
    }

    /// acTL's `num_frames` and `num_plays` (APNG §2.1), or nothing if there is no acTL.
    private func animationControl(of apng: [UInt8]) -> [Int] {
        chunks(of: apng).filter { $0.type == "acTL" }.flatMap { [Int(bigEndian($0.data, at: 0)), Int(bigEndian($0.data, at: 4))] }
    }

    /// The chunks after the signature, as (type, data), without checking CRCs.
    private func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])] {
        chunkOffsets(of: png).map { chunk in
            let length = Int(bigEndian(png, at: chunk.offset))
            return (chunk.type, Array(png[chunk.offset + 8..<chunk.offset + 8 + length]))
        }
    }

    private func chunkOffsets(of png: [UInt8]) -> [(type: String, offset: Int)] {
        var result: [(type: String, offset: Int)] = []
        var offset = 8
        while offset + 12 <= png.count {
            result.append((String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), offset))
            offset += 12 + Int(bigEndian(png, at: offset))
        }
        return result
    }

    /// Rewrites the CRC of the chunk at `offset` after its data was patched: the CRC-32 of
    /// PNG §5.5 (reflected polynomial 0xEDB88320), computed bit by bit.
    private func fixCRC(_ png: inout [UInt8], chunkAt offset: Int) {
        let length = Int(bigEndian(png, at: offset))
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in png[offset + 4..<offset + 8 + length] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        let end = offset + 8 + length
        png.replaceSubrange(end..<end + 4, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
    }

    private func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The IHDR colour type: byte 25 = signature (8) + length (4) + type (4) + width, height (8)
    /// + bit depth (1).
    private func colourType(of png: [UInt8]) -> UInt8 {
        png[25]
    }

    /// FNV-1a (64-bit) over every frame's RGBA and then its region's four fields' low bytes.
    private func digest(_ decoded: DecodedAPNG) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // the FNV-1a 64-bit offset basis
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }  // the FNV 64-bit prime
        for frame in decoded.frames {
            for byte in frame.image.rgba { mix(byte) }
            for value in [frame.region.x, frame.region.y, frame.region.width, frame.region.height] { mix(UInt8(truncatingIfNeeded: value)) }
        }
        return hash
    }

    private func pixel(_ image: DecodedPNG, x: Int, y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.rgba[offset..<offset + 4])
    }
}

/// An image filled with one premultiplied `0xAARRGGBB` pixel, rows padded by 8 bytes as
/// Cairo may pad them.
private func solid(width: Int, height: Int, pixel: UInt32) -> RasterImage {
    let bytesPerRow = width * 4 + 8
    var image = RasterImage(width: width, height: height, bytesPerRow: bytesPerRow, bytes: [UInt8](repeating: 0x5A, count: bytesPerRow * height))
    for y in 0..<height {
        for x in 0..<width { set(&image, x: x, y: y, pixel: pixel) }
    }
    return image
}

/// Stores a premultiplied `0xAARRGGBB` pixel as B, G, R, A, as Cairo does on little-endian
/// machines.
private func set(_ image: inout RasterImage, x: Int, y: Int, pixel: UInt32) {
    let offset = y * image.bytesPerRow + x * 4
    image.bytes.replaceSubrange(offset..<offset + 4, with: [UInt8(pixel & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 24)])
}

/// Cairo's premultiplication: each channel times alpha / 255, rounded to nearest.
private func premultiplied(red: Int, green: Int, blue: Int, alpha: Int) -> UInt32 {
    func scale(_ channel: Int) -> UInt32 { UInt32((channel * alpha + 127) / 255) }
    return UInt32(alpha) << 24 | scale(red) << 16 | scale(green) << 8 | scale(blue)
}
