/// PNG files assembled byte by byte, independently of `PNGEncoder` and of zlib's deflate.
enum Build {
    /// PNG §5.2.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// CRC-32 as PNG uses it (PNG Annex D): reflected polynomial 0xEDB88320, initial value and
    /// final XOR 0xFFFFFFFF, computed bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// RFC 1950 §8.2: Adler-32, two sums modulo 65521, the largest prime below 2^16.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// A zlib stream (RFC 1950) of uncompressed "stored" deflate blocks (RFC 1951 §3.2.4).
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        let blockSize = 65535  // the largest stored block: LEN is 16 bits
        var start = 0
        repeat {
            let end = min(start + blockSize, bytes.count)
            let length = UInt16(end - start)
            // One header byte: BFINAL in bit 0, BTYPE 00 (stored), then padding to the byte.
            stream.append(end == bytes.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        return stream + bigEndian(adler32(bytes))
    }

    /// A zlib stream (RFC 1950) of `runs`, each `count` copies of `byte`, as one deflate block
    /// with the fixed Huffman codes (RFC 1951 §3.2.6): a run is its byte as a literal, then
    /// matches of length 258 at distance 1, then the rest as literals. 258 bytes cost 13 bits,
    /// so a quarter of a gigabyte of zeros is a 1.7 MB stream, made in well under a second, and
    /// a small stream can claim a huge image or inflate far past one.
    static func zlibRuns(_ runs: [(byte: UInt8, count: Int)]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(0b1, count: 1)  // BFINAL: the last block.
        writer.write(0b01, count: 2)  // BTYPE 01: fixed Huffman codes.
        for run in runs where run.count > 0 {
            writer.writeLiteral(run.byte)
            let matches = (run.count - 1) / 258
            for _ in 0..<matches {
                writer.writeHuffman(0b1100_0101, count: 8)  // length code 285 (= 280 + 5): 258 bytes
                writer.writeHuffman(0, count: 5)  // distance code 0: distance 1, no extra bits
            }
            for _ in 0..<(run.count - 1) % 258 { writer.writeLiteral(run.byte) }
        }
        writer.writeHuffman(0, count: 7)  // code 256: end of block
        return [0x78, 0x01] + writer.finish() + bigEndian(adler32(runs: runs))
    }

    /// RFC 1950 §8.2's Adler-32 of `runs`, computed per run in closed form: a run of `c` bytes
    /// `v` adds c·v to A and c·A + v·c(c+1)/2 to B, modulo 65521.
    static func adler32(runs: [(byte: UInt8, count: Int)]) -> UInt32 {
        let modulus = 65521
        var (a, b) = (1, 0)
        for run in runs {
            let c = run.count, v = Int(run.byte)
            let triangle = c % 2 == 0 ? (c / 2 % modulus) * ((c + 1) % modulus) : (c % modulus) * ((c + 1) / 2 % modulus)
            b = (b + c % modulus * a + v * (triangle % modulus)) % modulus
            a = (a + c % modulus * v) % modulus
        }
        return UInt32(b << 16 | a)
    }

    /// Deflate's bit order (RFC 1951 §3.1.1): bits fill each byte from its least significant;
    /// Huffman codes go in from their most significant bit.
    struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var bitCount = 0

        mutating func write(_ value: UInt64, count: Int) {
            buffer |= value << UInt64(bitCount)
            bitCount += count
            while bitCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                bitCount -= 8
            }
        }

        mutating func writeHuffman(_ code: UInt64, count: Int) {
            var reversed: UInt64 = 0
            for bit in 0..<count where code >> UInt64(bit) & 1 == 1 { reversed |= 1 << UInt64(count - 1 - bit) }
            write(reversed, count: count)
        }

        /// RFC 1951 §3.2.6: literals 0–143 are 8-bit codes from 0b00110000, 144–255 9-bit codes
        /// from 0b110010000.
        mutating func writeLiteral(_ byte: UInt8) {
            if byte < 144 { writeHuffman(0b0011_0000 + UInt64(byte), count: 8) } else { writeHuffman(0b1_1001_0000 + UInt64(byte - 144), count: 9) }
        }

        mutating func finish() -> [UInt8] {
            if bitCount > 0 { write(0, count: 8 - bitCount) }
            return bytes
        }
    }

    /// A PNG file of `scanlines` already compressed as `stream`, in one IDAT.
    static func png(width: UInt32, height: UInt32, colourType: UInt8, stream: [UInt8]) -> [UInt8] {
        signature + header(width: width, height: height, colourType: colourType) + chunk("IDAT", stream) + chunk("IEND", [])
    }

    /// One chunk: length, type, data, CRC of type and data (PNG §5.3).
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// An IHDR chunk (PNG §11.2.2) with compression and filter method 0.
    static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colourType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colourType, 0, 0, interlace])
    }

    /// A complete 8-bit PNG of already-filtered `scanlines`, with `before` chunks between IHDR
    /// and the single IDAT.
    static func png(width: UInt32, height: UInt32, colourType: UInt8, scanlines: [UInt8], before: [[UInt8]] = []) -> [UInt8] {
        signature + header(width: width, height: height, colourType: colourType)
            + before.flatMap { $0 } + chunk("IDAT", zlibStored(scanlines)) + chunk("IEND", [])
    }

    /// Filters `rows` with the given filter type per row (PNG §9.2), written forwards from the
    /// specification's definitions, each row prefixed with its type byte.
    static func filter(_ rows: [[UInt8]], types: [UInt8], bytesPerPixel bpp: Int) -> [UInt8] {
        var scanlines: [UInt8] = []
        for (y, row) in rows.enumerated() {
            let above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: row.count)
            scanlines.append(types[y])
            for i in row.indices {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(above[i]), c = i >= bpp ? Int(above[i - bpp]) : 0
                let prediction: Int
                switch types[y] {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                default:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                }
                scanlines.append(UInt8(truncatingIfNeeded: Int(row[i]) - prediction))
            }
        }
        return scanlines
    }

    /// PNG §7.1: big-endian.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
