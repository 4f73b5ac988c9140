import Foundation
import Testing
@testable import SwiftUICore

private func block(_ name: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
}

struct LazyHGridTests {
    @Test func cellsFillTheRowsColumnByColumn() throws {
        let frame = try layOut(width: 400, height: 400, LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 10) {
            block("a", 20, 30)
            block("b", 40, 30)
            block("c", 20, 30)
        })
        // Rows of 30, 8 apart: 68 tall. Columns as wide as their widest cell: 40 (a, b) and
        // 20 (c), 10 apart: 70 wide. From ((400 − 70) / 2, (400 − 68) / 2) = (165, 166).
        #expect(frame.rect("b").origin == CGPoint(x: 165, y: 204))
        #expect(frame.rect("a").origin == CGPoint(x: 175, y: 166))
        #expect(frame.rect("c").origin == CGPoint(x: 215, y: 166))
    }

    @Test func adaptiveRowsFitTheHeightOffered() throws {
        let frame = try layOut(width: 400, height: 400, LazyHGrid(rows: [GridItem(.adaptive(minimum: 40))], spacing: 0) {
            ForEach(0..<6, id: \.self) { Color.red.frame(width: 10).accessibilityIdentifier("cell\($0)") }
        }.frame(height: 136))
        // ⌊(136 + 8) / 48⌋ = 3 rows of (136 − 16) / 3 = 40: cells 0–2 in the first column.
        #expect(frame.rect("cell2").minX == frame.rect("cell0").minX)
        #expect(frame.rect("cell3").minX == frame.rect("cell0").maxX)
        #expect(frame.rect("cell1").height == 40)
        #expect(frame.rect("cell1").minY - frame.rect("cell0").maxY == 8)
    }
}
