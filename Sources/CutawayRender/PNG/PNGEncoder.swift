import CCairoPango

/// Encodes a `RasterImage` as a PNG file (W3C "Portable Network Graphics (PNG) Specification
/// (Second Edition)", 2003, cited below as "PNG §n"), with zlib doing the deflate and the CRCs.
///
/// The encoder runs once per rendered frame, thousands of times per video, so the choices
/// below were measured on UI-like frames (a grey background, a white rounded card with a soft
/// shadow, antialiased Pango text, a few circles and a button; 780×560 and its 2x, 1560×1120):
///
/// - **Filter type None on every row.** Against Sub, Up, Average, Paeth and the adaptive
///   "minimum sum of absolute differences" heuristic that libpng uses, None gave the smallest
///   files *and* the fastest encode at every zlib level: flat runs compress as well unfiltered,
///   and repeated glyph bitmaps stay byte-identical, so LZ77 matches them, while filtering
///   replaces them with left/up differences that rarely repeat. On the 2x frame at level 3:
///   None 103.8 kB, Up 115.6 kB, Paeth 117.8 kB, the adaptive heuristic 114.3 kB in 3× the time.
/// - **Default level 3.** Levels 1–3 share zlib's fast deflate loop and cost about the same
///   (2x frame: 9.5 ms and 110.7 kB at level 1, 9.9 ms and 103.8 kB at level 3). Level 4
///   switches to the lazy-matching loop: 13 % fewer bytes for 80 % more time; level 9 is 8×
///   slower for 24 % fewer bytes.
/// - **Colour type 2 (RGB) when every pixel is opaque**, which UI frames usually are: a quarter
///   fewer bytes to deflate than RGBA, and no alpha channel for viewers to blend.
/// - **Streaming.** Rows are un-premultiplied one at a time into a single row buffer and fed to
///   deflate, whose output lands in a scratch buffer of `deflateBound` bytes (only the pages it
///   writes are touched), then is copied once into an exactly sized result. Apart from zlib's
///   own state, an encode allocates that row buffer, the scratch buffer and the result.
///
/// The output is deterministic: the same image, text chunks and level give the same bytes
/// (no timestamps are written, and zlib's deflate is deterministic for fixed parameters).
public struct PNGEncoder: Sendable {
    /// The zlib compression level: 0 stores the data uncompressed, 9 compresses hardest.
    public let compressionLevel: Int

    /// - Parameter compressionLevel: zlib level from 0 through 9; the default of 3 is the
    ///   fastest-to-size sweet spot measured above.
    public init(compressionLevel: Int = 3) {
        precondition((0...9).contains(compressionLevel), "zlib compression levels are 0 through 9, got \(compressionLevel)")
        self.compressionLevel = compressionLevel
    }

    /// Encodes `image` as an 8-bit RGB PNG if every pixel is opaque, otherwise as 8-bit RGBA,
    /// with straight (un-premultiplied) colour, as PNG alpha is defined (PNG §6.2).
    ///
    /// - Parameter textChunks: written in order before the image data, as `tEXt` chunks, or as
    ///   `iTXt` (UTF-8) for texts with characters outside Latin-1. Keywords must be 1–79
    ///   printable Latin-1 characters without leading, trailing or consecutive spaces
    ///   (PNG §11.3.4.2) and texts must not contain NUL; anything else is a programming error
    ///   and traps.
    /// - Precondition: `image` is at least 1×1 (PNG §11.2.2: "Zero is an invalid value").
    public func encode(_ image: RasterImage, textChunks: [(keyword: String, text: String)] = []) -> [UInt8] {
        precondition(image.width > 0 && image.height > 0, "PNG images are at least 1×1, got \(image.width)×\(image.height)")
        precondition(image.width <= Self.maximumFieldValue && image.height <= Self.maximumFieldValue, "PNG dimensions are at most 2^31−1")
        let encodedTextChunks = textChunks.map { Self.textChunk(keyword: $0.keyword, text: $0.text) }
        let isOpaque = image.isOpaque
        let (compressed, compressedCount) = deflateScanlines(of: image, columns: 0..<image.width, rows: 0..<image.height, isOpaque: isOpaque)
        defer { compressed.deallocate() }

        let idatChunkCount = (compressedCount + Self.maximumFieldValue - 1) / Self.maximumFieldValue
        let totalCount = Self.signature.count
            + Self.chunkOverhead + Self.headerLength
            + encodedTextChunks.reduce(0) { $0 + Self.chunkOverhead + $1.data.count }
            + idatChunkCount * Self.chunkOverhead + compressedCount
            + Self.chunkOverhead
        return [UInt8](unsafeUninitializedCapacity: totalCount) { buffer, initializedCount in
            var writer = PNGChunkWriter(base: buffer.baseAddress!)
            writer.append(Self.signature)
            Self.appendHeader(to: &writer, width: image.width, height: image.height, isOpaque: isOpaque)
            for chunk in encodedTextChunks {
                writer.appendChunk(type: chunk.type, length: chunk.data.count) { $0.append(chunk.data) }
            }
            for start in stride(from: 0, to: compressedCount, by: Self.maximumFieldValue) {
                let length = min(Self.maximumFieldValue, compressedCount - start)
                writer.appendChunk(type: PNGChunkType.imageData, length: length) { writer in
                    writer.append(UnsafeBufferPointer(rebasing: compressed[start..<start + length]))
                }
            }
            writer.appendChunk(type: PNGChunkType.end, length: 0) { _ in }
            precondition(writer.count == totalCount, "PNG size computed as \(totalCount), wrote \(writer.count)")
            initializedCount = writer.count
        }
    }

    /// Writes the IHDR chunk (PNG §11.2.2) of an 8-bit RGB (`isOpaque`) or RGBA image.
    static func appendHeader(to writer: inout PNGChunkWriter, width: Int, height: Int, isOpaque: Bool) {
        writer.appendChunk(type: PNGChunkType.header, length: headerLength) { writer in
            writer.append(bigEndian: UInt32(width))
            writer.append(bigEndian: UInt32(height))
            writer.append([
                bitDepth,
                isOpaque ? ColourType.truecolour : ColourType.truecolourWithAlpha,
                compressionMethodDeflate,
                filterMethodAdaptive,
                interlaceMethodNone,
            ])
        }
    }

    /// Filters (type None) and deflates the pixels of `image` in `columns` and `rows` (the
    /// whole image for a PNG, a changed region for an APNG frame) as one zlib stream
    /// (PNG §10), returning a buffer the caller must deallocate and the number of compressed
    /// bytes in it.
    func deflateScanlines(of image: RasterImage, columns: Range<Int>, rows: Range<Int>, isOpaque: Bool) -> (UnsafeMutableBufferPointer<UInt8>, Int) {
        precondition(columns.lowerBound >= 0 && columns.upperBound <= image.width && rows.lowerBound >= 0 && rows.upperBound <= image.height, "region \(columns)×\(rows) is outside the \(image.width)×\(image.height) image")
        let rowLength = 1 + columns.count * (isOpaque ? 3 : 4)
        let (uncompressedCount, overflow) = rowLength.multipliedReportingOverflow(by: rows.count)
        precondition(!overflow, "\(columns.count)×\(rows.count) region is too large to encode")

        // zlib checks that a z_stream never moves while in use, so it lives on the heap.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // A raw deflate stream inside a zlib wrapper written here (RFC 1950): zlib's own
        // Adler-32 is scalar and took a seventh of an encode, libdeflate's is vectorised.
        let status = deflateInit2_(
            stream, Int32(compressionLevel), Z_DEFLATED, -Self.zlibWindowBits, Self.zlibMemoryLevel,
            Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "deflateInit2 failed with zlib status \(status)")
        defer {
            deflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
        }

        let output = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: Self.zlibHeaderLength + Int(deflateBound(stream, uLong(uncompressedCount))) + Self.adlerLength)
        Self.writeZlibHeader(level: compressionLevel, to: output.baseAddress!)
        /// Runs deflate until it has consumed all pending input (or, for `Z_FINISH`, ended the
        /// stream). `deflateBound` guarantees the output fits; the loop only exists because
        /// `avail_out` is 32-bit and the buffer may not be.
        func deflatePending(_ flush: Int32) {
            while true {
                let produced = Self.zlibHeaderLength + Int(stream.pointee.total_out)
                stream.pointee.next_out = output.baseAddress! + produced
                stream.pointee.avail_out = uInt(clamping: output.count - Self.adlerLength - produced)
                let status = deflate(stream, flush)
                precondition(status == Z_OK || status == Z_STREAM_END, "deflate failed with zlib status \(status)")
                if flush == Z_FINISH ? status == Z_STREAM_END : stream.pointee.avail_in == 0 { return }
            }
        }

        let row = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: rowLength)
        defer { row.deallocate() }
        row[0] = FilterType.none
        var adler: UInt32 = 1
        image.bytes.withUnsafeBufferPointer { source in
            for y in rows {
                let sourceRow = source.baseAddress! + y * image.bytesPerRow + columns.lowerBound * 4
                if isOpaque {
                    StraightColour.writeRGB(from: sourceRow, count: columns.count, to: row.baseAddress! + 1)
                } else {
                    StraightColour.writeRGBA(from: sourceRow, count: columns.count, to: row.baseAddress! + 1)
                }
                adler = libdeflate_adler32(adler, row.baseAddress, rowLength)
                stream.pointee.next_in = row.baseAddress
                stream.pointee.avail_in = uInt(rowLength)
                deflatePending(Z_NO_FLUSH)
            }
        }
        deflatePending(Z_FINISH)
        // RFC 1950 §2.2: the Adler-32 of the uncompressed data, most significant byte first.
        let end = Self.zlibHeaderLength + Int(stream.pointee.total_out)
        withUnsafeBytes(of: adler.bigEndian) { bytes in
            for (offset, byte) in bytes.enumerated() { output[end + offset] = byte }
        }
        return (output, end + Self.adlerLength)
    }

    /// A text chunk's type and data. Latin-1 text goes in a `tEXt` chunk, which every PNG
    /// reader understands (PNG §11.3.4.3); any other text (a scene title in Japanese, an emoji)
    /// in an uncompressed `iTXt` chunk as UTF-8 (PNG §11.3.4.5), rather than being mangled.
    static func textChunk(keyword: String, text: String) -> (type: [UInt8], data: [UInt8]) {
        let keywordBytes = keyword.unicodeScalars.map { scalar in
            // PNG §11.3.4.2: "printable Latin-1 characters and spaces", 32–126 and 161–255.
            precondition((32...126).contains(scalar.value) || (161...255).contains(scalar.value), "PNG keyword \(keyword.debugDescription) has a character outside printable Latin-1")
            return UInt8(scalar.value)
        }
        precondition((1...79).contains(keywordBytes.count), "PNG keywords are 1–79 characters, got \(keyword.debugDescription)")
        precondition(keywordBytes.first != 0x20 && keywordBytes.last != 0x20 && !keyword.contains("  "), "PNG keyword \(keyword.debugDescription) has leading, trailing or consecutive spaces")
        precondition(!text.unicodeScalars.contains("\0"), "PNG text cannot contain NUL, which separates its fields: \(text.debugDescription)")
        if text.unicodeScalars.allSatisfy({ $0.value <= 255 }) {
            return (PNGChunkType.text, keywordBytes + [0] + text.unicodeScalars.map { UInt8($0.value) })
        }
        // Keyword, NUL, compression flag 0 and method 0 (uncompressed), an empty language tag
        // and an empty translated keyword, each ended by NUL, then the UTF-8 text.
        return (PNGChunkType.internationalText, keywordBytes + [0, 0, 0, 0, 0] + Array(text.utf8))
    }

    /// PNG §5.2: the eight bytes every PNG file starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// PNG §5.3: length (4) + chunk type (4) + CRC (4) around each chunk's data.
    static let chunkOverhead = 12
    /// PNG §5.3 and §11.2.2: chunk lengths, widths and heights are at most 2^31−1.
    static let maximumFieldValue = Int(Int32.max)
    /// PNG §11.2.2: the IHDR data is 13 bytes.
    static let headerLength = 13
    /// PNG §11.2.2: 8 bits per sample.
    private static let bitDepth: UInt8 = 8
    /// PNG §11.2.2: compression method 0, zlib deflate with a window of at most 32 KiB (PNG §10).
    private static let compressionMethodDeflate: UInt8 = 0
    /// PNG §11.2.2: filter method 0, adaptive filtering with the five basic filter types (PNG §9).
    private static let filterMethodAdaptive: UInt8 = 0
    /// PNG §11.2.2: interlace method 0, no interlace.
    private static let interlaceMethodNone: UInt8 = 0
    /// zlib.h `deflateInit2`: 15 window bits (32 KiB, the most PNG §10 allows); passed negated
    /// for a raw stream, since the zlib wrapper PNG §10 requires is written here.
    private static let zlibWindowBits: Int32 = 15
    /// RFC 1950 §2.2: CMF and FLG.
    private static let zlibHeaderLength = 2
    /// RFC 1950 §2.2: ADLER32.
    private static let adlerLength = 4

    /// The two bytes zlib itself writes for `level` (deflate.c `deflate`), so the stream is the
    /// one zlib would have made: CMF 0x78 (deflate, 32 KiB window); FLG's FLEVEL from the level
    /// (0 for levels 0–1, 1 for 2–5, 2 for 6, 3 above), no dictionary, and FCHECK making the
    /// pair a multiple of 31.
    private static func writeZlibHeader(level: Int, to output: UnsafeMutablePointer<UInt8>) {
        let fastness: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header = UInt16(0x78) << 8 | fastness << 6
        header += 31 - header % 31
        output[0] = UInt8(header >> 8)
        output[1] = UInt8(header & 0xFF)
    }

    /// zlib.h `deflateInit2`: memLevel 8 is zlib's own default (`DEF_MEM_LEVEL` in zutil.h).
    private static let zlibMemoryLevel: Int32 = 8
}

/// PNG §11.2.2, Table 11.1: the colour types the encoder writes.
private enum ColourType {
    static let truecolour: UInt8 = 2
    static let truecolourWithAlpha: UInt8 = 6
}

/// PNG §9.2, Table 9.1: the filter type the encoder writes before each row.
private enum FilterType {
    static let none: UInt8 = 0
}

/// PNG §11: the chunk types the encoders write, as their four ASCII bytes.
enum PNGChunkType {
    static let header = Array("IHDR".utf8)
    static let text = Array("tEXt".utf8)
    static let internationalText = Array("iTXt".utf8)
    static let imageData = Array("IDAT".utf8)
    static let end = Array("IEND".utf8)
}

/// Writes bytes and whole chunks into memory sized in advance by the caller.
struct PNGChunkWriter {
    let base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    init(base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    mutating func append(_ bytes: some Collection<UInt8>) {
        for byte in bytes {
            base[count] = byte
            count += 1
        }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        (base + count).update(from: bytes.baseAddress!, count: bytes.count)
        count += bytes.count
    }

    /// PNG §7.1: multi-byte integers are big-endian ("network byte order").
    mutating func append(bigEndian value: UInt32) {
        withUnsafeBytes(of: value.bigEndian) { append($0.bindMemory(to: UInt8.self)) }
    }

    /// Writes one chunk (PNG §5.3): length, type, the data `writeData` appends (exactly
    /// `length` bytes), then the CRC-32 of type and data (PNG §5.5, the CRC zlib computes).
    mutating func appendChunk(type: [UInt8], length: Int, _ writeData: (inout PNGChunkWriter) -> Void) {
        append(bigEndian: UInt32(length))
        let typeStart = count
        append(type)
        writeData(&self)
        precondition(count - typeStart == type.count + length, "chunk data is not the declared \(length) bytes")
        append(bigEndian: UInt32(crc32(0, base + typeStart, uInt(count - typeStart))))
    }
}

/// Converts Cairo's premultiplied ARGB32 pixels to PNG's straight (un-premultiplied) colour.
///
/// A channel `c` with alpha `a > 0` becomes `min(255, (c * 255 + a / 2) / a)`: the rounded
/// inverse of Cairo's premultiplication, clamped in case `c > a` (which valid premultiplied
/// data never has). Alpha 255 leaves `c` unchanged under that formula, so opaque pixels are
/// copied; alpha 0 has no colour, and becomes 0, 0, 0, 0.
private enum StraightColour {
    /// Writes `count` opaque pixels as R, G, B triples. Cairo's ARGB32 on the little-endian
    /// machines Cutaway runs on stores each pixel as B, G, R, A (see `RasterImage`).
    static func writeRGB(from source: UnsafePointer<UInt8>, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        // A pixel read as one little-endian word is 0xAARRGGBB; byte-swapped and shifted it is
        // 0x00BBGGRR, whose low three bytes are R, G, B in memory order. Four pixels make
        // three words.
        let input = UnsafeRawPointer(source), output = UnsafeMutableRawPointer(destination)
        func rgb(_ x: Int) -> UInt32 { input.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self).byteSwapped >> 8 }
        var x = 0
        while x + 4 <= count {
            let a = rgb(x), b = rgb(x + 1), c = rgb(x + 2), d = rgb(x + 3)
            let out = 3 * x
            output.storeBytes(of: (a | b << 24).littleEndian, toByteOffset: out, as: UInt32.self)
            output.storeBytes(of: (b >> 8 | c << 16).littleEndian, toByteOffset: out + 4, as: UInt32.self)
            output.storeBytes(of: (c >> 16 | d << 8).littleEndian, toByteOffset: out + 8, as: UInt32.self)
            x += 4
        }
        while x < count {
            let pixel = rgb(x)
            destination[3 * x] = UInt8(truncatingIfNeeded: pixel)
            destination[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            destination[3 * x + 2] = UInt8(truncatingIfNeeded: pixel >> 16)
            x += 1
        }
    }

    /// Writes `count` pixels as straight R, G, B, A quadruples.
    static func writeRGBA(from source: UnsafePointer<UInt8>, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        for x in 0..<count {
            let pixel = source + 4 * x, out = destination + 4 * x
            switch pixel[3] {
            case 255:
                out[0] = pixel[2]
                out[1] = pixel[1]
                out[2] = pixel[0]
                out[3] = 255
            case 0:
                out.update(repeating: 0, count: 4)
            case let alpha:
                out[0] = unpremultiply(pixel[2], alpha: alpha)
                out[1] = unpremultiply(pixel[1], alpha: alpha)
                out[2] = unpremultiply(pixel[0], alpha: alpha)
                out[3] = alpha
            }
        }
    }

    private static func unpremultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        let a = UInt32(alpha)
        return UInt8(min(255, (UInt32(channel) * 255 + a / 2) / a))
    }
}

extension RasterImage {
    /// Whether every pixel has alpha 255.
    var isOpaque: Bool {
        bytes.withUnsafeBytes { source in
            // Two pixels a word: both alpha bytes (the top byte of each half) must be 0xFF.
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            for y in 0..<height {
                let row = source.baseAddress! + y * bytesPerRow
                var x = 0
                var all = alphas
                while x + 2 <= width {
                    all &= row.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self)
                    x += 2
                }
                if x < width { all &= UInt64(row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)) | 0xFF00_0000_0000_0000 }
                if all != alphas { return false }
            }
            return true
        }
    }

    /// The pixels as straight (un-premultiplied) R, G, B, A bytes, `width * 4` per row with no
    /// padding: the same conversion `PNGEncoder` writes, in the layout `PNGDecoder` returns,
    /// so that a frame can be compared with its decoded PNG.
    public func straightRGBA() -> [UInt8] {
        guard width > 0 && height > 0 else { return [] }
        let rowLength = width * 4
        return [UInt8](unsafeUninitializedCapacity: rowLength * height) { buffer, initializedCount in
            bytes.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    StraightColour.writeRGBA(from: source.baseAddress! + y * bytesPerRow, count: width, to: buffer.baseAddress! + y * rowLength)
                }
            }
            initializedCount = rowLength * height
        }
    }
}
