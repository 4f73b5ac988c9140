/// The two checksums a PNG file carries, in plain Swift so that mutations can repair them
/// without zlib (which only `CutawayRender` may import).
enum Checksums {
    /// CRC-32 as PNG §5.5 defines it: polynomial 0xEDB88320 (reflected), initial value and
    /// final XOR all ones; computed over a chunk's type and data.
    static func crc32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// PNG §D (sample CRC code): the table of CRCs of every byte value.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// Adler-32 (RFC 1950 §8.2), the checksum ending a zlib stream: two sums modulo 65521, the
    /// largest prime below 2¹⁶.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        // RFC 1950's sample code defers the modulo for up to 5552 bytes, the most for which
        // b cannot overflow 32 bits.
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + 5552)
            for byte in bytes[index..<end] {
                a += UInt32(byte)
                b += a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }
}
