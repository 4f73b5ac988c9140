import CCairoPango

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
public enum PNGDecoder {
    public static func decode(_ bytes: [UInt8]) throws -> DecodedPNG {
        try bytes.withUnsafeBufferPointer { try decode(file: $0) }
    }

    private static func decode(file: UnsafeBufferPointer<UInt8>) throws -> DecodedPNG {
        guard file.count >= signature.count, file.prefix(signature.count).elementsEqual(signature) else {
            throw PNGError.notPNGSignature
        }
        let first = try readChunk(in: file, at: signature.count)
        guard first.type == "IHDR" else { throw PNGError.firstChunkNotHeader(found: first.type) }
        let header = try Header(first.data)
        var imageData: [UnsafeBufferPointer<UInt8>] = []
        var textChunks: [PNGTextChunk] = []
        var offset = first.end
        while true {
            guard offset < file.count else { throw PNGError.missingEnd }
            let chunk = try readChunk(in: file, at: offset)
            switch chunk.type {
            case "IDAT":
                imageData.append(chunk.data)
            case "tEXt":
                textChunks.append(try textChunk(chunk.data, offset: offset))
            case "iTXt":
                if let text = try internationalTextChunk(chunk.data, offset: offset) { textChunks.append(text) }
            case "IEND":
                guard !imageData.isEmpty else { throw PNGError.missingImageData }
                var scanlines = try inflateScanlines(imageData, expectedCount: header.scanlinesCount)
                let rgba = try reconstruct(&scanlines, header: header)
                return DecodedPNG(width: header.width, height: header.height, rgba: rgba, textChunks: textChunks)
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

    /// Inflates the concatenated IDAT data (one zlib stream, PNG §10) into exactly
    /// `expectedCount` bytes, or throws if the stream is corrupt or inflates to another size.
    static func inflateScanlines(_ imageData: [UnsafeBufferPointer<UInt8>], expectedCount: Int) throws -> [UInt8] {
        // zlib checks that a z_stream never moves while in use, so it lives on the heap.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = inflateInit_(stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw PNGError.zlib(code: status, message: "inflateInit failed")
        }
        defer {
            inflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        // Output beyond `expectedCount` is inflated here only to count it for the error; any
        // size works, and one 4 KiB page keeps the counting loop short.
        let overflow = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)
        defer { overflow.deallocate() }

        var scanlines = [UInt8](repeating: 0, count: expectedCount)
        var ended = false
        try scanlines.withUnsafeMutableBufferPointer { output in
            for chunk in imageData where !ended {
                stream.pointee.next_in = UnsafeMutablePointer(mutating: chunk.baseAddress)
                stream.pointee.avail_in = uInt(chunk.count)
                while stream.pointee.avail_in > 0 && !ended {
                    let produced = Int(stream.pointee.total_out)
                    if produced < expectedCount {
                        stream.pointee.next_out = output.baseAddress! + produced
                        stream.pointee.avail_out = uInt(clamping: expectedCount - produced)
                    } else {
                        stream.pointee.next_out = overflow.baseAddress
                        stream.pointee.avail_out = uInt(overflow.count)
                    }
                    switch inflate(stream, Z_NO_FLUSH) {
                    case Z_OK: continue
                    case Z_STREAM_END: ended = true
                    case let code:
                        let message = stream.pointee.msg.map { String(cString: $0) } ?? "inflate failed"
                        throw PNGError.zlib(code: code, message: message)
                    }
                }
            }
        }
        guard ended else {
            throw PNGError.zlib(code: Z_BUF_ERROR, message: "image data ends inside the zlib stream")
        }
        let actualCount = Int(stream.pointee.total_out)
        guard actualCount == expectedCount else {
            throw PNGError.imageDataSizeMismatch(expected: expectedCount, actual: actualCount)
        }
        return scanlines
    }

    /// Undoes each scanline's filter (PNG §9.2) and expands the samples to RGBA.
    static func reconstruct(_ scanlines: inout [UInt8], header: Header) throws -> [UInt8] {
        let rowLength = header.rowLength, channels = header.channels
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        try scanlines.withUnsafeMutableBufferPointer { scanlines in
            try rgba.withUnsafeMutableBufferPointer { rgba in
                for y in 0..<header.height {
                    let filterType = scanlines[y * (1 + rowLength)]
                    let row = scanlines.baseAddress! + y * (1 + rowLength) + 1
                    // The row above, already reconstructed; PNG §9.2 treats the one above
                    // the first row as zeros.
                    let above = y > 0 ? UnsafePointer(row - (1 + rowLength)) : nil
                    try unfilter(row, length: rowLength, above: above, bytesPerPixel: channels, type: filterType, rowIndex: y)
                    expand(row, width: header.width, colourType: header.colourType, into: rgba.baseAddress! + y * header.width * 4)
                }
            }
        }
        return rgba
    }

    /// Reconstructs one scanline in place (PNG §9.2, Table 9.1). For 8-bit samples the
    /// "corresponding byte of the pixel to the left" is `bytesPerPixel` bytes back.
    private static func unfilter(
        _ row: UnsafeMutablePointer<UInt8>, length: Int, above: UnsafePointer<UInt8>?,
        bytesPerPixel: Int, type: UInt8, rowIndex: Int
    ) throws {
        func left(_ i: Int) -> UInt8 { i >= bytesPerPixel ? row[i - bytesPerPixel] : 0 }
        func up(_ i: Int) -> UInt8 { above?[i] ?? 0 }
        func upLeft(_ i: Int) -> UInt8 { i >= bytesPerPixel ? above?[i - bytesPerPixel] ?? 0 : 0 }
        switch type {
        case 0:  // None
            break
        case 1:  // Sub
            for i in 0..<length { row[i] &+= left(i) }
        case 2:  // Up
            for i in 0..<length { row[i] &+= up(i) }
        case 3:  // Average: floor((a + b) / 2), computed without 8-bit overflow.
            for i in 0..<length { row[i] &+= UInt8((UInt16(left(i)) + UInt16(up(i))) / 2) }
        case 4:  // Paeth
            for i in 0..<length { row[i] &+= paethPredictor(left(i), up(i), upLeft(i)) }
        default:
            throw PNGError.badFilterType(row: rowIndex, value: type)
        }
    }

    /// PNG §9 (filter type 4): the Paeth predictor, breaking ties in the order a, b, c.
    private static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Expands one reconstructed row to straight RGBA, with alpha 255 where the colour type
    /// has none.
    private static func expand(_ row: UnsafePointer<UInt8>, width: Int, colourType: UInt8, into rgba: UnsafeMutablePointer<UInt8>) {
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
    /// The image data inflated to `actual` bytes where the header implies `expected`.
    case imageDataSizeMismatch(expected: Int, actual: Int)
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
        case .badFilterType(let row, let value):
            "corrupt PNG image data: bad filter type \(value) at row \(row)"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
