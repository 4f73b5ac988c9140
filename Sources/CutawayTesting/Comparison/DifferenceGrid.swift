/// The counted pixels of a comparison, and which of them stand alone: clusters of touching pixels (diagonals included)
/// smaller than `ImageComparisonOptions.minimumClusterSize`.
///
/// Why: after antialiasing and shifts are forgiven, text set a fraction of a pixel elsewhere
/// still leaves a speck or two where hinting opened or closed the gap between two stems (a
/// white pixel between two letters turns mid-grey). No colour of the other image is there to
/// explain it, but one or two pixels at 2x or 3x are below what anyone sees. A real change
/// leaves a connected run: a moved separator is a row of hundreds of pixels, a recoloured
/// glyph or a reshaped corner dozens.
///
/// How it works: the scan marks counted pixels in a grid of one byte per pixel. From each
/// counted pixel not yet decided, a walk over touching counted pixels stops as soon as it has
/// `minimumSize` of them or meets a pixel already known to be in a large cluster; then all it
/// walked are large. A walk that runs out of pixels first has found a whole cluster, smaller than
/// the minimum: those pixels are isolated. A walk holds at most `minimumSize` pixels, so memory
/// is the grid alone and time is about 8 × minimumSize² checks per counted pixel at worst. The
/// answer depends only on the grid, not on the order pixels are visited in.
struct DifferenceGrid {
    static let none: UInt8 = 0, counted: UInt8 = 1, large: UInt8 = 2, isolated: UInt8 = 3

    let width: Int
    let height: Int
    /// One byte per pixel, row-major: `none`, `counted`, then `large` or `isolated`.
    var marks: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        marks = [UInt8](repeating: Self.none, count: width * height)
    }

    /// Marks every counted pixel in `rows` large or isolated; returns how many are isolated.
    mutating func markIsolated(rows: ClosedRange<Int>, minimumSize: Int) -> Int {
        guard minimumSize > 1 else { return 0 }
        var isolatedCount = 0
        var walk: [Int] = []
        walk.reserveCapacity(minimumSize)
        for start in (rows.lowerBound * width)..<((rows.upperBound + 1) * width) where marks[start] == Self.counted {
            walk.removeAll(keepingCapacity: true)
            walk.append(start)
            var isLarge = false
            var next = 0
            while next < walk.count, walk.count < minimumSize, !isLarge {
                let x = walk[next] % width, y = walk[next] / width
                next += 1
                neighbours: for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) {
                    for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) {
                        let neighbour = neighbourY * width + neighbourX
                        switch marks[neighbour] {
                        case Self.large:
                            isLarge = true
                            break neighbours
                        case Self.counted where !walk.contains(neighbour):
                            walk.append(neighbour)
                            if walk.count >= minimumSize { break neighbours }
                        default:
                            break
                        }
                    }
                }
            }
            let mark = isLarge || walk.count >= minimumSize ? Self.large : Self.isolated
            for index in walk { marks[index] = mark }
            if mark == Self.isolated { isolatedCount += walk.count }
        }
        return isolatedCount
    }
}
