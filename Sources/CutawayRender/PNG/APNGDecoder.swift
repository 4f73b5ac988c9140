/// Decodes animated PNGs (Mozilla, "APNG Specification" 1.0, cited below as "APNG §n") into
/// fully composited frames, so that tests can check `APNGEncoder`'s output frame by frame.
///
/// How it works: the chunks are read and CRC-checked, and each frame's image data inflated and
/// unfiltered, by `PNGDecoder`'s own code, at the size of the frame's region; the regions are
/// then composited onto a canvas that starts fully transparent black, applying each frame's
/// `blend_op` and, before the next frame, its `dispose_op` (APNG §2.2). Every frame is
/// returned as the whole canvas after it is drawn.
///
/// Design boundaries: it accepts the pixel formats `PNGDecoder` does. Sequence numbers must
/// count up from 0 with no gap (APNG §2: "the sequence starts with 0" and "gaps ... are
/// errors"); any structural error throws rather than falling back to the default image, as a
/// viewer would, because a test wants to know. A default image that is not part of the
/// animation (an IDAT with no fcTL before it) is skipped, not decoded.
public enum APNGDecoder {
    public static func decode(_ bytes: [UInt8]) throws -> DecodedAPNG {
        do {
            return try bytes.withUnsafeBufferPointer { try decode(file: $0) }
        } catch let error as PNGError {
            throw APNGError.png(error)
        }
    }

    /// A frame's fcTL fields and the image data chunks that followed it.
    private struct PendingFrame {
        let control: FrameControl
        /// Whether the data is the IDAT default image, rather than fdAT chunks.
        let isDefaultImage: Bool
        var data: [UnsafeBufferPointer<UInt8>] = []
    }

    /// APNG §2.2: the fcTL fields after the sequence number.
    private struct FrameControl {
        let region: DecodedAPNG.Region
        let delayNumerator: UInt16
        let delayDenominator: UInt16
        let dispose: DecodedAPNG.DisposeOperation
        let blend: DecodedAPNG.BlendOperation
    }

    private static func decode(file: UnsafeBufferPointer<UInt8>) throws -> DecodedAPNG {
        guard file.count >= PNGDecoder.signature.count, file.prefix(PNGDecoder.signature.count).elementsEqual(PNGDecoder.signature) else {
            throw PNGError.notPNGSignature
        }
        let first = try PNGDecoder.readChunk(in: file, at: PNGDecoder.signature.count)
        guard first.type == "IHDR" else { throw PNGError.firstChunkNotHeader(found: first.type) }
        let header = try PNGDecoder.Header(first.data)
        var animation: (frameCount: Int, loops: Int)?
        var frames: [PendingFrame] = []
        var textChunks: [PNGTextChunk] = []
        var expectedSequenceNumber: UInt32 = 0
        var hasImageData = false, hasFrameData = false
        var offset = first.end

        func checkSequenceNumber(_ data: UnsafeBufferPointer<UInt8>, chunk: String) throws {
            let found = PNGDecoder.bigEndianUInt32(data, at: 0)
            guard found == expectedSequenceNumber else {
                throw APNGError.sequenceNumberMismatch(chunk: chunk, offset: offset, expected: expectedSequenceNumber, found: found)
            }
            expectedSequenceNumber += 1
        }
        func checkLastFrameHasData() throws {
            if let last = frames.last, last.data.isEmpty { throw APNGError.frameWithoutData(frame: frames.count - 1) }
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
                animation = (Int(PNGDecoder.bigEndianUInt32(chunk.data, at: 0)), Int(PNGDecoder.bigEndianUInt32(chunk.data, at: 4)))
            case "fcTL":
                guard chunk.data.count == 26 else { throw APNGError.invalidChunkLength(chunk: chunk.type, offset: offset, length: chunk.data.count) }
                try checkSequenceNumber(chunk.data, chunk: chunk.type)
                try checkLastFrameHasData()
                let control = try frameControl(chunk.data, frame: frames.count, canvasWidth: header.width, canvasHeight: header.height)
                frames.append(PendingFrame(control: control, isDefaultImage: !hasImageData))
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
                    frames[0].data.append(chunk.data)
                }
            case "fdAT":
                guard chunk.data.count >= 4 else { throw APNGError.invalidChunkLength(chunk: chunk.type, offset: offset, length: chunk.data.count) }
                try checkSequenceNumber(chunk.data, chunk: chunk.type)
                guard hasImageData, let last = frames.last, !last.isDefaultImage else {
                    throw APNGError.frameDataWithoutControl(offset: offset)
                }
                hasFrameData = true
                frames[frames.count - 1].data.append(UnsafeBufferPointer(rebasing: chunk.data.dropFirst(4)))
            case "tEXt":
                textChunks.append(try PNGDecoder.textChunk(chunk.data, offset: offset))
            case "iTXt":
                if let text = try PNGDecoder.internationalTextChunk(chunk.data, offset: offset) { textChunks.append(text) }
            case "IEND":
                guard hasImageData else { throw PNGError.missingImageData }
                guard let animation else { throw APNGError.missingAnimationControl }
                try checkLastFrameHasData()
                // APNG §2.1: "0 is not a valid value" for num_frames, which counts the fcTLs.
                guard animation.frameCount > 0, animation.frameCount == frames.count else {
                    throw APNGError.frameCountMismatch(declared: animation.frameCount, actual: frames.count)
                }
                return DecodedAPNG(
                    width: header.width, height: header.height,
                    frames: try composite(frames, header: header), loops: animation.loops, textChunks: textChunks)
            case "IHDR":
                throw PNGError.duplicateHeader
            case "PLTE":
                break
            default:
                guard !chunk.isCritical else { throw PNGError.unsupportedCriticalChunk(chunk.type) }
            }
            offset = chunk.end
        }
    }

    /// Reads and validates an fcTL's fields after its sequence number (APNG §2.2).
    private static func frameControl(_ data: UnsafeBufferPointer<UInt8>, frame: Int, canvasWidth: Int, canvasHeight: Int) throws -> FrameControl {
        func field(_ offset: Int) -> Int { Int(PNGDecoder.bigEndianUInt32(data, at: offset)) }
        func shortField(_ offset: Int) -> UInt16 { UInt16(data[offset]) << 8 | UInt16(data[offset + 1]) }
        let region = DecodedAPNG.Region(x: field(12), y: field(16), width: field(4), height: field(8))
        // APNG §2.2: the region is at least 1×1 and lies within the canvas.
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

    /// Draws the frames in order onto a transparent black canvas (APNG §2.2), returning the
    /// canvas after each.
    private static func composite(_ frames: [PendingFrame], header: PNGDecoder.Header) throws -> [DecodedAPNG.Frame] {
        let canvasWidth = header.width
        var canvas = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var result: [DecodedAPNG.Frame] = []
        for (index, frame) in frames.enumerated() {
            let control = frame.control, region = control.region
            let frameHeader = header.resized(width: region.width, height: region.height)
            var scanlines = try PNGDecoder.inflateScanlines(frame.data, expectedCount: frameHeader.scanlinesCount)
            let pixels = try PNGDecoder.reconstruct(&scanlines, header: frameHeader)

            let rowLength = region.width * 4
            func canvasOffset(row: Int) -> Int { ((region.y + row) * canvasWidth + region.x) * 4 }
            let saved = control.dispose == .previous
                ? (0..<region.height).flatMap { canvas[canvasOffset(row: $0)..<canvasOffset(row: $0) + rowLength] }
                : []
            for row in 0..<region.height {
                let source = row * rowLength, destination = canvasOffset(row: row)
                switch control.blend {
                case .source:
                    canvas.replaceSubrange(destination..<destination + rowLength, with: pixels[source..<source + rowLength])
                case .over:
                    for x in stride(from: 0, to: rowLength, by: 4) {
                        blendOver(pixels, at: source + x, onto: &canvas, at: destination + x)
                    }
                }
            }
            result.append(DecodedAPNG.Frame(
                image: DecodedPNG(width: header.width, height: header.height, rgba: canvas),
                region: region, delayNumerator: control.delayNumerator, delayDenominator: control.delayDenominator,
                dispose: control.dispose, blend: control.blend))

            // APNG §2.2: PREVIOUS on the first frame is treated as BACKGROUND.
            switch (control.dispose, index) {
            case (.none, _):
                break
            case (.background, _), (.previous, 0):
                for row in 0..<region.height {
                    canvas.replaceSubrange(canvasOffset(row: row)..<canvasOffset(row: row) + rowLength, with: repeatElement(0, count: rowLength))
                }
            case (.previous, _):
                for row in 0..<region.height {
                    canvas.replaceSubrange(canvasOffset(row: row)..<canvasOffset(row: row) + rowLength, with: saved[row * rowLength..<(row + 1) * rowLength])
                }
            }
        }
        return result
    }

    /// `APNG_BLEND_OP_OVER` in straight 8-bit RGBA, with the integer arithmetic of the APNG
    /// specification's sample compositing code (APNG §4, "Example"), so results match it.
    private static func blendOver(_ source: [UInt8], at sourceIndex: Int, onto canvas: inout [UInt8], at index: Int) {
        let alpha = Int(source[sourceIndex + 3])
        if alpha == 0 { return }
        let destinationAlpha = Int(canvas[index + 3])
        if alpha == 255 || destinationAlpha == 0 {
            for channel in 0..<4 { canvas[index + channel] = source[sourceIndex + channel] }
            return
        }
        let u = alpha * 255, v = (255 - alpha) * destinationAlpha, total = u + v
        for channel in 0..<3 {
            canvas[index + channel] = UInt8((Int(source[sourceIndex + channel]) * u + Int(canvas[index + channel]) * v) / total)
        }
        canvas[index + 3] = UInt8(total / 255)
    }
}

/// A decoded animated PNG: every frame as the full canvas after it is drawn.
public struct DecodedAPNG: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// In display order; the count is acTL's `num_frames`.
    public var frames: [Frame]
    /// acTL's `num_plays`: how many times the animation plays, 0 meaning forever.
    public var loops: Int
    /// The `tEXt` and `iTXt` chunks in file order.
    public var textChunks: [PNGTextChunk]

    public struct Frame: Sendable, Equatable {
        /// The whole canvas, straight RGBA, after this frame is drawn and before it is disposed.
        public var image: DecodedPNG
        /// The part of the canvas the frame's fcTL covers.
        public var region: Region
        /// fcTL's `delay_num` and `delay_den`, as stored.
        public var delayNumerator: UInt16
        public var delayDenominator: UInt16
        public var dispose: DisposeOperation
        public var blend: BlendOperation

        /// The delay in seconds. APNG §2.2: "If the denominator is 0, it is to be treated as if
        /// it were 100 (that is, `delay_num` then specifies 1/100ths of a second)".
        public var delay: Double {
            Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
        }
    }

    /// A rectangle of the canvas, in pixels.
    public struct Region: Sendable, Equatable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        public var description: String { "\(width)×\(height) at (\(x), \(y))" }
    }

    /// APNG §2.2 `dispose_op`: what becomes of the region before the next frame is drawn.
    public enum DisposeOperation: UInt8, Sendable {
        /// `APNG_DISPOSE_OP_NONE`: left as drawn.
        case none = 0
        /// `APNG_DISPOSE_OP_BACKGROUND`: cleared to transparent black.
        case background = 1
        /// `APNG_DISPOSE_OP_PREVIOUS`: restored to what it was before this frame.
        case previous = 2
    }

    /// APNG §2.2 `blend_op`: how the frame's pixels meet the canvas.
    public enum BlendOperation: UInt8, Sendable {
        /// `APNG_BLEND_OP_SOURCE`: they replace the region, alpha included.
        case source = 0
        /// `APNG_BLEND_OP_OVER`: they are composited over it.
        case over = 1
    }
}

/// Why `APNGDecoder` rejected a file.
public enum APNGError: Error, Equatable, CustomStringConvertible {
    /// The file is not a PNG the PNG decoder accepts, for the reason given.
    case png(PNGError)
    /// There is no acTL chunk: the file is a still PNG.
    case missingAnimationControl
    case duplicateAnimationControl
    /// APNG §2.1: acTL must come before the first IDAT.
    case animationControlAfterImageData
    /// An acTL, fcTL or fdAT chunk at byte `offset` has `length` bytes of data, which its type
    /// does not allow.
    case invalidChunkLength(chunk: String, offset: Int, length: Int)
    /// The fcTL or fdAT chunk at byte `offset` has sequence number `found`, not `expected`.
    case sequenceNumberMismatch(chunk: String, offset: Int, expected: UInt32, found: UInt32)
    /// Frame `frame` (from 0) has an empty region or one outside the canvas.
    case frameOutsideCanvas(frame: Int, region: DecodedAPNG.Region)
    /// The fcTL before the IDAT (the default image's) does not cover exactly the canvas.
    case defaultImageRegionNotCanvas(DecodedAPNG.Region)
    case invalidDisposeOperation(frame: Int, value: UInt8)
    case invalidBlendOperation(frame: Int, value: UInt8)
    /// The IDAT chunk at byte `offset` is not among the consecutive IDATs before any fdAT.
    case misplacedImageData(offset: Int)
    /// The fdAT chunk at byte `offset` has no fcTL of its own before it.
    case frameDataWithoutControl(offset: Int)
    /// Frame `frame`'s fcTL is followed by no image data.
    case frameWithoutData(frame: Int)
    /// acTL declares `declared` frames (which must be at least 1) but there are `actual` fcTLs.
    case frameCountMismatch(declared: Int, actual: Int)

    public var description: String {
        switch self {
        case .png(let error):
            error.description
        case .missingAnimationControl:
            "not an animated PNG: there is no acTL chunk"
        case .duplicateAnimationControl:
            "invalid APNG: more than one acTL chunk"
        case .animationControlAfterImageData:
            "invalid APNG: the acTL chunk comes after the image data"
        case .invalidChunkLength(let chunk, let offset, let length):
            "invalid APNG: the \(chunk) chunk at byte \(offset) has \(length) bytes of data"
        case .sequenceNumberMismatch(let chunk, let offset, let expected, let found):
            "invalid APNG: the \(chunk) chunk at byte \(offset) has sequence number \(found), expected \(expected)"
        case .frameOutsideCanvas(let frame, let region):
            "invalid APNG: frame \(frame)'s region \(region) is empty or outside the canvas"
        case .defaultImageRegionNotCanvas(let region):
            "invalid APNG: the first frame's region \(region) is not the whole canvas"
        case .invalidDisposeOperation(let frame, let value):
            "invalid APNG: frame \(frame) has dispose_op \(value) (valid: 0, 1, 2)"
        case .invalidBlendOperation(let frame, let value):
            "invalid APNG: frame \(frame) has blend_op \(value) (valid: 0, 1)"
        case .misplacedImageData(let offset):
            "invalid APNG: misplaced IDAT chunk at byte \(offset)"
        case .frameDataWithoutControl(let offset):
            "invalid APNG: the fdAT chunk at byte \(offset) has no fcTL before it"
        case .frameWithoutData(let frame):
            "invalid APNG: frame \(frame) has no image data"
        case .frameCountMismatch(let declared, let actual):
            "invalid APNG: acTL declares \(declared) frames, the file has \(actual)"
        }
    }
}
