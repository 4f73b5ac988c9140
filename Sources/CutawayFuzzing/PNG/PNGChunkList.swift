/// A PNG file seen as the list of its chunks (PNG §5.3: length, type, data, CRC), so that
/// mutations can change a chunk's fields and write the file back with correct lengths and
/// CRCs. Without the repair almost every mutation would stop at the decoder's CRC check.
///
/// Reading is lenient: it follows the length fields while they fit, and whatever is left over
/// stays as trailing bytes. Only the signature is required.
struct PNGChunkList {
    struct Chunk {
        /// Four bytes (PNG §5.3), kept as bytes because a mutated type need not be ASCII.
        var type: [UInt8]
        var data: [UInt8]
        /// A CRC to write instead of the right one, for the rare mutation that breaks it.
        var forcedCRC: UInt32?

        init(_ type: String, _ data: [UInt8]) {
            self.type = Array(type.utf8)
            self.data = data
        }

        init(type: [UInt8], data: [UInt8]) {
            self.type = type
            self.data = data
        }

        func isType(_ name: String) -> Bool { type.elementsEqual(name.utf8) }
    }

    /// PNG §5.2: the eight bytes every PNG file starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    var chunks: [Chunk]
    /// Bytes after the last whole chunk.
    var trailing: [UInt8]

    init(chunks: [Chunk], trailing: [UInt8] = []) {
        self.chunks = chunks
        self.trailing = trailing
    }

    /// The chunks of `bytes`, or `nil` if it does not start with the PNG signature.
    init?(parsing bytes: [UInt8]) {
        guard bytes.starts(with: Self.signature) else { return nil }
        var chunks: [Chunk] = []
        var offset = Self.signature.count
        while bytes.count - offset >= 12 {
            let length = Int(Self.bigEndianUInt32(bytes, at: offset))
            guard bytes.count - offset - 12 >= length else { break }
            let type = Array(bytes[offset + 4..<offset + 8])
            var chunk = Chunk(type: type, data: Array(bytes[offset + 8..<offset + 8 + length]))
            let stored = Self.bigEndianUInt32(bytes, at: offset + 8 + length)
            if stored != Checksums.crc32(type + chunk.data) { chunk.forcedCRC = stored }
            chunks.append(chunk)
            offset += 12 + length
        }
        self.init(chunks: chunks, trailing: Array(bytes[offset...]))
    }

    /// The file, with each chunk's length and (unless forced) CRC computed afresh.
    var bytes: [UInt8] {
        var bytes = Self.signature
        for chunk in chunks {
            bytes += ByteMutations.bigEndian(UInt32(chunk.data.count))
            bytes += chunk.type
            bytes += chunk.data
            bytes += ByteMutations.bigEndian(chunk.forcedCRC ?? Checksums.crc32(chunk.type + chunk.data))
        }
        return bytes + trailing
    }

    /// The indices of the chunks of type `name`, in file order.
    func indices(of name: String) -> [Int] {
        chunks.indices.filter { chunks[$0].isType(name) }
    }

    /// The image's size and bytes per pixel from its IHDR (PNG §11.2.2), if the first chunk is
    /// one with 13 bytes and an 8-bit colour type the decoders read; sizes are as stored.
    var header: (width: Int, height: Int, channels: Int)? {
        guard let first = chunks.first, first.isType("IHDR"), first.data.count == 13 else { return nil }
        let channels: Int
        switch first.data[9] {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        return (Int(Self.bigEndianUInt32(first.data, at: 0)), Int(Self.bigEndianUInt32(first.data, at: 4)), channels)
    }

    static func bigEndianUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func setBigEndianUInt32(_ value: UInt32, in bytes: inout [UInt8], at offset: Int) {
        bytes.replaceSubrange(offset..<offset + 4, with: ByteMutations.bigEndian(value))
    }
}
