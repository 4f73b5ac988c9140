import Foundation
import Testing
@testable import SwiftUICore

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

/// A cell that widens when tapped: its own state, changed in place.
private struct GrowingCell: View {
    @State var isWide = false
    var body: some View {
        Button("Grow") { isWide = true }
            .frame(width: isWide ? 100 : 40, height: 10)
            .accessibilityIdentifier("grow")
    }
}

struct GridRowUpdateTests {
    @Test func aCellThatChangesInPlaceStaysInItsRow() throws {
        let play = player(RenderScene("grid", canvas: RenderCanvas(width: 400, height: 400), duration: 1, fps: 10,
                                      script: [.tap("Grow", at: 0.2)]) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    GrowingCell()
                    block("right", 10, 10)
                }
                GridRow {
                    block("below", 20, 10)
                }
            }
        })
        // Before: columns 40 and 10, the grid 50 × 20 from (175, 190); "right" at 215.
        let before = try play.at(0.1)
        #expect(before.rect("right").minX == 215)
        // After: the first column is 100, the grid 110 wide from 145; "right" still follows
        // it in the same row, at 245, and "below" is centred under the wide cell.
        let after = try play.at(0.3)
        #expect(after.rect("right").origin == CGPoint(x: 245, y: 190))
        #expect(after.rect("below").minX == 185)
    }
}
