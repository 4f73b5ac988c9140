import Foundation
import Testing
@testable import Cutaway

struct ListLayoutTests {
    @Test func singleRowIsInsetAndAtLeastFortyFourTall() throws {
        // Section: 20 from each side, 35 from the top. Cell 44 tall (17 + 11 + 11 = 39 is less);
        // text 20 into the cell, centred: 35 + (44 − 17) / 2 = 48.5 (a 2x canvas keeps the half).
        let frame = try layOut(width: 390, height: 300, scale: 2, List { Text("Row").accessibilityIdentifier("row") })
        let cell = frame.geometry.first { $0.typeName == "ListCell" }!.frame
        #expect(cell == CGRect(x: 20, y: 35, width: 350, height: 44))
        #expect(frame.rect("row") == CGRect(x: 40, y: 48.5, width: 25.5, height: 17))
    }

    @Test func shortRowsAreCentredInTheMinimumHeight() throws {
        let frame = try layOut(width: 390, height: 300, List { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot") })
        #expect(frame.rect("dot") == CGRect(x: 40, y: 35 + 17, width: 10, height: 10))
    }

    @Test func tallRowsGrowTheCell() throws {
        // 14 four-letter words; 7 fit in the 310-pt content width (34 × 8.5 = 289), so two
        // lines, 17 + 22 = 39 tall, and the insets: 39 + 11 + 11 = 61.
        let words = Array(repeating: "aaaa", count: 14).joined(separator: " ")
        let frame = try layOut(width: 390, height: 300, List { Text(words) })
        let cell = frame.geometry.first { $0.typeName == "ListCell" }!.frame
        #expect(cell.height == 61)
    }

    @Test func separatorsRunBetweenRowsFromTheContentEdge() throws {
        let frame = try layOut(width: 390, height: 300, List {
            Text("A")
            Text("B")
            Text("C")
        })
        let separators = frame.displayList.allItems.compactMap { item -> CGRect? in
            if case .fill(let path, _, let element) = item, element.rawValue.hasSuffix("#separator") { return path.boundingRect }
            return nil
        }
        // Two separators (none after the last row), each one pixel tall at the bottom of a cell.
        #expect(separators == [
            CGRect(x: 40, y: 35 + 44 - 1, width: 330, height: 1),
            CGRect(x: 40, y: 35 + 88 - 1, width: 330, height: 1),
        ])
    }

    @Test func sectionsAreSeparatedAndRowsOutsideSectionsGrouped() throws {
        let frame = try layOut(width: 390, height: 400, List {
            Text("loose")
            Section {
                Text("A")
                Text("B")
            }
        })
        let sections = frame.geometry.filter { $0.typeName == "Section" }.map(\.frame)
        #expect(sections == [
            CGRect(x: 20, y: 35, width: 350, height: 44),
            CGRect(x: 20, y: 35 + 44 + 35, width: 350, height: 88),
        ])
    }

    @Test func cellsClipTheirContent() throws {
        let frame = try layOut(width: 390, height: 300, List { Text("Row").accessibilityIdentifier("row") })
        #expect(frame.geometry(named: "row")?.clip == CGRect(x: 20, y: 35, width: 350, height: 44))
    }
}
