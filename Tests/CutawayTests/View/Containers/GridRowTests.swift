import Foundation
import Testing
@testable import Cutaway

private func block(_ name: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
}

struct GridRowTests {
    @Test func aRowsAlignmentOverridesTheGrids() throws {
        let frame = try layOut(width: 400, height: 400, Grid(alignment: .bottom, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) {
                block("top", 10, 10)
                block("tall", 10, 40)
            }
            GridRow {
                block("bottom", 10, 10)
                block("tall2", 10, 40)
            }
        })
        // The grid: 20 × 80 from (190, 160). Row 1 aligns its cells' tops, row 2 (the grid's
        // alignment) their bottoms: 160 + 40 + 40 − 10 = 230.
        #expect(frame.rect("top").minY == 160)
        #expect(frame.rect("bottom").minY == 230)
    }

    @Test func consecutiveRowsStayApart() throws {
        let frame = try layOut(width: 400, height: 400, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block("a", 10, 10) }
            GridRow { block("b", 10, 10) }
        })
        #expect(frame.rect("b").minY == frame.rect("a").maxY)
        #expect(frame.rect("b").minX == frame.rect("a").minX)
    }

    @Test func rowsMadeByForEachAreRowsOfTheGrid() throws {
        let frame = try layOut(width: 400, height: 400, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                GridRow {
                    block("left\(index)", 10, 10)
                    block("right\(index)", 20, 10)
                }
            }
        })
        // Three rows of two columns, 30 × 30, from (185, 185).
        #expect(frame.rect("left2").origin == CGPoint(x: 185, y: 205))
        #expect(frame.rect("right1").origin == CGPoint(x: 195, y: 195))
    }

    @Test func outOfAGridARowIsAGroup() throws {
        let frame = try layOut(width: 400, height: 400, VStack(spacing: 0) {
            GridRow {
                block("a", 10, 10)
                block("b", 10, 10)
            }
        })
        #expect(frame.rect("b").minY == frame.rect("a").maxY)
    }
}
