import Testing
@testable import CutawayTesting

@Suite struct DifferenceGridTests {
    /// A 10 × 10 grid with `pixels` counted.
    func grid(_ pixels: [(Int, Int)]) -> DifferenceGrid {
        var grid = DifferenceGrid(width: 10, height: 10)
        for (x, y) in pixels { grid.marks[y * 10 + x] = DifferenceGrid.counted }
        return grid
    }

    func isolated(_ grid: DifferenceGrid) -> [(Int, Int)] {
        grid.marks.indices.filter { grid.marks[$0] == DifferenceGrid.isolated }.map { ($0 % 10, $0 / 10) }
    }

    @Test func singlePixelsAndDiagonalPairsAreIsolated() {
        // (1,1) alone; (5,1)-(6,2) touch diagonally: a cluster of two.
        var three = grid([(1, 1), (5, 1), (6, 2)])
        #expect(three.markIsolated(rows: 0...9, minimumSize: 3) == 3)
        var two = grid([(1, 1), (5, 1), (6, 2)])
        #expect(two.markIsolated(rows: 0...9, minimumSize: 2) == 1)
        #expect(isolated(two).map { "\($0)" } == ["(1, 1)"])
    }

    @Test func aClusterOfTheMinimumSizeIsAChange() {
        // An L of three pixels, and a lone pixel two columns away (not touching).
        var marks = grid([(2, 2), (2, 3), (3, 3), (6, 3)])
        #expect(marks.markIsolated(rows: 0...9, minimumSize: 3) == 1)
        #expect(isolated(marks).map { "\($0)" } == ["(6, 3)"])
        #expect(marks.marks[3 * 10 + 3] == DifferenceGrid.large)
    }

    @Test func aLongRunIsLargeFromWhicheverEndItIsWalked() {
        // A diagonal run of 9: every walk stops at the minimum or at a pixel already known large.
        var marks = grid((0..<9).map { ($0, $0) })
        #expect(marks.markIsolated(rows: 0...9, minimumSize: 5) == 0)
        #expect((0..<9).allSatisfy { marks.marks[$0 * 10 + $0] == DifferenceGrid.large })
    }

    @Test func pixelsOnTheImageEdgeDoNotWrapToTheNextRow() {
        // (9,0) and (0,1) are adjacent indices but opposite edges: a cluster of one and one of two.
        var marks = grid([(9, 0), (0, 1), (1, 1)])
        #expect(marks.markIsolated(rows: 0...9, minimumSize: 2) == 1)
        #expect(isolated(marks).map { "\($0)" } == ["(9, 0)"])
    }

    @Test func aMinimumOfOneFindsNothing() {
        var marks = grid([(1, 1)])
        #expect(marks.markIsolated(rows: 0...9, minimumSize: 1) == 0)
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
        // Without a diff image, the same verdict and counts.
        let plain = compareImages(actual, expected, options: options)
        #expect(plain.differentPixelCount == 3 && plain.isolatedPixelCount == 3)
    }
}
