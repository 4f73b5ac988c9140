import Foundation

/// Decodes animated PNGs (Mozilla, "APNG Specification" 1.0, cited below as "APNG §n") into
/// fully composited frames, handed out one at a time, so that tests and `cutaway diff` can check
/// an animation frame by frame.
///
/// Why frames one at a time: an APNG's frames are regions of one canvas, and a viewer keeps one
/// canvas. Keeping every composited frame costs a canvas per frame: 83 KB of APNG holding 1,000
/// one-pixel frames on a 2000² canvas asked for more than 6 GiB. `frames(of:limits:)` returns an
/// `APNGFrameReader`, which keeps one canvas and gives out a frame at a time, so decoding holds
/// the file, the canvas and the frame in hand. `decode(_:limits:)` keeps every frame, for tests
/// of short animations, and refuses when they would not fit the pixel budget together.
///
/// How it works: first the whole file's structure is read and checked (every chunk's CRC, the
/// sequence numbers, where each chunk may be, and every header against `ImageDecodingLimits`:
/// IHDR's canvas, acTL's frame count, the inflated size each fcTL implies, summed), before any
/// pixel is decoded; a frame then inflates and unfilters its region's data a row at a time with
/// `PNGDecoder`'s own code, composing it onto the canvas as it goes.
///
/// Design boundaries: it accepts the pixel formats `PNGDecoder` does. Sequence numbers must
/// count up from 0 with no gap (APNG §2: "the sequence starts with 0" and "gaps ... are
/// errors"); any structural error throws rather than falling back to the default image, as a
/// viewer would, because a test wants to know. acTL must come before the first fcTL, as every
/// APNG writer puts it, so that the frame count bounds the frames read. A default image that is
/// not part of the animation (an IDAT with no fcTL before it) is skipped, not decoded.
public enum APNGDecoder {
    /// The frames of the APNG `bytes`, to be read one at a time. Throws here for anything wrong
    /// with the file's structure or beyond `limits`; a frame's pixel data is only inflated, and
    /// its errors thrown, when that frame is read.
    public static func frames(of bytes: [UInt8], limits: ImageDecodingLimits = .default) throws -> APNGFrameReader {
        let structure = try wrappingPNGErrors { try Structure(bytes, limits: limits) }
        return APNGFrameReader(file: bytes, structure: structure)
    }

    /// The frames of the APNG at `url`, refusing a file larger than `limits.maximumFileByteCount`
    /// before reading it.
    public static func frames(contentsOf url: URL, limits: ImageDecodingLimits = .default) throws -> APNGFrameReader {
        let bytes = try wrappingPNGErrors { try ImageFileReader.contents(of: url, limits: limits) }
        return try frames(of: bytes, limits: limits)
    }

    /// Every frame of the APNG `bytes`, kept together. Refuses an animation whose frames would
    /// hold more than `limits.maximumPixelCount` pixels together (the budget of one still
    /// image): read longer ones a frame at a time with `frames(of:limits:)`.
    public static func decode(_ bytes: [UInt8], limits: ImageDecodingLimits = .default) throws -> DecodedAPNG {
        let reader = try frames(of: bytes, limits: limits)
        let (total, overflow) = reader.frameCount.multipliedReportingOverflow(by: reader.width * reader.height)
        guard !overflow, total <= limits.maximumPixelCount else {
            throw APNGError.framesTooLargeToKeep(
                frameCount: reader.frameCount, width: reader.width, height: reader.height, limit: limits.maximumPixelCount)
        }
        var frames: [DecodedAPNG.Frame] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        return DecodedAPNG(width: reader.width, height: reader.height, frames: frames, loops: reader.loops, textChunks: reader.textChunks)
    }

    /// Whether `bytes` is an animated PNG: a PNG with an acTL chunk before its first IDAT
    /// (APNG §2.1). Reads chunk headers only, without checking CRCs; a file that is not a
    /// well-formed PNG is not animated, and `PNGDecoder` will say what is wrong with it.
    public static func isAnimated(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: PNGDecoder.signature) else { return false }
        // Chunks: length (4), type (4), data, CRC (4), after the 8-byte signature (PNG §5.3).
        var offset = PNGDecoder.signature.count
        while bytes.count - offset >= 12 {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            switch String(decoding: bytes[offset + 4..<offset + 8], as: Unicode.ASCII.self) {
            case "acTL": return true
            case "IDAT", "IEND": return false
            default: offset += 12 + length
            }
        }
        return false
    }

    static func wrappingPNGErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PNGError {
            throw APNGError.png(error)
        }
    }

    /// APNG §2.2: the fcTL fields after the sequence number.
    struct FrameControl {
        let region: DecodedAPNG.Region
        let delayNumerator: UInt16
        let delayDenominator: UInt16
        let dispose: DecodedAPNG.DisposeOperation
        let blend: DecodedAPNG.BlendOperation
    }

    /// A frame as the structure pass found it: its fcTL's fields and where its data chunks lie.
    struct FrameEntry {
        let control: FrameControl
        /// Whether the data is the IDAT default image, rather than fdAT chunks.
        let isDefaultImage: Bool
        /// The offset of the first chunk after the fcTL.
        let start: Int
        /// The offset of the next fcTL or of IEND: the frame's data chunks lie in between.
        var end: Int
        var hasData = false
    }

    /// Everything about the file except its pixels, read and checked in one pass.
    struct Structure {
        let header: PNGDecoder.Header
        let loops: Int
        let frames: [FrameEntry]
        let textChunks: [PNGTextChunk]

        init(_ bytes: [UInt8], limits: ImageDecodingLimits) throws {
            guard bytes.count <= limits.maximumFileByteCount else {
                throw PNGError.fileTooLarge(byteCount: bytes.count, limit: limits.maximumFileByteCount)
            }
            (header, loops, frames, textChunks) = try bytes.withUnsafeBufferPointer { try Self.read($0, limits: limits) }
        }

        private static func read(
            _ file: UnsafeBufferPointer<UInt8>, limits: ImageDecodingLimits
        ) throws -> (PNGDecoder.Header, Int, [FrameEntry], [PNGTextChunk]) {
            guard file.count >= PNGDecoder.signature.count, file.prefix(PNGDecoder.signature.count).elementsEqual(PNGDecoder.signature) else {
                throw PNGError.notPNGSignature
            }
            let first = try PNGDecoder.readChunk(in: file, at: PNGDecoder.signature.count)
            guard first.type == "IHDR" else { throw PNGError.firstChunkNotHeader(found: first.type) }
            let header = try PNGDecoder.Header(first.data)
            try header.check(limits)
            var animation: (frameCount: Int, loops: Int)?
            var frames: [FrameEntry] = []
            var textChunks: [PNGTextChunk] = []
            var expectedSequenceNumber: UInt32 = 0
            var hasImageData = false, hasFrameData = false
            var inflatedByteCount = 0
            var offset = first.end

            func checkSequenceNumber(_ data: UnsafeBufferPointer<UInt8>, chunk: String) throws {
                let found = PNGDecoder.bigEndianUInt32(data, at: 0)
                guard found == expectedSequenceNumber else {
                    throw APNGError.sequenceNumberMismatch(chunk: chunk, offset: offset, expected: expectedSequenceNumber, found: found)
                }
                expectedSequenceNumber += 1
            }
            /// Ends the last frame's chunks at `offset`, checking that it had some data.
            func closeLastFrame() throws {
                guard !frames.isEmpty else { return }
                frames[frames.count - 1].end = offset
                guard frames[frames.count - 1].hasData else { throw APNGError.frameWithoutData(frame: frames.count - 1) }
            }

            while true {
                guard offset < file.count else { throw PNGError.missingEnd }
                let chunk = try PNGDecoder.readChunk(in: file, at: offset)
                switch chunk.type {
                case "acTL":
                    // APNG §2.1: num_frames and num_plays, once, before the first IDAT.
                    guard animation == nil else { throw APNGError.duplicateAnimationControl }
                    guard !hasImageData else { throw APNGError.animationControlAfterImageData }
                    guard chunk.data.count == 8 else { throw APNGError.invalidChunkLength(chunk: chunk.type, offset: offset, length: chunk.data.count) }
                    let declared = Int(PNGDecoder.bigEndianUInt32(chunk.data, at: 0))
                    guard declared <= limits.maximumFrameCount else {
                        throw APNGError.tooManyFrames(declared: declared, limit: limits.maximumFrameCount)
                    }
                    animation = (declared, Int(PNGDecoder.bigEndianUInt32(chunk.data, at: 4)))
                case "fcTL":
                    guard chunk.data.count == 26 else { throw APNGError.invalidChunkLength(chunk: chunk.type, offset: offset, length: chunk.data.count) }
                    guard let animation else { throw APNGError.frameControlBeforeAnimationControl(offset: offset) }
                    try checkSequenceNumber(chunk.data, chunk: chunk.type)
                    try closeLastFrame()
                    guard frames.count < animation.frameCount else { throw APNGError.moreFramesThanDeclared(declared: animation.frameCount) }
                    let control = try frameControl(chunk.data, frame: frames.count, canvasWidth: header.width, canvasHeight: header.height)
                    // The region lies inside the canvas, which passed the pixel budget, so only
                    // the sum of what the frames inflate to is left to check.
                    inflatedByteCount += header.resized(width: control.region.width, height: control.region.height).scanlinesCount
                    guard inflatedByteCount <= limits.maximumInflatedByteCount else {
                        throw APNGError.tooMuchFrameData(frameCount: frames.count + 1, byteCount: inflatedByteCount, limit: limits.maximumInflatedByteCount)
                    }
                    frames.append(FrameEntry(control: control, isDefaultImage: !hasImageData, start: chunk.end, end: chunk.end))
                case "IDAT":
                    // APNG §2: IDAT chunks are consecutive and come before any fdAT.
                    guard !hasFrameData, frames.isEmpty || (frames.count == 1 && frames[0].isDefaultImage) else {
                        throw APNGError.misplacedImageData(offset: offset)
                    }
                    hasImageData = true
                    if !frames.isEmpty {
                        // APNG §2.2: the default image's fcTL covers the whole canvas.
                        let region = frames[0].control.region
                        guard region == DecodedAPNG.Region(x: 0, y: 0, width: header.width, height: header.height) else {
                            throw APNGError.defaultImageRegionNotCanvas(region)
                        }
                        frames[0].hasData = true
                    }
                case "fdAT":
                    guard chunk.data.count >= 4 else { throw APNGError.invalidChunkLength(chunk: chunk.type, offset: offset, length: chunk.data.count) }
                    try checkSequenceNumber(chunk.data, chunk: chunk.type)
                    guard hasImageData, let last = frames.last, !last.isDefaultImage else {
                        throw APNGError.frameDataWithoutControl(offset: offset)
                    }
                    hasFrameData = true
                    frames[frames.count - 1].hasData = true
                case "IEND":
                    guard hasImageData else { throw PNGError.missingImageData }
                    guard let animation else { throw APNGError.missingAnimationControl }
                    try closeLastFrame()
                    // APNG §2.1: "0 is not a valid value" for num_frames, which counts the fcTLs.
                    guard animation.frameCount > 0, animation.frameCount == frames.count else {
                        throw APNGError.frameCountMismatch(declared: animation.frameCount, actual: frames.count)
                    }
                    return (header, animation.loops, frames, textChunks)
                default:
                    try PNGDecoder.readOtherChunk(chunk, offset: offset, textChunks: &textChunks)
                }
                offset = chunk.end
            }
        }

        /// Reads and validates an fcTL's fields after its sequence number (APNG §2.2).
        private static func frameControl(_ data: UnsafeBufferPointer<UInt8>, frame: Int, canvasWidth: Int, canvasHeight: Int) throws -> FrameControl {
            func field(_ offset: Int) -> Int { Int(PNGDecoder.bigEndianUInt32(data, at: offset)) }
            func shortField(_ offset: Int) -> UInt16 { UInt16(data[offset]) << 8 | UInt16(data[offset + 1]) }
            let region = DecodedAPNG.Region(x: field(12), y: field(16), width: field(4), height: field(8))
            // APNG §2.2: the region is at least 1×1 and lies within the canvas. Each field is at
            // most 2^32 − 1, so the sums cannot overflow.
            guard region.width > 0, region.height > 0,
                  region.x + region.width <= canvasWidth, region.y + region.height <= canvasHeight
            else { throw APNGError.frameOutsideCanvas(frame: frame, region: region) }
            guard let dispose = DecodedAPNG.DisposeOperation(rawValue: data[24]) else {
                throw APNGError.invalidDisposeOperation(frame: frame, value: data[24])
            }
            guard let blend = DecodedAPNG.BlendOperation(rawValue: data[25]) else {
                throw APNGError.invalidBlendOperation(frame: frame, value: data[25])
            }
            return FrameControl(region: region, delayNumerator: shortField(20), delayDenominator: shortField(22), dispose: dispose, blend: blend)
        }
    }
}
