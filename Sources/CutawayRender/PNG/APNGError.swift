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
    /// An fcTL beyond the `declared` frames of acTL appeared; reading stops there.
    case moreFramesThanDeclared(declared: Int)
    /// The fcTL chunk at byte `offset` comes before any acTL, so no frame count bounds the frames.
    case frameControlBeforeAnimationControl(offset: Int)
    /// acTL declares `declared` frames, more than `ImageDecodingLimits.maximumFrameCount`.
    case tooManyFrames(declared: Int, limit: Int)
    /// The first `frameCount` frames' regions imply `byteCount` bytes of inflated image data
    /// together, more than `ImageDecodingLimits.maximumInflatedByteCount`.
    case tooMuchFrameData(frameCount: Int, byteCount: Int, limit: Int)
    /// `APNGDecoder.decode(_:limits:)` would keep `frameCount` canvases of `width`×`height`,
    /// more pixels together than `ImageDecodingLimits.maximumPixelCount`.
    case framesTooLargeToKeep(frameCount: Int, width: Int, height: Int, limit: Int)

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
        case .moreFramesThanDeclared(let declared):
            "invalid APNG: acTL declares \(declared) frames, the file has more"
        case .frameControlBeforeAnimationControl(let offset):
            "invalid APNG: the fcTL chunk at byte \(offset) comes before the acTL chunk"
        case .tooManyFrames(let declared, let limit):
            "the APNG says it has \(count(declared)) frames; Cutaway decodes at most \(count(limit)) frames per APNG"
        case .tooMuchFrameData(let frameCount, let byteCount, let limit):
            "the APNG's first \(count(frameCount)) frames would inflate to \(count(byteCount)) bytes together; Cutaway inflates at most \(ImageDecodingLimits.describeByteCount(limit)) per file"
        case .framesTooLargeToKeep(let frameCount, let width, let height, let limit):
            "the APNG's \(count(frameCount)) frames of \(width)×\(height) are \(pixels(frameCount, width, height)) pixels together, and keeping every frame holds at most \(count(limit)); read it a frame at a time (APNGDecoder.frames(of:))"
        }
    }

    private func count(_ value: Int) -> String { ImageDecodingLimits.describeCount(value) }

    private func pixels(_ frameCount: Int, _ width: Int, _ height: Int) -> String {
        let (product, overflow) = frameCount.multipliedReportingOverflow(by: width * height)
        return overflow ? "more than \(count(Int.max))" : count(product)
    }
}
