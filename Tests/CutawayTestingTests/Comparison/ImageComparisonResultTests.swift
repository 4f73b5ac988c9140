import Testing
import CutawayTesting

/// The verdict a comparison reaches: which verdicts pass, how each reads, and when two are equal.
@Suite struct ImageComparisonResultTests {
    typealias Verdict = ImageComparisonResult.Verdict

    @Test func identicalAndWithinTolerancePassAndTheOthersFail() {
        #expect(Verdict.identical.isPassing)
        #expect(Verdict.withinTolerance.isPassing)
        #expect(!Verdict.different.isPassing)
        #expect(!Verdict.sizeMismatch(actual: (1, 1), expected: (1, 2)).isPassing)
    }

    @Test func eachVerdictReadsAsWords() {
        #expect(Verdict.identical.description == "identical")
        #expect(Verdict.withinTolerance.description == "within tolerance")
        #expect(Verdict.different.description == "different")
        #expect(Verdict.sizeMismatch(actual: (390, 844), expected: (780, 1688)).description
            == "size mismatch: actual 390×844, expected 780×1688")
    }

    @Test func sizeMismatchesAreEqualOnlyWithTheSameSizesInTheSameRoles() {
        let mismatch = Verdict.sizeMismatch(actual: (2, 3), expected: (4, 5))
        #expect(mismatch == .sizeMismatch(actual: (2, 3), expected: (4, 5)))
        #expect(mismatch != .sizeMismatch(actual: (4, 5), expected: (2, 3)))
        #expect(mismatch != .sizeMismatch(actual: (3, 2), expected: (4, 5)))
        #expect(mismatch != .different)
    }

    @Test func verdictsWithoutSizesEqualOnlyThemselves() {
        let all: [Verdict] = [.identical, .withinTolerance, .different]
        for (i, left) in all.enumerated() {
            for (j, right) in all.enumerated() {
                #expect((left == right) == (i == j), "\(left) and \(right)")
            }
        }
    }

    @Test func aComparisonWithinToleranceReportsWhatItForgave() {
        // 4 × 1 grey, one pixel turned red: one pixel of four differs (ratio 1/4), and one
        // allowed pixel makes that within tolerance, its bounds the pixel itself.
        let grey = RGBAImage(width: 4, height: 1, red: 128, green: 128, blue: 128)
        var actual = grey
        actual.setPixel(x: 3, y: 0, red: 255, green: 0, blue: 0)
        let result = compareImages(actual, grey, options: ImageComparisonOptions(detectsAntialiasing: false, shiftTolerance: 0, minimumClusterSize: 1, maxDiffPixels: 1))
        #expect(result.verdict == .withinTolerance)
        #expect(result.differentPixelCount == 1)
        #expect(result.differentPixelRatio == 0.25)
        #expect(result.differenceBounds.map { [$0.x, $0.y, $0.width, $0.height] } == [3, 0, 1, 1])
    }
}
