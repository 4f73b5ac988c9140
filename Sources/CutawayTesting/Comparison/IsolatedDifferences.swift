/// Finds the counted pixels that stand alone: clusters of touching pixels (diagonals included)
/// smaller than `ImageComparisonOptions.minimumClusterSize`.
///
/// Why: after antialiasing and shifts are forgiven, text set a fraction of a pixel elsewhere
/// still leaves a speck or two where hinting opened or closed the gap between two stems (a
/// white pixel between two letters turns mid-grey). No colour of the other image is there to
/// explain it, but one or two pixels at 2x or 3x are below what anyone sees. A real change
/// leaves a connected run: a moved separator is a row of hundreds of pixels, a recoloured
/// glyph or a reshaped corner dozens.
///
/// How it works: the counted pixels (row-major indices, as the scan found them) are marked
/// in a grid of one byte per pixel, and each unvisited one starts a depth-first walk over its
/// eight neighbours. A walk that ends with fewer than `minimumSize` pixels is isolated. Walks
/// start in index order, so the result is the same on every run. Cost: one byte per pixel and
/// a stack no deeper than the counted pixels, only for images that have counted pixels.
enum IsolatedDifferences {
    private static let unmarked: UInt8 = 0, counted: UInt8 = 1, visited: UInt8 = 2

    /// The indices in `indices` (ascending) that lie in clusters of fewer than `minimumSize`,
    /// ascending.
    static func find(in indices: [Int32], width: Int, height: Int, minimumSize: Int) -> [Int32] {
        guard minimumSize > 1, !indices.isEmpty else { return [] }
        var grid = [UInt8](repeating: unmarked, count: width * height)
        for index in indices { grid[Int(index)] = counted }
        var isolated: [Int32] = []
        var stack: [Int32] = []
        var cluster: [Int32] = []
        for start in indices where grid[Int(start)] == counted {
            grid[Int(start)] = visited
            stack.append(start)
            cluster.removeAll(keepingCapacity: true)
            while let index = stack.popLast() {
                if cluster.count < minimumSize { cluster.append(index) }
                let x = Int(index) % width, y = Int(index) / width
                for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) {
                    for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) {
                        let neighbour = neighbourY * width + neighbourX
                        if grid[neighbour] == counted {
                            grid[neighbour] = visited
                            stack.append(Int32(neighbour))
                        }
                    }
                }
            }
            if cluster.count < minimumSize { isolated += cluster }
        }
        return isolated.sorted()
    }
}
