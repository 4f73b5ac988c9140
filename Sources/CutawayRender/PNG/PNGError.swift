/// Why `PNGDecoder` rejected a file.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The file does not start with the eight-byte PNG signature.
    case notPNGSignature
    /// The chunk starting at byte `offset` runs past the end of the file.
    case truncatedChunk(offset: Int)
    /// The CRC stored after chunk `chunk` (starting at byte `offset`) is not the CRC of its
    /// type and data.
    case crcMismatch(chunk: String, offset: Int, stored: UInt32, computed: UInt32)
    /// The file's chunks ended without an `IEND` chunk.
    case missingEnd
    /// The first chunk is `found` rather than `IHDR`.
    case firstChunkNotHeader(found: String)
    /// A second `IHDR` chunk appeared.
    case duplicateHeader
    /// `IHDR` has `length` bytes of data instead of 13.
    case invalidHeaderLength(Int)
    /// Zero, or more than 2^31−1, or too many pixels to address.
    case invalidDimensions(width: Int, height: Int)
    case unsupportedBitDepth(UInt8)
    case unsupportedColourType(UInt8)
    case unsupportedCompressionMethod(UInt8)
    case unsupportedFilterMethod(UInt8)
    case unsupportedInterlaceMethod(UInt8)
    /// A critical chunk this decoder does not know, so cannot safely skip.
    case unsupportedCriticalChunk(String)
    /// The `tEXt` or `iTXt` chunk starting at byte `offset` lacks a 1–79 byte keyword or a
    /// NUL separator, or its UTF-8 text is invalid.
    case malformedTextChunk(offset: Int)
    /// There is no `IDAT` chunk before `IEND`.
    case missingImageData
    /// zlib rejected the image data, with its status code and message.
    case zlib(code: Int32, message: String)
    /// The image data ended after `actual` bytes where the header implies `expected`.
    case imageDataSizeMismatch(expected: Int, actual: Int)
    /// The image data inflates to more than the `expected` bytes the header implies. Inflating
    /// stops at the first byte beyond them, so how much more is not known.
    case imageDataTooLong(expected: Int)
    /// The file has `byteCount` bytes, more than `ImageDecodingLimits.maximumFileByteCount`.
    case fileTooLarge(byteCount: Int, limit: Int)
    /// IHDR says the image is `width`×`height`, a side longer than
    /// `ImageDecodingLimits.maximumDimension`.
    case dimensionTooLarge(width: Int, height: Int, limit: Int)
    /// IHDR says the image is `width`×`height`, more pixels than
    /// `ImageDecodingLimits.maximumPixelCount`.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// IHDR implies `byteCount` bytes of inflated image data, more than
    /// `ImageDecodingLimits.maximumInflatedByteCount`.
    case tooMuchImageData(byteCount: Int, limit: Int)
    /// Scanline `row` (from 0) starts with filter type `value`, which is not 0 through 4.
    case badFilterType(row: Int, value: UInt8)

    public var description: String {
        switch self {
        case .notPNGSignature:
            "not a PNG file: the PNG signature is missing"
        case .truncatedChunk(let offset):
            "truncated PNG: the chunk at byte \(offset) runs past the end of the file"
        case .crcMismatch(let chunk, let offset, let stored, let computed):
            "corrupt PNG: CRC mismatch in \(chunk) chunk at byte \(offset) (stored \(hex(stored)), computed \(hex(computed)))"
        case .missingEnd:
            "truncated PNG: the file ends before its IEND chunk"
        case .firstChunkNotHeader(let found):
            "invalid PNG: the first chunk is \(found), not IHDR"
        case .duplicateHeader:
            "invalid PNG: more than one IHDR chunk"
        case .invalidHeaderLength(let length):
            "invalid PNG: IHDR has \(length) bytes of data, not 13"
        case .invalidDimensions(let width, let height):
            "invalid PNG dimensions \(width)×\(height)"
        case .unsupportedBitDepth(let depth):
            "unsupported PNG bit depth \(depth) (only 8 is supported)"
        case .unsupportedColourType(let type):
            "unsupported PNG colour type \(type) (supported: 0 greyscale, 2 RGB, 4 greyscale+alpha, 6 RGBA)"
        case .unsupportedCompressionMethod(let method):
            "unsupported PNG compression method \(method)"
        case .unsupportedFilterMethod(let method):
            "unsupported PNG filter method \(method)"
        case .unsupportedInterlaceMethod(let method):
            "unsupported PNG interlace method \(method) (only non-interlaced images are supported)"
        case .unsupportedCriticalChunk(let type):
            "unsupported critical PNG chunk \(type)"
        case .malformedTextChunk(let offset):
            "invalid PNG: malformed text chunk at byte \(offset)"
        case .missingImageData:
            "invalid PNG: no IDAT chunk"
        case .zlib(let code, let message):
            "corrupt PNG image data: zlib error \(code): \(message)"
        case .imageDataSizeMismatch(let expected, let actual):
            "corrupt PNG image data: inflated to \(actual) bytes, expected \(expected)"
        case .imageDataTooLong(let expected):
            "corrupt PNG image data: it inflates to more than the \(ImageDecodingLimits.describeCount(expected)) bytes its header implies"
        case .fileTooLarge(let byteCount, let limit):
            "the file is \(ImageDecodingLimits.describeCount(byteCount)) bytes; Cutaway reads image files of at most \(ImageDecodingLimits.describeByteCount(limit))"
        case .dimensionTooLarge(let width, let height, let limit):
            "the PNG says it is \(width)×\(height) pixels; Cutaway decodes images at most \(ImageDecodingLimits.describeCount(limit)) pixels wide and high"
        case .tooManyPixels(let width, let height, let limit):
            "the PNG says it is \(width)×\(height) pixels (\(ImageDecodingLimits.describeCount(width * height))); Cutaway decodes at most \(ImageDecodingLimits.describeCount(limit)) pixels per image"
        case .tooMuchImageData(let byteCount, let limit):
            "the PNG's image data would inflate to \(ImageDecodingLimits.describeCount(byteCount)) bytes; Cutaway inflates at most \(ImageDecodingLimits.describeByteCount(limit)) per file"
        case .badFilterType(let row, let value):
            "corrupt PNG image data: bad filter type \(value) at row \(row)"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
