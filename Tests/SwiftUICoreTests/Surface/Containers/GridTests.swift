import Foundation
import Testing
@testable import SwiftUICore

private func block(_ name: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
}

// Drawn at scale 4: every number below lies on the pixel grid.
struct GridTests {
    @Test func theGridsAlignmentPlacesCellsInTheirBoxes() throws {
        let frame = try layOut(width: 400, height: 400, scale: 4, Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                block("small", 10, 10)
                block("tall", 10, 40)
            }
            GridRow {
                block("wide", 30, 10)
            }
        })
        // The grid is 40 × 50 from (180, 175); "small" sits at its box's top-leading corner.
        #expect(frame.rect("small").origin == CGPoint(x: 180, y: 175))
        #expect(frame.rect("wide").origin == CGPoint(x: 180, y: 215))
    }

    @Test func textCellsAreMeasuredByTheirText() throws {
        // Body text is 17 points: 8.5 a character, 17 tall.
        let frame = try layOut(width: 400, height: 400, scale: 4, Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Text("Name").accessibilityIdentifier("name")
                Text("Ann").accessibilityIdentifier("ann")
            }
            GridRow {
                Text("Occupation").accessibilityIdentifier("occupation")
                Text("Pilot").accessibilityIdentifier("pilot")
            }
        })
        // Columns 85 ("Occupation") and 42.5 ("Pilot"): 137.5 wide, from 131.25. "Name" (34)
        // is centred in the first: 131.25 + 25.5; "Pilot" starts the second: 131.25 + 85 + 10.
        #expect(frame.rect("occupation").minX == 131.25)
        #expect(isClose(frame.rect("name").minX, 156.75))
        #expect(isClose(frame.rect("pilot").minX, 226.25))
        // "Ann" centred in the second column: 131.25 + 95 + (42.5 − 25.5) / 2.
        #expect(isClose(frame.rect("ann").minX, 234.75))
    }
}
