import Foundation
import Testing
@testable import SwiftUICore

/// Which rows a lazy stack wants after a layout, worked out on paper from measured and
/// estimated lengths.
struct LazyStackMemoryTests {
    /// A memory of `count` rows (row 0 a header when `header`), gap `gap`.
    func memory(rows count: Int, gap: CGFloat = 0, header: Bool = false) -> LazyStackMemory {
        let memory = LazyStackMemory()
        memory.rowCount = count
        memory.rowIsHeader = (0..<count).map { header && $0 == 0 }
        memory.rowSections = Array(repeating: 0, count: count)
        memory.gap = gap
        return memory
    }

    @Test func withNothingMeasuredItWantsTheFirstRow() {
        let stack = memory(rows: 10)
        #expect(stack.update(start: 0, visible: 0...400))
        #expect(stack.wanted == [0])
        let empty = memory(rows: 0)
        #expect(!empty.update(start: 0, visible: 0...400))
        #expect(empty.wanted == [])
    }

    @Test func rowsNotMeasuredTakeTheMeanOfThoseMeasured() {
        let stack = memory(rows: 100, gap: 10)
        // Rows 0 and 1 measured 40 and 60: the others are estimated at 50. With 10-point gaps
        // row n (n ≥ 2) starts at 40 + 10 + 60 + 10 + 60 (n − 2) = 120 + 60 (n − 2).
        stack.setLength(40, for: 0)
        stack.setLength(60, for: 1)
        #expect(stack.rowStarts().starts[5] == 300)
        // Visible 1000 to 1200, the stack starting at 100: 900 to 1100 in the stack, rows
        // 15 (900–950; row 14 ends at 890) to 18 (1080–1130; row 19 starts at 1140).
        #expect(stack.update(start: 100, visible: 1000...1200))
        #expect(stack.wanted == [15, 16, 17, 18])
    }

    @Test func aRowThatOnlyTouchesTheViewportIsNotWanted() {
        let stack = memory(rows: 10)
        stack.setLength(50, for: 0)
        // Rows of 50 without gaps: 0…400 meets rows 0 to 7; row 8 starts at 400.
        _ = stack.update(start: 0, visible: 0...400)
        #expect(stack.wanted == Array(0...7))
    }

    @Test func aVisibleRowBringsItsSectionsHeader() {
        let stack = memory(rows: 20, header: true)
        stack.setLength(50, for: 0)
        // Scrolled past the header (0–50): rows 10 and 11 show, and the header with them.
        _ = stack.update(start: -500, visible: 0...100)
        #expect(stack.wanted == [0, 10, 11])
    }

    @Test func outsideAScrollViewItWantsEveryRow() {
        let stack = memory(rows: 5)
        stack.resolved = [0]
        #expect(stack.update(start: 0, visible: nil))
        #expect(stack.wanted == [0, 1, 2, 3, 4])
        stack.resolved = [0, 1, 2, 3, 4]
        #expect(!stack.update(start: 0, visible: nil))
    }
}
