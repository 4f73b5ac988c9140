/// The animated PNG mutations (APNG §2): acTL's counts, fcTL's region and operations, frames
/// added and removed, and frame data regenerated to fit its region.
extension PNGMutator {
    func mutateAnimation(_ list: inout PNGChunkList, others: [[UInt8]], random: inout FuzzRandom) {
        switch random.below(9) {
        case 0, 1: Self.patchFrameControl(&list, random: &random)
        case 2: Self.patchAnimationControl(&list, random: &random)
        case 3: Self.addFrame(&list, random: &random)
        case 4: Self.removeFrame(&list, random: &random)
        case 5: Self.regenerateFrameData(&list, at: nil, random: &random)
        case 6: Self.convertDataChunk(&list, random: &random)
        case 7: Self.enlargeCanvas(&list, random: &random)
        default:
            Self.fixFrameCount(&list)
            mutateChunks(&list, others: others, random: &random)
        }
    }

    /// APNG §2.2: fcTL is sequence_number (0), width (4), height (8), x_offset (12),
    /// y_offset (16), delay_num (20), delay_den (22), dispose_op (24), blend_op (25).
    static func patchFrameControl(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        let controls = list.indices(of: "fcTL").filter { list.chunks[$0].data.count == 26 }
        guard !controls.isEmpty, let header = list.header else { return }
        let index = random.element(of: controls)
        let field = random.below(7)
        var data = list.chunks[index].data
        switch field {
        case 0...3:
            let offset = 4 + 4 * field
            let canvasSide = field % 2 == 0 ? header.width : header.height
            let current = Int(PNGChunkList.bigEndianUInt32(data, at: offset))
            // Values just inside and just past the canvas edge, or any edge value.
            let nearEdge = [canvasSide - current, canvasSide - current + 1, canvasSide, canvasSide + 1, current + 1, current - 1]
                .map { UInt32(truncatingIfNeeded: max($0, 0)) }
            let value = random.chance(1, in: 2) ? random.element(of: nearEdge) : random.element(of: InterestingValues.dimensions)
            PNGChunkList.setBigEndianUInt32(value, in: &data, at: offset)
        case 4:
            data.replaceSubrange(20..<24, with: (0..<4).map { _ in random.chance(1, in: 2) ? 0 : random.byte() })
        case 5:
            data[24] = random.chance(3, in: 4) ? UInt8(random.below(4)) : random.byte()
        default:
            data[25] = random.chance(3, in: 4) ? UInt8(random.below(3)) : random.byte()
        }
        list.chunks[index].data = data
        if field < 4 && random.chance(1, in: 2) { regenerateFrameData(&list, at: index, random: &random) }
    }

    /// Makes the canvas large, keeping the frames as they are: the canvas is allocated whole,
    /// and copied for every frame. A default image that is the first frame must cover the
    /// canvas (APNG §2.2), so its fcTL grows with it.
    static func enlargeCanvas(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        guard let header = list.indices(of: "IHDR").first, list.chunks[header].data.count == 13 else { return }
        // Sides from 2¹¹ (an RGBA canvas of 16 MiB, dozens of frames of which fit the ceiling)
        // and 2¹² (64 MiB: sixteen frames reach it) to PNG's largest.
        let sides: [UInt32] = [2048, 4096] + InterestingValues.dimensions.filter { $0 > 4096 && $0 <= 0x7FFF_FFFF }
        let width = random.element(of: sides), height = random.element(of: sides)
        PNGChunkList.setBigEndianUInt32(width, in: &list.chunks[header].data, at: 0)
        PNGChunkList.setBigEndianUInt32(height, in: &list.chunks[header].data, at: 4)
        if let first = list.indices(of: "fcTL").first, let image = list.indices(of: "IDAT").first, first < image,
           list.chunks[first].data.count == 26 {
            PNGChunkList.setBigEndianUInt32(width, in: &list.chunks[first].data, at: 4)
            PNGChunkList.setBigEndianUInt32(height, in: &list.chunks[first].data, at: 8)
        }
        fixFrameCount(&list)
    }

    /// APNG §2.1: acTL is num_frames (0) and num_plays (4).
    static func patchAnimationControl(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        guard let index = list.indices(of: "acTL").first, list.chunks[index].data.count == 8 else { return }
        let frames = UInt32(list.indices(of: "fcTL").count)
        let values = [frames, frames &+ 1, frames &- 1] + InterestingValues.thirtyTwoBit
        PNGChunkList.setBigEndianUInt32(random.element(of: values), in: &list.chunks[index].data, at: random.chance(3, in: 4) ? 0 : 4)
    }

    /// Adds a frame before IEND: an fcTL for a random region inside the canvas and fdAT data
    /// that fits it, and counts it in acTL.
    static func addFrame(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        guard let header = list.header, header.width > 0, header.height > 0 else { return }
        let width = random.integer(in: 1...min(header.width, 64)), height = random.integer(in: 1...min(header.height, 64))
        let x = random.integer(in: 0...header.width - width), y = random.integer(in: 0...header.height - height)
        var control = [UInt8](repeating: 0, count: 26)
        for (offset, value) in [(4, width), (8, height), (12, x), (16, y)] {
            PNGChunkList.setBigEndianUInt32(UInt32(truncatingIfNeeded: value), in: &control, at: offset)
        }
        control[21] = 1
        control[24] = UInt8(random.below(3))
        control[25] = UInt8(random.below(2))
        let position = list.indices(of: "IEND").last ?? list.chunks.count
        list.chunks.insert(PNGChunkList.Chunk("fcTL", control), at: position)
        regenerateFrameData(&list, at: position, random: &random)
        fixFrameCount(&list)
    }

    /// Removes one fcTL and the fdATs after it.
    static func removeFrame(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        let controls = list.indices(of: "fcTL")
        guard !controls.isEmpty else { return }
        let index = random.element(of: controls)
        var end = index + 1
        while end < list.chunks.count && list.chunks[end].isType("fdAT") { end += 1 }
        list.chunks.removeSubrange(index..<end)
        if random.chance(3, in: 4) { fixFrameCount(&list) }
    }

    /// Gives the frame of the fcTL at `index` (a random one when `nil`) new data fitting its
    /// region: the IDATs after it if they follow directly, else fdATs.
    static func regenerateFrameData(_ list: inout PNGChunkList, at index: Int?, random: inout FuzzRandom) {
        let controls = list.indices(of: "fcTL").filter { list.chunks[$0].data.count == 26 }
        guard let header = list.header, let index = index ?? (controls.isEmpty ? nil : random.element(of: controls)),
              list.chunks[index].data.count == 26 else { return }
        let control = list.chunks[index].data
        let width = Int(PNGChunkList.bigEndianUInt32(control, at: 4)), height = Int(PNGChunkList.bigEndianUInt32(control, at: 8))
        guard let data = imageData(width: width, height: height, channels: header.channels, random: &random) else { return }
        var end = index + 1
        let isDefaultImage = end < list.chunks.count && list.chunks[end].isType("IDAT")
        let dataType = isDefaultImage ? "IDAT" : "fdAT"
        while end < list.chunks.count && list.chunks[end].isType(dataType) { end += 1 }
        let pieces = split(StoredZlib.stream(data), into: random.smallCount(maximum: 3))
        // fdAT starts with a sequence number; renumbering sets it.
        let chunks = pieces.map { PNGChunkList.Chunk(dataType, isDefaultImage ? $0 : [0, 0, 0, 0] + $0) }
        list.chunks.replaceSubrange(index + 1..<end, with: chunks)
    }

    /// Turns an IDAT into an fdAT or back (APNG §2.3: fdAT is IDAT's data after a sequence number).
    static func convertDataChunk(_ list: inout PNGChunkList, random: inout FuzzRandom) {
        let candidates = list.indices(of: "IDAT") + list.indices(of: "fdAT")
        guard !candidates.isEmpty else { return }
        let index = random.element(of: candidates)
        if list.chunks[index].isType("IDAT") {
            list.chunks[index] = PNGChunkList.Chunk("fdAT", [0, 0, 0, 0] + list.chunks[index].data)
        } else {
            list.chunks[index] = PNGChunkList.Chunk("IDAT", Array(list.chunks[index].data.dropFirst(4)))
        }
    }

    /// Numbers the fcTL and fdAT chunks 0, 1, 2, … in file order (APNG §2).
    static func renumberSequence(_ list: inout PNGChunkList) {
        var next: UInt32 = 0
        for index in list.chunks.indices where (list.chunks[index].isType("fcTL") || list.chunks[index].isType("fdAT")) && list.chunks[index].data.count >= 4 {
            PNGChunkList.setBigEndianUInt32(next, in: &list.chunks[index].data, at: 0)
            next &+= 1
        }
    }

    /// Sets acTL's num_frames to the number of fcTLs (APNG §2.1).
    static func fixFrameCount(_ list: inout PNGChunkList) {
        guard let index = list.indices(of: "acTL").first, list.chunks[index].data.count == 8 else { return }
        PNGChunkList.setBigEndianUInt32(UInt32(list.indices(of: "fcTL").count), in: &list.chunks[index].data, at: 0)
    }
}
