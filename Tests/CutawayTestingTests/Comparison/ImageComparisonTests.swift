import Testing
@testable import CutawayTesting

@Suite struct ImageComparisonTests {
    let grey = RGBAImage(width: 8, height: 6, red: 128, green: 128, blue: 128)
    /// The default rules, but every counted pixel kept: most tests here change single pixels,
    /// which the default forgives as specks (`DifferenceGridTests`).
    let everyPixel = ImageComparisonOptions(minimumClusterSize: 1)

    // MARK: Edge cases

    @Test func emptyImagesAreIdentical() {
        let empty = RGBAImage(width: 0, height: 0, pixels: [])
        #expect(compareImages(empty, empty).verdict == .identical)
    }

    @Test func identicalImagesAreIdentical() {
        let result = compareImages(grey, grey, diffImage: true)
        #expect(result.verdict == .identical)
        #expect(result.differentPixelCount == 0)
        #expect(result.differenceBounds == nil)
        #expect(result.maximumColorDistance == 0)
        #expect(result.diff?.width == 8)
    }

    @Test func sizeMismatchIsAVerdictNotACrash() {
        let other = RGBAImage(width: 6, height: 8, red: 128, green: 128, blue: 128)
        let result = compareImages(grey, other, diffImage: true)
        #expect(result.verdict == .sizeMismatch(actual: (8, 6), expected: (6, 8)))
        #expect(result.verdict != .sizeMismatch(actual: (8, 6), expected: (8, 6)))
        #expect(!result.verdict.isPassing)
        #expect(result.diff == nil)
        #expect(result.verdict.description == "size mismatch: actual 8×6, expected 6×8")
    }

    // MARK: Counting

    @Test func onePixelChangedIsExactlyOneDifferingPixel() {
        var actual = grey
        actual.setPixel(x: 5, y: 2, red: 250, green: 20, blue: 20)
        let result = compareImages(actual, grey, options: everyPixel)
        #expect(result.verdict == .different)
        #expect(result.differentPixelCount == 1)
        #expect(result.antialiasedPixelCount == 0)
        #expect(result.differentPixelRatio == 1.0 / 48)
        let bounds = result.differenceBounds
        #expect(bounds?.x == 5 && bounds?.y == 2 && bounds?.width == 1 && bounds?.height == 1)
    }

    @Test func boundsEncloseEveryCountedPixel() {
        var actual = grey
        actual.setPixel(x: 1, y: 4, red: 0, green: 0, blue: 0)
        actual.setPixel(x: 6, y: 1, red: 255, green: 255, blue: 255)
        let result = compareImages(actual, grey, options: .init(detectsAntialiasing: false, minimumClusterSize: 1))
        #expect(result.differentPixelCount == 2)
        let bounds = result.differenceBounds
        #expect(bounds?.x == 1 && bounds?.y == 1 && bounds?.width == 6 && bounds?.height == 4)
    }

    @Test func subThresholdChangesAreNotCounted() {
        var actual = grey
        // 128 → 131 in all channels: a YIQ distance of 3/255 ≈ 0.011·√0.5053, far under 0.1.
        actual.setPixel(x: 3, y: 3, red: 131, green: 131, blue: 131)
        let result = compareImages(actual, grey, options: .init(colorDistance: .yiq(), minimumClusterSize: 1))
        #expect(result.verdict == .withinTolerance)
        #expect(result.differentPixelCount == 0)
        #expect(result.maximumColorDistance > 0 && result.maximumColorDistance < 0.1)
        #expect(result.differenceBounds == nil)
        // With threshold 0, every changed byte counts.
        #expect(compareImages(actual, grey, options: .init(colorDistance: .yiq(threshold: 0), minimumClusterSize: 1)).differentPixelCount == 1)
    }

    @Test func thresholdIsANormalisedDistance() {
        var actual = grey
        actual.setPixel(x: 0, y: 0, red: 255, green: 0, blue: 0)
        let distance = compareImages(actual, grey, options: .init(colorDistance: .yiq())).maximumColorDistance
        #expect(compareImages(actual, grey, options: .init(colorDistance: .yiq(threshold: distance * 0.999), minimumClusterSize: 1)).differentPixelCount == 1)
        #expect(compareImages(actual, grey, options: .init(colorDistance: .yiq(threshold: distance * 1.001))).differentPixelCount == 0)
    }

    // MARK: Tolerances

    @Test func maxDiffPixelsToleratesThatManyPixels() {
        var actual = grey
        for x in 0..<3 { actual.setPixel(x: x, y: 0, red: 0, green: 0, blue: 0) }
        let options = ImageComparisonOptions(detectsAntialiasing: false, maxDiffPixels: 3)
        #expect(compareImages(actual, grey, options: options).verdict == .withinTolerance)
        actual.setPixel(x: 3, y: 0, red: 0, green: 0, blue: 0)
        #expect(compareImages(actual, grey, options: options).verdict == .different)
    }

    @Test func maxDiffPixelRatioToleratesThatFraction() {
        var actual = grey
        for x in 0..<6 { actual.setPixel(x: x, y: 0, red: 0, green: 0, blue: 0) }
        // 6 of 48 pixels = 0.125.
        let loose = compareImages(actual, grey, options: .init(detectsAntialiasing: false, maxDiffPixelRatio: 0.125))
        #expect(loose.verdict == .withinTolerance)
        #expect(loose.differentPixelRatio == 0.125)
        let strict = compareImages(actual, grey, options: .init(detectsAntialiasing: false, maxDiffPixelRatio: 0.1))
        #expect(strict.verdict == .different)
        // Either allowance suffices.
        let either = ImageComparisonOptions(detectsAntialiasing: false, maxDiffPixels: 6, maxDiffPixelRatio: 0.01)
        #expect(compareImages(actual, grey, options: either).verdict == .withinTolerance)
    }

    // MARK: Diff image

    @Test func diffImageUsesPixelmatchColours() throws {
        let expected = TestImages.antialiasedEdge(width: 24, height: 16, offset: 4, slope: 1)
        var actual = TestImages.antialiasedEdge(width: 24, height: 16, offset: 4.3, slope: 1)
        actual.setPixel(x: 20, y: 2, red: 0, green: 0, blue: 255)
        // pixelmatch's own rule: YIQ, and no shift rule (whose pixels are blue).
        let pixelmatch = ImageComparisonOptions(colorDistance: .yiq(), shiftTolerance: 0, minimumClusterSize: 1)
        let result = compareImages(actual, expected, options: pixelmatch, diffImage: true)
        let diff = try #require(result.diff)
        #expect(result.differentPixelCount == 1)
        #expect(result.antialiasedPixelCount > 0)
        #expect(diff.pixel(x: 20, y: 2) == (255, 0, 0, 255))
        var yellow = 0, red = 0
        for y in 0..<16 {
            for x in 0..<24 {
                let pixel = diff.pixel(x: x, y: y)
                if pixel == (255, 255, 0, 255) { yellow += 1 } else if pixel == (255, 0, 0, 255) { red += 1 } else {
                    // Unchanged: grey, 10 % of the expected brightness blended toward white.
                    let source = expected.pixel(x: x, y: y)
                    let brightness = 0.29889531 * Double(source.red) + 0.58662247 * Double(source.green)
                        + 0.11448223 * Double(source.blue)
                    let level = UInt8((255 + (brightness - 255) * 0.1).rounded())
                    #expect(pixel == (level, level, level, 255))
                }
            }
        }
        #expect(yellow == result.antialiasedPixelCount)
        #expect(red == 1)
        // The faded copy of a black pixel: 255 − 0.1 · 255 = 229.5, rounded to 230.
        let black = RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0)
        let fadedBlack = try #require(compareImages(black, black, diffImage: true).diff)
        #expect(fadedBlack.pixel(x: 0, y: 0) == (230, 230, 230, 255))
    }

    // MARK: Colour measures

    @Test func ciede2000CountsByDeltaE() {
        var actual = grey
        // Mid grey 128 → 129: one step of 8 bits, ΔE00 ≈ 0.37 (L* 53.59 → 53.97, weighted by
        // S_L ≈ 1.0; the formula in CIEDE2000Tests), under the default 1.0.
        actual.setPixel(x: 0, y: 0, red: 129, green: 129, blue: 129)
        let subtle = compareImages(actual, grey)
        #expect(subtle.verdict == .withinTolerance)
        #expect(subtle.maximumColorDistance > 0.3 && subtle.maximumColorDistance < 0.45)
        // 128 → 131: three steps, ΔE00 ≈ 1.1, just over the default.
        actual.setPixel(x: 0, y: 0, red: 131, green: 131, blue: 131)
        let seen = compareImages(actual, grey, options: everyPixel)
        #expect(seen.differentPixelCount == 1)
        #expect(seen.maximumColorDistance > 1 && seen.maximumColorDistance < 1.3)
        // Under a looser bound it is not counted.
        #expect(compareImages(actual, grey, options: .init(colorDistance: .ciede2000(threshold: 2.3))).verdict == .withinTolerance)
    }

    @Test func transparentPixelsAreMeasuredOverWhite() {
        let clearBlack = RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0, alpha: 0)
        let white = RGBAImage(width: 1, height: 1, red: 255, green: 255, blue: 255)
        let result = compareImages(clearBlack, white, options: .init(colorDistance: .yiq(threshold: 0)))
        #expect(result.verdict == .withinTolerance)
        #expect(result.maximumColorDistance == 0)
    }
}
