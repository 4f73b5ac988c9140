import CCairoPango

/// Inflates one image's zlib stream (PNG §10) as its chunks arrive and hands back each
/// scanline once it is whole and unfiltered (PNG §9.2), so decoding holds two scanlines, never
/// the whole inflated stream.
///
/// Why not inflate everything first: the header's size is a claim. Inflating into a buffer of
/// the claimed size allocates what a 65-byte file asks for, and reading the stream to its end
/// to check it lets a small chunk inflate for as long as it likes. Here inflate writes only
/// into the current row; what it produces after the last row goes into one spare byte, and the
/// first byte there is `PNGError.imageDataTooLong`. A decompression bomb therefore costs no
/// more time than the image its header describes, which `ImageDecodingLimits` bounds.
///
/// How it works: rows are a filter-type byte and `rowLength` samples. The two row buffers take
/// turns: inflate fills the current one; when it is full it is unfiltered against the other
/// (the row above, zeros for the first row) and handed to the caller, then becomes the row
/// above. The z_stream lives on the heap, because zlib checks that it never moves while in use,
/// and is freed in `deinit`.
final class ScanlineDecoder {
    let header: PNGDecoder.Header
    private let stream: UnsafeMutablePointer<z_stream>
    /// Two rows of `1 + rowLength` bytes each: the one being filled and the one above it.
    private let rows: UnsafeMutableBufferPointer<UInt8>
    /// Receives what inflate produces after the last row, to find out whether it produces any.
    private let spare = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// Bytes of the current row inflated so far.
    private var filled = 0
    /// Rows handed to the caller.
    private(set) var completedRows = 0
    /// Whether inflate reached the end of the zlib stream.
    private(set) var isStreamEnded = false

    init(header: PNGDecoder.Header) throws {
        self.header = header
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        rows = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 2 * (1 + header.rowLength))
        rows.initialize(repeating: 0)
        let status = inflateInit_(stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            rows.deallocate()
            spare.deallocate()
            stream.deallocate()
            throw PNGError.zlib(code: status, message: "inflateInit failed")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
        rows.deallocate()
        spare.deallocate()
    }

    private var rowSize: Int { 1 + header.rowLength }

    /// The row being filled when `completedRows` rows are done.
    private func row(_ index: Int) -> UnsafeMutablePointer<UInt8> {
        rows.baseAddress! + (index % 2) * rowSize
    }

    /// Inflates `data`, the next piece of the stream, calling `body` with each row that it
    /// completes: the row's index from 0 and its `rowLength` unfiltered samples. Data after the
    /// end of the stream is ignored, as zlib ignores it.
    func decode(_ data: UnsafeBufferPointer<UInt8>, body: (_ row: Int, _ samples: UnsafePointer<UInt8>) throws -> Void) throws {
        guard let base = data.baseAddress, !data.isEmpty, !isStreamEnded else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base)
        stream.pointee.avail_in = uInt(data.count)
        while stream.pointee.avail_in > 0 && !isStreamEnded {
            let isPastLastRow = completedRows == header.height
            if isPastLastRow {
                stream.pointee.next_out = spare
                stream.pointee.avail_out = 1
            } else {
                stream.pointee.next_out = row(completedRows) + filled
                stream.pointee.avail_out = uInt(rowSize - filled)
            }
            let status = inflate(stream, Z_NO_FLUSH)
            switch status {
            case Z_OK, Z_STREAM_END: isStreamEnded = status == Z_STREAM_END
            default:
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "inflate failed"
                throw PNGError.zlib(code: status, message: message)
            }
            if isPastLastRow {
                guard stream.pointee.avail_out == 1 else { throw PNGError.imageDataTooLong(expected: header.scanlinesCount) }
                continue
            }
            filled = rowSize - Int(stream.pointee.avail_out)
            if filled == rowSize {
                let current = row(completedRows)
                // PNG §9.2 treats the row above the first as zeros.
                let above = completedRows > 0 ? UnsafePointer(row(completedRows - 1)) : nil
                try Self.unfilter(current + 1, length: header.rowLength, above: above.map { $0 + 1 },
                                  bytesPerPixel: header.channels, type: current[0], rowIndex: completedRows)
                try body(completedRows, current + 1)
                completedRows += 1
                filled = 0
            }
        }
    }

    /// Checks that the stream ended after exactly the rows the header implies.
    func finish() throws {
        guard isStreamEnded else {
            throw PNGError.zlib(code: Z_BUF_ERROR, message: "image data ends inside the zlib stream")
        }
        guard completedRows == header.height else {
            throw PNGError.imageDataSizeMismatch(expected: header.scanlinesCount, actual: Int(stream.pointee.total_out))
        }
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
}
