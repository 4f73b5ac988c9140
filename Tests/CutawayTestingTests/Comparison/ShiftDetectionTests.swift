import Testing
@testable import CutawayTesting

/// The shift rule (`ImageComparisonOptions.shiftTolerance`) on its own: antialiasing detection
/// off and every counted pixel kept, so each number is the rule's alone.
@Suite struct ShiftDetectionTests {
    /// A white 12 × 12 image with a one-pixel black column at `x` (and `grey` level).
    func line(at x: Int, level: UInt8 = 0) -> RGBAImage {
        var image = RGBAImage(width: 12, height: 12, red: 255, green: 255, blue: 255)
        for y in 0..<12 { image.setPixel(x: x, y: y, red: level, green: level, blue: level) }
        return image
    }

    func options(tolerance: Int) -> ImageComparisonOptions {
        ImageComparisonOptions(detectsAntialiasing: false, shiftTolerance: tolerance, minimumClusterSize: 1)
    }

    @Test func aLineMovedByOnePixelIsAShift() {
        // Columns 5 and 6 change in all 12 rows; each colour is one pixel away in the other image.
        let result = compareImages(line(at: 6), line(at: 5), options: options(tolerance: 1))
        #expect(result.shiftedPixelCount == 24)
        #expect(result.differentPixelCount == 0)
        #expect(result.verdict == .withinTolerance)
        // Without the rule, the same 24 pixels count.
        #expect(compareImages(line(at: 6), line(at: 5), options: options(tolerance: 0)).differentPixelCount == 24)
    }

    @Test func aLineMovedByTwoPixelsIsAChangeUnlessTheToleranceIsTwo() {
        // Column 7's black and column 5's black are two pixels apart: neither is found within one.
        let one = compareImages(line(at: 7), line(at: 5), options: options(tolerance: 1))
        #expect(one.differentPixelCount == 24)
        #expect(one.shiftedPixelCount == 0)
        let two = compareImages(line(at: 7), line(at: 5), options: options(tolerance: 2))
        #expect(two.differentPixelCount == 0)
        #expect(two.shiftedPixelCount == 24)
    }

    @Test func aLineThatTurnedGreyInPlaceIsAChange() {
        // Grey 128 appears nowhere in the black-on-white image: the rule needs both colours found.
        let result = compareImages(line(at: 5, level: 128), line(at: 5), options: options(tolerance: 1))
        #expect(result.differentPixelCount == 12)
        #expect(result.shiftedPixelCount == 0)
    }

    @Test func aColourFoundOnlyOneWayIsAChange() {
        // A black line grows to two columns: column 6 turns black, which is found a pixel away in
        // the expected image, but its expected white is found beside it in the actual image too,
        // so it is a shift; a line that doubled into a wide bar of another grey is not.
        let grown = compareImages(line(at: 5).paintingColumn(6, level: 0), line(at: 5), options: options(tolerance: 1))
        #expect(grown.shiftedPixelCount == 12)
        let bar = line(at: 5, level: 90).paintingColumn(6, level: 90)
        let recoloured = compareImages(bar, line(at: 5), options: options(tolerance: 1))
        #expect(recoloured.differentPixelCount == 24)
    }

    @Test func shiftsAreBlueInTheDiffImage() throws {
        let result = compareImages(line(at: 6), line(at: 5), options: options(tolerance: 1), diffImage: true)
        let diff = try #require(result.diff)
        #expect(diff.pixel(x: 5, y: 0) == (0, 180, 255, 255))
        #expect(diff.pixel(x: 6, y: 11) == (0, 180, 255, 255))
    }
}

extension RGBAImage {
    fileprivate func paintingColumn(_ x: Int, level: UInt8) -> RGBAImage {
        var image = self
        for y in 0..<height { image.setPixel(x: x, y: y, red: level, green: level, blue: level) }
        return image
    }
}
