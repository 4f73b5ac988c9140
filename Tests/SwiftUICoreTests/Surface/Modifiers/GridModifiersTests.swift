import Foundation
import Testing
@testable import SwiftUICore

private func block(_ name: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
}

struct GridModifiersTests {
    @Test func aColumnAlignmentAlignsEveryCellOfItsColumn() throws {
        let frame = try layOut(width: 400, height: 400, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                block("a", 10, 10).gridColumnAlignment(.trailing)
                block("x", 10, 10)
            }
            GridRow {
                block("b", 50, 10)
                block("c", 20, 10)
            }
        })
        // Column 0 is 50 wide from (400 − 70) / 2 = 165: "a" ends at its trailing edge, 215;
        // column 1 keeps the grid's centre: "x" at 215 + (20 − 10) / 2 = 220.
        #expect(frame.rect("a").maxX == 215)
        #expect(frame.rect("x").minX == 220)
    }

    @Test func anAnchorPlacesACellAtThatPointOfItsBox() throws {
        let frame = try layOut(width: 400, height: 400, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                block("a", 10, 10).gridCellAnchor(.bottomTrailing)
                block("tall", 10, 40)
            }
            GridRow {
                block("wide", 50, 10)
            }
        })
        // The grid is 60 × 50 from (170, 175); a's box is 50 × 40: its bottom-trailing corner at (220, 215).
        #expect(frame.rect("a") == CGRect(x: 210, y: 205, width: 10, height: 10))
    }

    @Test func anUnsizedCellTakesTheSizeTheOthersMake() throws {
        let frame = try layOut(width: 400, height: 400, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                block("a", 30, 10)
                Color.green.gridCellUnsizedAxes([.horizontal, .vertical]).accessibilityIdentifier("fill")
            }
            GridRow {
                block("b", 30, 10)
                block("c", 20, 10)
            }
        })
        // The fill takes column 1's 20 and row 1's 10.
        #expect(frame.rect("fill").size == CGSize(width: 20, height: 10))
    }
}
