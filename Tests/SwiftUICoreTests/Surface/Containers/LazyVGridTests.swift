import Foundation
import Testing
@testable import SwiftUICore

private func block(_ name: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
}

struct LazyVGridTests {
    @Test func cellsFillTheColumnsRowByRow() throws {
        let frame = try layOut(width: 400, height: 400, LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
            ForEach(0..<5, id: \.self) { block("cell\($0)", 50, 20) }
        })
        // Two columns of 50, 8 apart: 108 wide; three rows of 20, 10 apart: 80 tall. From
        // ((400 − 108) / 2, (400 − 80) / 2) = (146, 160).
        #expect(frame.rect("cell0").origin == CGPoint(x: 146, y: 160))
        #expect(frame.rect("cell1").origin == CGPoint(x: 204, y: 160))
        #expect(frame.rect("cell4").origin == CGPoint(x: 146, y: 220))
    }

    @Test func aRowIsAsTallAsItsTallestCellAndCellsAreCentredInTheirBoxes() throws {
        let frame = try layOut(width: 400, height: 400, LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 0) {
            block("short", 10, 10)
            block("tall", 10, 40)
            block("next", 10, 10)
        })
        // Rows 40 and 10: 50 tall, from 175. "short" is centred in its 50 × 40 box.
        #expect(frame.rect("short").origin == CGPoint(x: 146 + 20, y: 175 + 15))
        #expect(frame.rect("next").minY == 215)
    }

    @Test func flexibleColumnsFillTheWidthOffered() throws {
        let frame = try layOut(width: 308, height: 400, LazyVGrid(columns: [GridItem(), GridItem()]) {
            Color.red.frame(height: 10).accessibilityIdentifier("left")
            Color.blue.frame(height: 10).accessibilityIdentifier("right")
        })
        // (308 − 8) / 2 = 150 each.
        #expect(frame.rect("left") == CGRect(x: 0, y: 195, width: 150, height: 10))
        #expect(frame.rect("right") == CGRect(x: 158, y: 195, width: 150, height: 10))
    }

    @Test func theGridsAndAnItemsAlignmentPlaceCellsInTheirColumns() throws {
        let frame = try layOut(width: 400, height: 400, LazyVGrid(
            columns: [GridItem(.fixed(50)), GridItem(.fixed(50), alignment: .trailing)], alignment: .leading
        ) {
            block("a", 10, 10)
            block("b", 10, 10)
        })
        #expect(frame.rect("a").minX == 146)
        #expect(frame.rect("b").maxX == 254)
    }
}
