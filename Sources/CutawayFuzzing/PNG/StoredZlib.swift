/// A zlib stream (RFC 1950) that stores its data uncompressed in deflate's "stored" blocks
/// (RFC 1951 §3.2.4), so that a mutation can give an image new data of any size without a
/// compressor. The decoder under test inflates it with real zlib.
enum StoredZlib {
    static func stream(_ data: [UInt8]) -> [UInt8] {
        // RFC 1950 §2.2: CMF 0x78 is deflate with a 32 KiB window; FLG 0x01 makes
        // CMF × 256 + FLG a multiple of 31, with no preset dictionary.
        var stream: [UInt8] = [0x78, 0x01]
        // RFC 1951 §3.2.4: a stored block holds at most 65,535 bytes.
        let blockSize = 65_535
        var start = 0
        repeat {
            let end = min(data.count, start + blockSize)
            let length = UInt16(end - start)
            // Header bits: BFINAL on the last block, BTYPE 00; then LEN and NLEN, little-endian.
            stream.append(end == data.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        stream += ByteMutations.bigEndian(Checksums.adler32(data))
        return stream
    }
}
