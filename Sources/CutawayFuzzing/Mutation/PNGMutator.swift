/// Mutations that know PNG's chunk structure (PNG §5), for the `png` and `apng` targets.
///
/// Each one changes the chunk list and writes the file back with correct lengths and CRCs,
/// so that the mutation reaches the decoder's checks of the fields themselves. Some regenerate
/// the image data to fit a changed header, so that the filter and compositing code runs on
/// sizes the corpus never had. A few mutations work on the raw bytes, which also tests the
/// CRC and length checks.
struct PNGMutator {
    /// Whether to add the animation mutations (acTL, fcTL, fdAT: APNG §2).
    var isAnimated: Bool

    /// Image data regenerated to fit a header is at most this many bytes before compression:
    /// 1 MiB keeps a stored-block stream quick to write and to inflate (a 512 × 512 RGBA image).
    static let maximumRegeneratedBytes = 1_048_576

    func mutate(_ input: [UInt8], others: [[UInt8]], maximumCount: Int, random: inout FuzzRandom) -> [UInt8] {
        guard random.chance(9, in: 10), var list = PNGChunkList(parsing: input), !list.chunks.isEmpty else {
            var bytes = input
            ByteMutations.mutate(&bytes, others: others, maximumCount: maximumCount, random: &random)
            return bytes
        }
        if isAnimated && random.chance(1, in: 2) {
            mutateAnimation(&list, others: others, random: &random)
            // Most animation mutations want the sequence numbers to stay right, so that the
            // decoder gets past APNG §2's sequence check to the fields that changed.
            if random.chance(3, in: 4) { Self.renumberSequence(&list) }
        } else {
            mutateChunks(&list, others: others, random: &random)
        }
        let bytes = list.bytes
        return bytes.count > maximumCount ? Array(bytes.prefix(maximumCount)) : bytes
    }

    func mutateChunks(_ list: inout PNGChunkList, others: [[UInt8]], random: inout FuzzRandom) {
        switch random.below(12) {
        case 0, 1:
            let index = random.below(list.chunks.count)
            ByteMutations.mutate(&list.chunks[index].data, others: [], maximumCount: Self.maximumRegeneratedBytes, random: &random)
        case 2: Self.patchHeaderDimensions(&list, random: &random)
        case 3: Self.patchHeaderFields(&list, random: &random)
        case 4: Self.regenerateImageData(&list, random: &random)
        case 5: list.chunks.remove(at: random.below(list.chunks.count))
        case 6:
            let index = random.below(list.chunks.count)
            list.chunks.insert(list.chunks[index], at: Self.insertionPoint(in: list, random: &random))
        case 7:
            let chunk = list.chunks.remove(at: random.below(list.chunks.count))
            list.chunks.insert(chunk, at: Self.insertionPoint(in: list, random: &random))
        case 8: list.chunks.insert(Self.newChunk(random: &random), at: Self.insertionPoint(in: list, random: &random))
        case 9: Self.spliceChunk(&list, from: others, random: &random)
        case 10: Self.cutImageData(&list, random: &random)
        default:
            // Rarely, a CRC that does not match: the check itself must hold.
            let index = random.below(list.chunks.count)
            list.chunks[index].forcedCRC = UInt32(truncatingIfNeeded: random.next())
        }
    }

    /// Where to insert a chunk: rarely before IHDR, since PNG §5.6 wants it first and a
    /// decoder stops there; most mutations are meant to reach what comes after.
    static func insertionPoint(in list: PNGChunkList, random: inout FuzzRandom) -> Int {
        random.chance(1, in: 16) || list.chunks.isEmpty ? 0 : random.integer(in: 1...list.chunks.count)
    }

    /// Sets IHDR's width, height or both to edge values (PNG §11.2.2 allows 1…2³¹−1). A
    /// quarter of the time both become large, since a huge image needs both sides long.
    static func patchHeaderDimensions(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        guard let index = list.indices(of: "IHDR").first, list.chunks[index].data.count >= 8 else { return }
        let large = InterestingValues.dimensions.filter { $0 > 4096 }
        let which = random.below(4)
        func value() -> UInt32 { random.element(of: which == 3 ? large : InterestingValues.dimensions) }
        if which != 1 { PNGChunkList.setBigEndianUInt32(value(), in: &list.chunks[index].data, at: 0) }
        if which != 0 { PNGChunkList.setBigEndianUInt32(value(), in: &list.chunks[index].data, at: 4) }
        if random.chance(1, in: 2) { regenerateImageData(&list, random: &random) }
    }

    /// Changes one of IHDR's one-byte fields: bit depth, colour type, compression, filter or
    /// interlace method (PNG §11.2.2), to a value the specification names or any byte.
    static func patchHeaderFields(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        guard let index = list.indices(of: "IHDR").first, list.chunks[index].data.count == 13 else { return }
        let field = 8 + random.below(5)
        let named: [[UInt8]] = [[1, 2, 4, 8, 16], [0, 2, 3, 4, 6], [0, 1], [0, 1], [0, 1]]
        list.chunks[index].data[field] = random.chance(3, in: 4) ? random.element(of: named[field - 8]) : random.byte()
        if random.chance(1, in: 2) { regenerateImageData(&list, random: &random) }
    }

    /// Replaces the IDAT chunks with new image data for the header's size: scanlines of
    /// random filter types and samples (sometimes a few bytes short or long), in a stored-block
    /// zlib stream split over one to three IDATs.
    static func regenerateImageData(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        guard let header = list.header, let data = imageData(width: header.width, height: header.height, channels: header.channels, random: &random) else { return }
        let positions = list.indices(of: "IDAT")
        let insertAt = positions.first ?? max(0, list.chunks.count - 1)
        for index in positions.reversed() { list.chunks.remove(at: index) }
        let pieces = split(StoredZlib.stream(data), into: random.smallCount(maximum: 3))
        list.chunks.insert(contentsOf: pieces.map { PNGChunkList.Chunk("IDAT", $0) }, at: min(insertAt, list.chunks.count))
    }

    /// Uncompressed scanlines (PNG §7.2) for a `width` × `height` image, or `nil` if they
    /// would be larger than `maximumRegeneratedBytes`.
    static func imageData(width: Int, height: Int, channels: Int, random: inout FuzzRandom) -> [UInt8]? {
        let (rowLength, rowOverflow) = width.multipliedReportingOverflow(by: channels)
        let (count, countOverflow) = (rowLength + 1).multipliedReportingOverflow(by: height)
        guard !rowOverflow, !countOverflow, count <= maximumRegeneratedBytes else { return nil }
        var data = [UInt8]()
        data.reserveCapacity(count + 8)
        let isFlat = random.chance(1, in: 2)
        for _ in 0..<height {
            // PNG §9.2: filter types 0…4; now and then one outside them.
            data.append(random.chance(19, in: 20) ? UInt8(random.below(5)) : random.byte())
            let fill = random.byte()
            for _ in 0..<rowLength { data.append(isFlat ? fill : random.byte()) }
        }
        if random.chance(1, in: 8) {
            if random.chance(1, in: 2), !data.isEmpty {
                data.removeLast(random.integer(in: 1...min(data.count, 4)))
            } else {
                data += (0..<random.integer(in: 1...4)).map { _ in random.byte() }
            }
        }
        return data
    }

    /// `bytes` in `count` consecutive pieces (the last ones may be empty).
    static func split(_ bytes: [UInt8], into count: Int) -> [[UInt8]] {
        let size = (bytes.count + count - 1) / max(count, 1)
        return (0..<count).map { piece in
            let start = min(bytes.count, piece * size)
            return Array(bytes[start..<min(bytes.count, start + size)])
        }
    }

    /// A chunk of a type the decoders know or must refuse, with data that is plausible for it.
    static func newChunk(random: inout FuzzRandom) -> PNGChunkList.Chunk {
        // PNG §5.6 and §11; "ABCD" and "abcd" are unknown critical and ancillary types (PNG §5.4).
        let types = ["IHDR", "IDAT", "IEND", "PLTE", "tEXt", "iTXt", "zTXt", "gAMA", "bKGD", "acTL", "fcTL", "fdAT", "ABCD", "abcd"]
        let type = random.element(of: types)
        switch type {
        case "tEXt":
            return PNGChunkList.Chunk(type, textChunkData(random: &random))
        case "iTXt":
            return PNGChunkList.Chunk(type, internationalTextChunkData(random: &random))
        case "IEND":
            return PNGChunkList.Chunk(type, [])
        case "IDAT":
            let data = (0..<random.below(64)).map { _ in random.byte() }
            return PNGChunkList.Chunk(type, random.chance(1, in: 2) ? StoredZlib.stream(data) : data)
        default:
            let lengths = ["IHDR": 13, "acTL": 8, "fcTL": 26, "gAMA": 4]
            let length = random.chance(3, in: 4) ? lengths[type] ?? random.below(32) : random.below(32)
            return PNGChunkList.Chunk(type, (0..<length).map { _ in random.byte() })
        }
    }

    /// tEXt data (PNG §11.3.4.3): a keyword of 0…90 bytes, maybe a NUL, Latin-1 text.
    static func textChunkData(random: inout FuzzRandom) -> [UInt8] {
        let keywordLength = random.element(of: [0, 1, 8, 79, 80, 90])
        var data = [UInt8](repeating: UInt8(ascii: "k"), count: keywordLength)
        if random.chance(7, in: 8) { data.append(0) }
        data += (0..<random.below(40)).map { _ in random.byte() }
        return data
    }

    /// iTXt data (PNG §11.3.4.5): keyword, NUL, compression flag and method, language tag,
    /// NUL, translated keyword, NUL, text; with any of its separators sometimes missing.
    static func internationalTextChunkData(random: inout FuzzRandom) -> [UInt8] {
        var data = [UInt8](repeating: UInt8(ascii: "k"), count: random.element(of: [0, 1, 8, 79, 80]))
        let parts: [[UInt8]] = [[0], [random.chance(3, in: 4) ? 0 : 1, 0], Array("en".utf8), [0], Array("key".utf8), [0]]
        for part in parts where random.chance(11, in: 12) { data += part }
        // Text that is sometimes not UTF-8: a lone continuation byte or an overlong form.
        let texts: [[UInt8]] = [Array("text".utf8), Array("é✓".utf8), [0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], []]
        return data + random.element(of: texts)
    }

    /// Inserts a chunk taken from another corpus entry.
    static func spliceChunk(_ list: inout PNGChunkList, from others: [[UInt8]], random: inout FuzzRandom) {
        guard !others.isEmpty, let other = PNGChunkList(parsing: random.element(of: others)), !other.chunks.isEmpty else { return }
        list.chunks.insert(random.element(of: other.chunks), at: insertionPoint(in: list, random: &random))
    }

    /// Cuts an image data chunk short, so the zlib stream ends early.
    static func cutImageData(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        let candidates = list.indices(of: "IDAT") + list.indices(of: "fdAT")
        guard !candidates.isEmpty else { return }
        let index = random.element(of: candidates)
        let count = list.chunks[index].data.count
        list.chunks[index].data.removeLast(random.integer(in: 0...count))
    }
}
