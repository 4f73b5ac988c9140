import Testing
@testable import CutawayRender

/// `ScanlineDecoder`: rows handed back as soon as they are whole, however the stream is cut,
/// and inflating stopped one byte past the header's size.
@Suite struct ScanlineDecoderTests {
    /// A 3×2 greyscale header: rows of 1 filter byte + 3 samples.
    private func header() throws -> PNGDecoder.Header {
        let ihdr = Build.bigEndian(3) + Build.bigEndian(2) + [8, 0, 0, 0, 0]
        return try ihdr.withUnsafeBufferPointer { try PNGDecoder.Header($0) }
    }

    @Test func rowsArriveAsSoonAsTheyAreWholeEvenFedAByteAtATime() throws {
        // Row 0 None [10, 20, 30]; row 1 Up [1, 1, 1] over it: [11, 21, 31].
        let stream = Build.zlibStored([0, 10, 20, 30, 2, 1, 1, 1])
        let decoder = try ScanlineDecoder(header: header())
        var rows: [(index: Int, fedBytes: Int, samples: [UInt8])] = []
        for (fed, byte) in stream.enumerated() {
            try [byte].withUnsafeBufferPointer { piece in
                try decoder.decode(piece) { index, samples in rows.append((index, fed + 1, Array(UnsafeBufferPointer(start: samples, count: 3)))) }
            }
        }
        try decoder.finish()
        #expect(rows.map(\.index) == [0, 1])
        #expect(rows.map(\.samples) == [[10, 20, 30], [11, 21, 31]])
        // zlib header (2) + stored block header (5) + row 0 (4 bytes): row 0 is out at byte 11.
        #expect(rows[0].fedBytes == 11)
    }

    @Test func oneByteBeyondTheHeaderStopsInflating() throws {
        let stream = Build.zlibStored([0, 10, 20, 30, 0, 1, 2, 3, 99])
        let decoder = try ScanlineDecoder(header: header())
        var rowCount = 0
        #expect(throws: PNGError.imageDataTooLong(expected: 8)) {
            try stream.withUnsafeBufferPointer { try decoder.decode($0) { _, _ in rowCount += 1 } }
        }
        #expect(rowCount == 2)
    }
}
