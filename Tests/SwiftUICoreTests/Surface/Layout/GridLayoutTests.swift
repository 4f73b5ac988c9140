import Foundation
import Testing
@testable import SwiftUICore

/// A fixed-size block named `name`.
private func block(_ name: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
}

// The layouts are drawn at scale 4: every number below lies on the pixel grid.
struct GridLayoutTests {
    @Test func eachColumnIsAsWideAsItsWidestCellAndEachRowAsTallAsItsTallest() throws {
        let frame = try layOut(width: 400, height: 400, scale: 4, Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                block("a", 20, 10)
                block("b", 40, 30)
            }
            GridRow {
                block("c", 50, 20)
                block("d", 10, 10)
            }
        })
        // Columns 50 (c) and 40 (b): 50 + 10 + 40 = 100 wide; rows 30 and 20: 30 + 5 + 20 = 55
        // tall; centred on the canvas at ((400 − 100) / 2, (400 − 55) / 2) = (150, 172.5).
        // Each cell is centred in its box: a at 150 + (50 − 20) / 2 = 165, 172.5 + (30 − 10) / 2 = 182.5.
        #expect(frame.rect("a") == CGRect(x: 165, y: 182.5, width: 20, height: 10))
        #expect(frame.rect("b") == CGRect(x: 210, y: 172.5, width: 40, height: 30))
        // Row 2 starts at 172.5 + 30 + 5 = 207.5.
        #expect(frame.rect("c") == CGRect(x: 150, y: 207.5, width: 50, height: 20))
        #expect(frame.rect("d") == CGRect(x: 225, y: 212.5, width: 10, height: 10))
    }

    @Test func flexibleCellsShareWhatTheOthersLeave() throws {
        let frame = try layOut(width: 400, height: 400, scale: 4, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                block("fixed", 34, 10)
                Color.green.accessibilityIdentifier("first")
                Color.blue.accessibilityIdentifier("second")
            }
        }.frame(width: 234, height: 50))
        // The fixed column takes 34; the two flexible ones share the other 200; the row takes
        // the 50 offered. The grid starts at (400 − 234) / 2 = 83, (400 − 50) / 2 = 175.
        #expect(frame.rect("first") == CGRect(x: 117, y: 175, width: 100, height: 50))
        #expect(frame.rect("second") == CGRect(x: 217, y: 175, width: 100, height: 50))
    }

    @Test func aViewOutsideARowSpansEveryColumn() throws {
        let frame = try layOut(width: 400, height: 400, scale: 4, Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                block("a", 20, 10)
                block("b", 30, 10)
            }
            block("wide", 100, 4)
        })
        // Rows 10 and 4 tall: the grid starts at (400 − 14) / 2 = 193, the wide row at 203.
        // The 100-point view needs more than the columns' 20 + 10 + 30 = 60: they widen by
        // 40 / 2 = 20 each, to 40 and 50. The grid is 100 wide, from 150.
        #expect(frame.rect("wide") == CGRect(x: 150, y: 203, width: 100, height: 4))
        // a centred in its 40: 150 + 10; b in its 50 after the gap: 150 + 40 + 10 + 10.
        #expect(isClose(frame.rect("a").minX, 160))
        #expect(isClose(frame.rect("b").minX, 210))
    }

    @Test func aFlexibleViewOutsideARowWidensTheGridUnlessItIsUnsized() throws {
        func grid(unsized: Axis.Set) -> some View {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    block("a", 20, 10)
                    block("b", 30, 10)
                }
                Color.green.frame(height: 4).gridCellUnsizedAxes(unsized).accessibilityIdentifier("rule")
            }
        }
        // Sized, the rule takes the 400 offered, and the columns widen to share it.
        let sized = try layOut(width: 400, height: 400, scale: 4, grid(unsized: []))
        #expect(sized.rect("rule").width == 400)
        // Unsized across, it takes the columns' 60.
        let unsized = try layOut(width: 400, height: 400, scale: 4, grid(unsized: .horizontal))
        #expect(unsized.rect("rule") == CGRect(x: 170, y: 203, width: 60, height: 4))
    }

    @Test func aCellSpanningColumnsWidensThemEqually() throws {
        let frame = try layOut(width: 400, height: 400, scale: 4, Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                block("a", 20, 10)
                block("b", 30, 10)
                block("c", 10, 10)
            }
            GridRow {
                block("span", 100, 10).gridCellColumns(2)
                block("d", 10, 10)
            }
        })
        // Columns 20 and 30 with a 10 gap make 60 < 100: each widens by 20, to 40 and 50.
        // The grid: 40 + 10 + 50 + 10 + 10 = 120 wide, from 140.
        #expect(frame.rect("span").minX == 140)
        // c: 140 + 40 + 10 + 50 + 10.
        #expect(isClose(frame.rect("c").minX, 250))
        #expect(frame.rect("d").minX == frame.rect("c").minX)
    }

    @Test func theDefaultSpacingIsTheStandardEightPoints() throws {
        let frame = try layOut(width: 400, height: 400, scale: 4, Grid {
            GridRow {
                block("a", 20, 10)
                block("b", 20, 10)
            }
            GridRow {
                block("c", 20, 10)
                block("d", 20, 10)
            }
        })
        #expect(frame.rect("b").minX - frame.rect("a").maxX == 8)
        #expect(frame.rect("c").minY - frame.rect("a").maxY == 8)
    }

    @Test func anEmptyGridIsEmpty() throws {
        let frame = try layOut(width: 400, height: 400, VStack(spacing: 0) {
            block("above", 10, 10)
            Grid {}
            block("below", 10, 10)
        }.accessibilityIdentifier("stack"))
        // Nothing between the blocks but the stack's gaps around the empty grid.
        #expect(frame.rect("below").minY - frame.rect("above").maxY == 0)
    }
}
