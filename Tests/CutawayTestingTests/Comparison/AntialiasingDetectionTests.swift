import Testing
@testable import CutawayTesting

/// pixelmatch's antialiasing test on its own: YIQ colour, every pixel counted, no shift rule
/// (`ImageComparisonOptionsCalibrationTests` checks the default rules together).
@Suite struct AntialiasingDetectionTests {
    let pixelmatch = ImageComparisonOptions(colorDistance: .yiq(), shiftTolerance: 0, minimumClusterSize: 1)

    /// An edge moved by 0.3 px re-shades only its boundary pixels; all of them are antialiasing.
    @Test(arguments: [1.0, 0.6, -0.35, 2.5])
    func subPixelShiftOfAnEdgeIsAntialiasing(slope: Double) {
        let expected = TestImages.antialiasedEdge(width: 48, height: 32, offset: 12, slope: slope)
        let actual = TestImages.antialiasedEdge(width: 48, height: 32, offset: 12.3, slope: slope)
        let result = compareImages(actual, expected, options: pixelmatch)
        // At least one re-shaded pixel per row the edge crosses (it leaves the image early when
        // shallow).
        #expect(result.antialiasedPixelCount >= 14)
        #expect(result.differentPixelCount == 0)
        #expect(result.verdict == .withinTolerance)

        let strict = compareImages(actual, expected, options: .init(colorDistance: .yiq(), detectsAntialiasing: false, shiftTolerance: 0, minimumClusterSize: 1))
        #expect(strict.differentPixelCount == result.antialiasedPixelCount)
        #expect(strict.verdict == .different)
    }

    @Test func anIsolatedChangedPixelIsNotAntialiasing() {
        let expected = TestImages.antialiasedEdge(width: 48, height: 32, offset: 12, slope: 1)
        var actual = expected
        actual.setPixel(x: 40, y: 5, red: 40, green: 40, blue: 40)
        let result = compareImages(actual, expected, options: pixelmatch)
        #expect(result.differentPixelCount == 1)
        #expect(result.antialiasedPixelCount == 0)
    }

    @Test func noiseIsNotAntialiasing() {
        let expected = TestImages.noise(width: 32, height: 32, seed: 1)
        let actual = TestImages.noise(width: 32, height: 32, seed: 2)
        let result = compareImages(actual, expected, options: pixelmatch)
        #expect(result.antialiasedPixelCount == 0)
        #expect(result.differentPixelCount > 900)
    }

    @Test func flatRegionsHaveManySiblingsAndEdgesDoNot() {
        let image = TestImages.antialiasedEdge(width: 16, height: 16, offset: 6, slope: 1)
        image.pixels.withUnsafeBytes { bytes in
            let grid = PixelGrid(bytes: bytes, width: 16, height: 16)
            // The edge x = 6 + y halves the pixels with x − y = 6; left of it is ink, right white.
            #expect(grid.hasManySiblings(x: 1, y: 8))
            #expect(grid.hasManySiblings(x: 14, y: 2))
            #expect(grid.hasManySiblings(x: 0, y: 0))
            // An edge pixel matches only its two diagonal neighbours along the edge.
            #expect(!grid.hasManySiblings(x: 8, y: 2))
            #expect(grid.isAntialiased(x: 8, y: 2, comparedWith: grid))
            #expect(!grid.isAntialiased(x: 1, y: 8, comparedWith: grid))
        }
    }
}
