import CCairoPango
import Foundation

/// Decodes the PNG files Cutaway writes, and the other simple ones tests and tools meet:
/// 8-bit greyscale, greyscale with alpha, RGB and RGBA, non-interlaced, with any of the five
/// filter types and any number of IDAT chunks (W3C "Portable Network Graphics (PNG)
/// Specification (Second Edition)", 2003, cited below as "PNG §n").
///
/// It exists so that tests and `cutaway` commands can check rendered frames by their pixels.
/// It shares no code with `PNGEncoder` on purpose, so that an encode → decode round trip
/// checks the encoder against an independent reading of the specification.
///
/// Every chunk's CRC is verified. Ancillary chunks other than `tEXt` and uncompressed `iTXt`
/// are skipped, as is `PLTE`, which is only a suggested palette for the colour types
/// supported here (PNG §11.2.3). An animated PNG therefore decodes to its default image;
/// `APNGDecoder` reads its frames with the helpers below.
///
/// Hostile files: goldens come from pull requests, so nothing a header says is trusted. The
/// header is checked against `ImageDecodingLimits` before anything of its size is allocated;
/// the image data is inflated a row at a time by `ScanlineDecoder`, which stops at the first
/// byte beyond what the header implies; and the output's pages are touched only as rows
/// arrive. Decoding therefore holds the file, the RGBA result and two scanlines.
public enum PNGDecoder {
    /// Decodes `bytes`, refusing before it allocates anything the file's header claims beyond
    /// `limits`.
    public static func decode(_ bytes: [UInt8], limits: ImageDecodingLimits = .default) throws -> DecodedPNG {
        guard bytes.count <= limits.maximumFileByteCount else {
            throw PNGError.fileTooLarge(byteCount: bytes.count, limit: limits.maximumFileByteCount)
        }
        return try bytes.withUnsafeBufferPointer { try decode(file: $0, limits: limits) }
    }

    /// Reads and decodes the file at `url`, refusing a file larger than
    /// `limits.maximumFileByteCount` before reading it.
    public static func decode(contentsOf url: URL, limits: ImageDecodingLimits = .default) throws -> DecodedPNG {
        try decode(ImageFileReader.contents(of: url, limits: limits), limits: limits)
    }

    private static func decode(file: UnsafeBufferPointer<UInt8>, limits: ImageDecodingLimits) throws -> DecodedPNG {
        guard file.count >= signature.count, file.prefix(signature.count).elementsEqual(signature) else {
            throw PNGError.notPNGSignature
        }
        let first = try readChunk(in: file, at: signature.count)
        guard first.type == "IHDR" else { throw PNGError.firstChunkNotHeader(found: first.type) }
        let header = try Header(first.data)
        try header.check(limits)
        let scanlines = try ScanlineDecoder(header: header)
        // Capacity is only reserved: pages are touched as rows arrive, so a file whose data
        // ends early costs what it holds, not what its header claims.
        var rgba: [UInt8] = []
        rgba.reserveCapacity(header.width * header.height * 4)
        var row = [UInt8](repeating: 0, count: header.width * 4)
        var hasImageData = false
        var textChunks: [PNGTextChunk] = []
        var offset = first.end
        while true {
            guard offset < file.count else { throw PNGError.missingEnd }
            let chunk = try readChunk(in: file, at: offset)
            switch chunk.type {
            case "IDAT":
                hasImageData = true
                try scanlines.decode(chunk.data) { _, samples in
                    row.withUnsafeMutableBufferPointer { expand(samples, width: header.width, colourType: header.colourType, into: $0.baseAddress!) }
                    rgba.append(contentsOf: row)
                }
            case "IEND":
                guard hasImageData else { throw PNGError.missingImageData }
                try scanlines.finish()
                return DecodedPNG(width: header.width, height: header.height, rgba: rgba, textChunks: textChunks)
            default:
                try readOtherChunk(chunk, offset: offset, textChunks: &textChunks)
            }
            offset = chunk.end
        }
    }

    /// A chunk PNGs and APNGs read alike, after the header: text is kept, a second IHDR is
    /// refused, PLTE and other ancillary chunks are skipped, an unknown critical chunk refused.
    static func readOtherChunk(_ chunk: Chunk, offset: Int, textChunks: inout [PNGTextChunk]) throws {
        switch chunk.type {
        case "tEXt":
            textChunks.append(try textChunk(chunk.data, offset: offset))
        case "iTXt":
            if let text = try internationalTextChunk(chunk.data, offset: offset) { textChunks.append(text) }
        case "IHDR":
            throw PNGError.duplicateHeader
        case "PLTE":
            break
        default:
            guard !chunk.isCritical else { throw PNGError.unsupportedCriticalChunk(chunk.type) }
        }
    }

    /// One chunk's type and data, after its CRC has been checked (PNG §5.3).
    struct Chunk {
        let type: String
        /// PNG §5.4: bit 5 of the first type byte clear (an uppercase letter) marks a chunk a
        /// decoder must understand; set (lowercase), one it may skip.
        let isCritical: Bool
        let data: UnsafeBufferPointer<UInt8>
        /// The offset of the next chunk.
        let end: Int
    }

    static func readChunk(in file: UnsafeBufferPointer<UInt8>, at offset: Int) throws -> Chunk {
        // PNG §5.3: length (4), type (4), data (length), CRC (4).
        guard file.count - offset >= 12 else { throw PNGError.truncatedChunk(offset: offset) }
        let length = Int(bigEndianUInt32(file, at: offset))
        guard file.count - offset - 12 >= length else { throw PNGError.truncatedChunk(offset: offset) }
        let typeAndData = UnsafeBufferPointer(rebasing: file[offset + 4..<offset + 8 + length])
        let type = String(decoding: typeAndData.prefix(4), as: Unicode.ASCII.self)
        let stored = bigEndianUInt32(file, at: offset + 8 + length)
        let computed = UInt32(crc32(0, typeAndData.baseAddress, uInt(typeAndData.count)))
        guard stored == computed else {
            throw PNGError.crcMismatch(chunk: type, offset: offset, stored: stored, computed: computed)
        }
        return Chunk(
            type: type, isCritical: typeAndData[0] & 0x20 == 0,
            data: UnsafeBufferPointer(rebasing: typeAndData.dropFirst(4)), end: offset + 12 + length)
    }

    /// PNG §7.1: multi-byte integers are big-endian.
    static func bigEndianUInt32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The IHDR fields this decoder relies on, validated (PNG §11.2.2).
    struct Header {
        let width: Int
        let height: Int
        /// Samples per pixel: 1 greyscale, 2 greyscale with alpha, 3 RGB, 4 RGBA.
        let channels: Int
        let colourType: UInt8

        private init(width: Int, height: Int, channels: Int, colourType: UInt8) {
            (self.width, self.height, self.channels, self.colourType) = (width, height, channels, colourType)
        }

        /// The same pixel format at another size, such as an APNG frame's region.
        func resized(width: Int, height: Int) -> Header {
            Header(width: width, height: height, channels: channels, colourType: colourType)
        }

        init(_ data: UnsafeBufferPointer<UInt8>) throws {
            guard data.count == 13 else { throw PNGError.invalidHeaderLength(data.count) }
            width = Int(PNGDecoder.bigEndianUInt32(data, at: 0))
            height = Int(PNGDecoder.bigEndianUInt32(data, at: 4))
            // PNG §11.2.2: "Zero is an invalid value"; the maximum is 2^31−1.
            guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
                throw PNGError.invalidDimensions(width: width, height: height)
            }
            let (bitDepth, colourType, compression, filter, interlace) = (data[8], data[9], data[10], data[11], data[12])
            // PNG §11.2.2, Table 11.1: colour types 0, 2, 4 and 6 are greyscale, truecolour,
            // greyscale with alpha, truecolour with alpha. Type 3 (indexed) is not supported.
            switch colourType {
            case 0: channels = 1
            case 2: channels = 3
            case 4: channels = 2
            case 6: channels = 4
            default: throw PNGError.unsupportedColourType(colourType)
            }
            self.colourType = colourType
            guard bitDepth == 8 else { throw PNGError.unsupportedBitDepth(bitDepth) }
            // PNG §11.2.2: method 0 is the only compression and filter method defined.
            guard compression == 0 else { throw PNGError.unsupportedCompressionMethod(compression) }
            guard filter == 0 else { throw PNGError.unsupportedFilterMethod(filter) }
            // PNG §11.2.2: interlace method 0 is none; 1, Adam7, is not supported.
            guard interlace == 0 else { throw PNGError.unsupportedInterlaceMethod(interlace) }
            let (pixels, pixelsOverflow) = width.multipliedReportingOverflow(by: height)
            let (_, rgbaOverflow) = pixels.multipliedReportingOverflow(by: 4)
            guard !pixelsOverflow && !rgbaOverflow else { throw PNGError.invalidDimensions(width: width, height: height) }
        }

        /// Refuses an image larger than `limits` allow. Called on the header alone, before
        /// anything of the image's size is allocated.
        func check(_ limits: ImageDecodingLimits) throws {
            guard width * height <= limits.maximumPixelCount else {
                throw PNGError.tooManyPixels(width: width, height: height, limit: limits.maximumPixelCount)
            }
            guard width <= limits.maximumDimension, height <= limits.maximumDimension else {
                throw PNGError.dimensionTooLarge(width: width, height: height, limit: limits.maximumDimension)
            }
            guard scanlinesCount <= limits.maximumInflatedByteCount else {
                throw PNGError.tooMuchImageData(byteCount: scanlinesCount, limit: limits.maximumInflatedByteCount)
            }
        }

        /// Bytes in one scanline after its filter-type byte.
        var rowLength: Int { width * channels }
        /// PNG §7.2: each scanline is a filter-type byte followed by the row's samples.
        var scanlinesCount: Int { height * (1 + rowLength) }
    }

    /// Reads a `tEXt` chunk: a Latin-1 keyword of 1–79 bytes (PNG §11.3.4.2), NUL, Latin-1
    /// text (PNG §11.3.4.3).
    static func textChunk(_ data: UnsafeBufferPointer<UInt8>, offset: Int) throws -> PNGTextChunk {
        guard let separator = data.firstIndex(of: 0), (1...79).contains(separator) else {
            throw PNGError.malformedTextChunk(offset: offset)
        }
        return PNGTextChunk(keyword: latin1(data[..<separator]), text: latin1(data[(separator + 1)...]))
    }

    /// Reads an `iTXt` chunk (PNG §11.3.4.5): keyword, NUL, compression flag and method, a
    /// language tag and a translated keyword each ended by NUL, then UTF-8 text. Compressed
    /// ones, which `PNGEncoder` never writes, are skipped (returning `nil`) as ancillary
    /// chunks may be.
    static func internationalTextChunk(_ data: UnsafeBufferPointer<UInt8>, offset: Int) throws -> PNGTextChunk? {
        guard let keywordEnd = data.firstIndex(of: 0), (1...79).contains(keywordEnd),
              data.count >= keywordEnd + 3,
              let languageEnd = data[(keywordEnd + 3)...].firstIndex(of: 0),
              let translatedKeywordEnd = data[(languageEnd + 1)...].firstIndex(of: 0)
        else { throw PNGError.malformedTextChunk(offset: offset) }
        guard data[keywordEnd + 1] == 0 else { return nil }
        guard let text = String(validating: data[(translatedKeywordEnd + 1)...], as: UTF8.self) else {
            throw PNGError.malformedTextChunk(offset: offset)
        }
        return PNGTextChunk(keyword: latin1(data[..<keywordEnd]), text: text)
    }

    private static func latin1(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    /// Expands one reconstructed row to straight RGBA, with alpha 255 where the colour type
    /// has none.
    static func expand(_ row: UnsafePointer<UInt8>, width: Int, colourType: UInt8, into rgba: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            let out = rgba + 4 * x
            switch colourType {
            case 0:
                (out[0], out[1], out[2], out[3]) = (row[x], row[x], row[x], 255)
            case 4:
                (out[0], out[1], out[2], out[3]) = (row[2 * x], row[2 * x], row[2 * x], row[2 * x + 1])
            case 2:
                (out[0], out[1], out[2], out[3]) = (row[3 * x], row[3 * x + 1], row[3 * x + 2], 255)
            default:
                out.update(from: row + 4 * x, count: 4)
            }
        }
    }

    /// PNG §5.2: the eight bytes every PNG file starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
}

/// A decoded PNG image: straight (not premultiplied) RGBA, 8 bits per sample.
public struct DecodedPNG: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, R, G, B, A per pixel, rows top to bottom with no padding.
    /// Greyscale is expanded to R = G = B, and missing alpha becomes 255.
    public var rgba: [UInt8]
    /// The `tEXt` and `iTXt` chunks in file order (a keyword may repeat, so this is not a
    /// dictionary).
    public var textChunks: [PNGTextChunk]

    public init(width: Int, height: Int, rgba: [UInt8], textChunks: [PNGTextChunk] = []) {
        precondition(rgba.count == width * height * 4, "RGBA data for \(width)×\(height) is \(width * height * 4) bytes, got \(rgba.count)")
        self.width = width
        self.height = height
        self.rgba = rgba
        self.textChunks = textChunks
    }
}

/// One text chunk: a keyword and its text, from `tEXt` (Latin-1) or `iTXt` (UTF-8).
public struct PNGTextChunk: Sendable, Equatable {
    public var keyword: String
    public var text: String

    public init(keyword: String, text: String) {
        self.keyword = keyword
        self.text = text
    }
}

