/// Decides whether a differing pixel is content that moved by less than a pixel or two rather
/// than a change: the rule behind `ImageComparisonOptions.shiftTolerance`.
///
/// Why: text set a fraction of a pixel elsewhere is hinted again, and a stem lands on the next
/// pixel column; an edge rounded differently moves by a pixel. Such pixels change completely,
/// so neither a colour threshold nor pixelmatch's antialiasing test forgives them. But they
/// only trade places: each colour is still there, nearby, in the other image.
///
/// How it works: a pixel is a shift when its colour in the actual image is found within
/// `radius` pixels of the same place in the expected image, *and* its expected colour within
/// `radius` pixels in the actual image (both ways, so that a region that turned lighter
/// everywhere, whose darkest colour is gone, still counts). "Found" means equal, or within the
/// comparison's colour threshold.
///
/// Design boundaries: a region narrower than about 2 × radius + 1 pixels that changes to a
/// colour found right beside it is forgiven, so at scale 1 a 1-point move of a hairline passes;
/// at the 2x and 3x of iOS screens, a 1-point move is 2 or 3 pixels and fails.
extension PixelGrid {
    func contains<Measure: PixelDistanceMeasure>(
        _ pixel: PackedPixel, nearX x: Int, y: Int, within radius: Int, measure: Measure
    ) -> Bool {
        let left = max(x - radius, 0), right = min(x + radius, width - 1)
        let top = max(y - radius, 0), bottom = min(y + radius, height - 1)
        for neighbourY in top...bottom {
            for neighbourX in left...right {
                let neighbour = self[neighbourX, neighbourY]
                if neighbour == pixel || measure.isWithinLimit(neighbour, pixel) { return true }
            }
        }
        return false
    }
}
