/// Decides whether a differing pixel is an antialiasing artefact rather than a real change:
/// pixelmatch's method, after Vysniauskas, "Anti-aliased Pixel and Intensity Slope Detector"
/// (2009), implemented afresh from that description.
///
/// Why: two rasterisers, or one rasteriser given a shape moved by a fraction of a pixel, shade
/// edge pixels differently. Counting those would make every golden test flaky, so they are
/// reported separately and, by default, not counted.
///
/// How it works: a pixel is taken to be antialiased in an image when, among its 8 neighbours,
///  - at most 2 have the same brightness as it (an edge pixel is a blend, so it rarely
///    matches its neighbours; pixels on the image border count one extra match, as pixelmatch
///    does), and
///  - it lies strictly between a darkest and a brightest neighbour, and
///  - that darkest or that brightest neighbour sits in a flat region — it has at least 3
///    identical neighbours — in *both* images. Edges separate flat regions; texture does not.
///
/// Known simplification (pixelmatch's too): ties for darkest or brightest go to the first
/// neighbour in column-major order, so on a perfectly symmetric edge the choice is arbitrary
/// but deterministic.
struct PixelGrid {
    let bytes: UnsafeRawBufferPointer
    let width: Int
    let height: Int

    @inline(__always) subscript(x: Int, y: Int) -> PackedPixel {
        bytes.packedPixel(at: y &* width &+ x)
    }

    /// Whether the pixel at (x, y) looks like an antialiased edge in this image, using `other`
    /// to confirm that the flat region beside the edge is flat in both images.
    func isAntialiased(x: Int, y: Int, comparedWith other: PixelGrid) -> Bool {
        let left = max(x - 1, 0), right = min(x + 1, width - 1)
        let top = max(y - 1, 0), bottom = min(y + 1, height - 1)
        let centerBrightness = YIQDifference.brightnessOverWhite(self[x, y])
        var equalNeighbours = (x == left || x == right || y == top || y == bottom) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        for neighbourX in left...right {
            for neighbourY in top...bottom where neighbourX != x || neighbourY != y {
                let delta = YIQDifference.brightnessOverWhite(self[neighbourX, neighbourY]) - centerBrightness
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = neighbourX
                    darkestY = neighbourY
                } else if delta > brightest {
                    brightest = delta
                    brightestX = neighbourX
                    brightestY = neighbourY
                }
            }
        }
        // Not between a darker and a brighter neighbour: a ridge or a valley, not an edge.
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(x: darkestX, y: darkestY) && other.hasManySiblings(x: darkestX, y: darkestY))
            || (hasManySiblings(x: brightestX, y: brightestY) && other.hasManySiblings(x: brightestX, y: brightestY))
    }

    /// Whether at least 3 of the pixel's neighbours are byte-for-byte equal to it (border
    /// pixels count one extra, as in pixelmatch).
    func hasManySiblings(x: Int, y: Int) -> Bool {
        let left = max(x - 1, 0), right = min(x + 1, width - 1)
        let top = max(y - 1, 0), bottom = min(y + 1, height - 1)
        let center = self[x, y]
        var equalNeighbours = (x == left || x == right || y == top || y == bottom) ? 1 : 0
        for neighbourX in left...right {
            for neighbourY in top...bottom where neighbourX != x || neighbourY != y {
                if self[neighbourX, neighbourY] == center {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return true }
                }
            }
        }
        return false
    }
}
