import Testing
@testable import CutawayTesting

@Suite struct IsolatedDifferencesTests {
    /// Row-major index of (x, y) in a 10-pixel-wide image.
    func at(_ x: Int, _ y: Int) -> Int32 { Int32(y * 10 + x) }

    @Test func singlePixelsAndDiagonalPairsAreIsolated() {
        // (1,1) alone; (5,1)-(6,2) touch diagonally: a cluster of two.
        let indices = [at(1, 1), at(5, 1), at(6, 2)].sorted()
        #expect(IsolatedDifferences.find(in: indices, width: 10, height: 10, minimumSize: 3) == indices)
        #expect(IsolatedDifferences.find(in: indices, width: 10, height: 10, minimumSize: 2) == [at(1, 1)])
    }

    @Test func aClusterOfTheMinimumSizeIsAChange() {
        // An L of three pixels, and a lone pixel two columns away (not touching).
        let indices = [at(2, 2), at(2, 3), at(3, 3), at(6, 3)].sorted()
        #expect(IsolatedDifferences.find(in: indices, width: 10, height: 10, minimumSize: 3) == [at(6, 3)])
    }

    @Test func pixelsOnTheImageEdgeDoNotWrapToTheNextRow() {
        // (9,0) and (0,1) are adjacent indices but opposite edges: two clusters of one.
        let indices = [at(9, 0), at(0, 1), at(1, 1)]
        #expect(IsolatedDifferences.find(in: indices, width: 10, height: 10, minimumSize: 2) == [at(9, 0)])
    }

    @Test func aMinimumOfOneFindsNothing() {
        #expect(IsolatedDifferences.find(in: [at(1, 1)], width: 10, height: 10, minimumSize: 1).isEmpty)
    }

    @Test func compareImagesForgivesSpecksAndBoundsTheRest() throws {
        var actual = RGBAImage(width: 10, height: 10, red: 255, green: 255, blue: 255)
        let expected = actual
        for (x, y) in [(0, 0), (8, 8), (9, 9), (3, 5), (4, 5), (5, 5)] {
            actual.setPixel(x: x, y: y, red: 0, green: 0, blue: 0)
        }
        let options = ImageComparisonOptions(detectsAntialiasing: false, shiftTolerance: 0)
        let result = compareImages(actual, expected, options: options, diffImage: true)
        // The run of three at y = 5 counts; (0,0) alone and the pair (8,8)-(9,9) are specks.
        #expect(result.differentPixelCount == 3)
        #expect(result.isolatedPixelCount == 3)
        let bounds = try #require(result.differenceBounds)
        #expect(bounds.x == 3 && bounds.y == 5 && bounds.width == 3 && bounds.height == 1)
        let diff = try #require(result.diff)
        #expect(diff.pixel(x: 0, y: 0) == (0, 180, 255, 255))
        #expect(diff.pixel(x: 4, y: 5) == (255, 0, 0, 255))
    }
}
