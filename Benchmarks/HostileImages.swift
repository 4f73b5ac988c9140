import Foundation

/// The worst PNGs and APNGs for `cutaway diff`, from the hostile-inputs issue, built byte by
/// byte (PNG §5 chunks, zlib streams of runs in fixed-Huffman deflate) so that none of them
/// needs the memory it claims in order to be made.
enum HostileImages {
    /// 65 bytes: a header that claims `side`² RGBA and an empty zlib stream.
    static func claimingPNG(side: UInt32) -> [UInt8] {
        png(width: side, height: side, colourType: 6, stream: [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    }

    /// A valid greyscale PNG of `width`×`height` pixels of one `grey` level. Black is every
    /// scanline filter None and zeros, one run; another grey is a first row of filter Sub
    /// (type 1: the grey, then zeros, each adding its left neighbour) and the rest of filter Up
    /// (type 2) and zeros, two runs a row.
    static func uniformPNG(width: Int, height: Int, grey: UInt8) -> [UInt8] {
        guard grey != 0 else { return png(width: UInt32(width), height: UInt32(height), colourType: 0, stream: zlibRuns([(0, height * (1 + width))])) }
        var runs: [(byte: UInt8, count: Int)] = [(1, 1), (grey, 1), (0, width - 1)]
        for _ in 1..<height { runs += [(2, 1), (0, width)] }
        return png(width: UInt32(width), height: UInt32(height), colourType: 0, stream: zlibRuns(runs))
    }

    /// A 1×1 greyscale PNG whose image data inflates to `inflatedBytes` zeros.
    static func decompressionBomb(inflatedBytes: Int) -> [UInt8] {
        png(width: 1, height: 1, colourType: 0, stream: zlibRuns([(0, inflatedBytes)]))
    }

    /// `frames` frames on a transparent `side`² RGBA canvas: the default image, then frame k
    /// drawing pixel (k, 0) red, blend OVER, dispose NONE (the 1,000 × 2000²).
    static func onePixelFrames(_ frames: Int, side: Int) -> [UInt8] {
        func frameControl(_ sequence: Int, width: Int, height: Int, x: Int) -> [UInt8] {
            chunk("fcTL", bigEndian(sequence) + bigEndian(width) + bigEndian(height) + bigEndian(x) + bigEndian(0) + [0, 1, 0, 10, 0, 1])
        }
        var file = signature + chunk("IHDR", bigEndian(side) + bigEndian(side) + [8, 6, 0, 0, 0])
        file += chunk("acTL", bigEndian(frames) + bigEndian(0))
        file += frameControl(0, width: side, height: side, x: 0)
        file += chunk("IDAT", zlibRuns([(0, side * (1 + side * 4))]))
        for k in 1..<frames {
            file += frameControl(2 * k - 1, width: 1, height: 1, x: k)
            file += chunk("fdAT", bigEndian(2 * k) + zlibRuns([(0, 1), (255, 1), (0, 2), (255, 1)]))
        }
        return file + chunk("IEND", [])
    }

    // MARK: PNG and zlib by hand

    /// PNG §5.2.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    static func png(width: UInt32, height: UInt32, colourType: UInt8, stream: [UInt8]) -> [UInt8] {
        signature + chunk("IHDR", bigEndian(Int(width)) + bigEndian(Int(height)) + [8, colourType, 0, 0, 0])
            + chunk("IDAT", stream) + chunk("IEND", [])
    }

    /// One chunk: length, type, data, CRC-32 of type and data (PNG §5.3).
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(data.count) + typeAndData + bigEndian(Int(crc32(typeAndData)))
    }

    /// PNG Annex D: CRC-32 with the reflected polynomial 0xEDB88320, from a table of the 256
    /// byte values.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ crc >> 8 }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    /// A zlib stream (RFC 1950) of `runs` as one fixed-Huffman deflate block (RFC 1951 §3.2.6):
    /// each run is its byte as a literal, then matches of 258 at distance 1 (13 bits each), then
    /// the rest as literals.
    static func zlibRuns(_ runs: [(byte: UInt8, count: Int)]) -> [UInt8] {
        var bytes: [UInt8] = [0x78, 0x01]  // CMF: deflate, 32 KiB window; FLG makes CMF·256 + FLG ≡ 0 (mod 31)
        var buffer: UInt64 = 0, bitCount: UInt64 = 0
        func write(_ value: UInt64, _ count: UInt64) {
            buffer |= value << bitCount
            bitCount += count
            while bitCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                bitCount -= 8
            }
        }
        /// Huffman codes go in from their most significant bit (RFC 1951 §3.1.1).
        func writeCode(_ code: UInt64, _ count: UInt64) {
            var reversed: UInt64 = 0
            for bit in 0..<count where code >> bit & 1 == 1 { reversed |= 1 << (count - 1 - bit) }
            write(reversed, count)
        }
        func writeLiteral(_ byte: UInt8) {
            if byte < 144 { writeCode(0b0011_0000 + UInt64(byte), 8) } else { writeCode(0b1_1001_0000 + UInt64(byte - 144), 9) }
        }
        write(0b011, 3)  // BFINAL 1, BTYPE 01 (fixed Huffman codes)
        // Length code 285 (258 bytes, 8 bits 11000101) then distance code 0 (distance 1, 5 bits).
        var match: UInt64 = 0
        for bit in 0..<8 where 0b1100_0101 >> (7 - bit) & 1 == 1 { match |= 1 << UInt64(bit) }
        for run in runs where run.count > 0 {
            writeLiteral(run.byte)
            for _ in 0..<(run.count - 1) / 258 { write(match, 13) }
            for _ in 0..<(run.count - 1) % 258 { writeLiteral(run.byte) }
        }
        writeCode(0, 7)  // code 256, end of block
        if bitCount > 0 { write(0, 8 - bitCount) }
        // RFC 1950 §8.2: Adler-32; a run of c bytes v adds c·v to A and c·A + v·c(c+1)/2 to B.
        let modulus = 65521
        var (a, b) = (1, 0)
        for run in runs {
            let c = run.count, v = Int(run.byte)
            let triangle = c % 2 == 0 ? (c / 2 % modulus) * ((c + 1) % modulus) : (c % modulus) * ((c + 1) / 2 % modulus)
            b = (b + c % modulus * a + v * (triangle % modulus)) % modulus
            a = (a + c % modulus * v) % modulus
        }
        return bytes + bigEndian(b << 16 | a)
    }

    /// PNG §7.1: four bytes, most significant first.
    static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
