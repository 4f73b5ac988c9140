import Foundation
import Testing
@testable import SwiftUICore

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

    @Test func rightToLeftRowsAndSeparatorsAreInsetFromTheRight() throws {
        let frame = try layOut(width: 390, height: 300, List {
            Text("A").accessibilityIdentifier("a")
            Text("B")
        }.environment(\.layoutDirection, .rightToLeft))
        // The cell is 20…370 either way; its text is 20 in from the right edge: it ends at 350
        // (8.5 wide). The separator runs from the cell's left edge to the text's right edge:
        // the left-to-right one (40…370) mirrored in the cell.
        #expect(frame.rect("a").maxX == 350)
        let separators = frame.displayList.allItems.compactMap { item -> CGRect? in
            if case .fill(let path, _, let element) = item, element.rawValue.hasSuffix("#separator") { return path.boundingRect }
            return nil
        }
        #expect(separators == [CGRect(x: 20, y: 35 + 44 - 1, width: 330, height: 1)])
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

/// Test helpers for lists: text heights measured, never assumed.
extension ListLayoutTests {
    /// The height of one line of text in `font`, as the test engine lays a text out alone in
    /// this harness: expectations built on it hold whatever rule gives a one-line text its
    /// height (the style's line height, or the font's ascent and descent).
    static func lineHeight(_ font: Font) throws -> CGFloat {
        try layOut(Text("X").font(font).accessibilityIdentifier("x")).rect("x").height
    }

    /// A one-line body row's cell: the 44-pt minimum, or the line and its 11 + 11 insets.
    static func rowHeight() throws -> CGFloat {
        max(44, try lineHeight(.body) + 22)
    }

    /// The frames of the sections' cards, in order.
    static func cards(_ frame: Frame) -> [CGRect] {
        frame.geometry.filter { $0.typeName == "Section" }.map(\.frame)
    }

    /// The frames of the separators drawn, in order.
    static func separators(_ frame: Frame) -> [CGRect] {
        frame.displayList.allItems.compactMap { item in
            if case .fill(let path, _, let element) = item, element.rawValue.hasSuffix("#separator") { return path.boundingRect }
            return nil
        }
    }
}

/// Headers, footers and section spacing, by hand from `ListMetrics` (iOS 17): each section has
/// half of the 35-pt spacing (17.5) above and below it, the list 17.5 above the first half; a
/// header takes the half above its section's place with its text 4.5 pt into it, and sits 9 pt
/// above its card; a footer starts 7 pt below its card and keeps the half below less 4.5 after
/// it. Texts are 6.5 pt a character in footnote (13 × 0.5) in the test engine. Canvases are
/// at scale 2 so that half points survive pixel rounding.
struct ListSectionSpacingTests {
    @Test func aHeaderSitsNineAboveItsCardAndWidensTheGapByItsHeightAndTwo() throws {
        let header = try ListLayoutTests.lineHeight(.footnote), row = try ListLayoutTests.rowHeight()
        let frame = try layOut(width: 390, height: 600, scale: 2, List {
            Section { Text("A") }
            Section { Text("B") } header: { Text("Title").accessibilityIdentifier("title") }
        })
        // Below the first card its half (17.5), then the header's top margin (17.5 − 4.5), the
        // header and 9: 39.5 + the header's line, 55 on iOS, whose footnote line is 15.5.
        let second = 35 + row + 17.5 + 13 + header + 9
        #expect(ListLayoutTests.cards(frame) == [
            CGRect(x: 20, y: 35, width: 350, height: row), CGRect(x: 20, y: second, width: 350, height: row),
        ])
        // At the rows' text inset (20 inside the card), uppercased: "TITLE", 5 × 6.5 wide.
        #expect(frame.rect("title") == CGRect(x: 40, y: second - 9 - header, width: 32.5, height: header))
        let wrapper = try #require(frame.geometry.first { $0.typeName == "SectionHeader" })
        #expect(wrapper.frame == CGRect(x: 20, y: second - 9 - header, width: 350, height: header))
    }

    @Test func aFirstHeaderTakesTheFirstHalfSpacingsPlace() throws {
        let header = try ListLayoutTests.lineHeight(.footnote)
        let frame = try layOut(width: 390, height: 600, scale: 2, List {
            Section("Title") { Text("A") }
        })
        // The list's 17.5, the header's top margin (13), the header and 9.
        #expect(ListLayoutTests.cards(frame).map(\.minY) == [17.5 + 13 + header + 9])
    }

    @Test func aFooterSitsSevenBelowItsCardAndTheNextCardThirtyAndAHalfBelowIt() throws {
        let footer = try ListLayoutTests.lineHeight(.footnote), row = try ListLayoutTests.rowHeight()
        let frame = try layOut(width: 390, height: 600, scale: 2, List {
            Section { Text("A") } footer: { Text("Note").accessibilityIdentifier("note") }
            Section { Text("B") }
        })
        // As written, 4 × 6.5 wide, 7 below the first card.
        #expect(frame.rect("note") == CGRect(x: 40, y: 35 + row + 7, width: 26, height: footer))
        // After the footer, the half below less 4.5 (13) and the next card's half (17.5).
        #expect(ListLayoutTests.cards(frame).map(\.minY) == [35, 35 + row + 7 + footer + 13 + 17.5])
    }

    @Test func aFooterAndTheNextHeaderEachTakeTheirHalf() throws {
        let line = try ListLayoutTests.lineHeight(.footnote), row = try ListLayoutTests.rowHeight()
        let frame = try layOut(width: 390, height: 600, scale: 2, List {
            Section { Text("A") } footer: { Text("Note") }
            Section("Title") { Text("B") }
        })
        #expect(ListLayoutTests.cards(frame).map(\.minY) == [35, 35 + row + 7 + line + 13 + 13 + line + 9])
    }

    @Test func compactSpacingBringsSectionsTogether() throws {
        let row = try ListLayoutTests.rowHeight()
        let frame = try layOut(width: 390, height: 600, scale: 2, List {
            Section { Text("A") }
            Section { Text("B") }
        }.listSectionSpacing(.compact))
        // Compact is 20 pt: 10 above the first card (after the list's 17.5), 20 between.
        #expect(ListLayoutTests.cards(frame).map(\.minY) == [27.5, 27.5 + row + 20])
    }

    @Test func eachSectionAppliesHalfItsSpacingAboveAndBelowAndOneWithoutTakesItsNeighbours() throws {
        let row = try ListLayoutTests.rowHeight()
        let frame = try layOut(width: 390, height: 600, scale: 2, List {
            Section { Text("A") }.listSectionSpacing(10)
            Section { Text("B") }.listSectionSpacing(30)
            Section { Text("C") }
        })
        // A: 17.5 + 5. A to B: 5 + 15. B to C: C has none, so 15 + 15.
        let a: CGFloat = 22.5
        #expect(ListLayoutTests.cards(frame).map(\.minY) == [a, a + row + 20, a + 2 * row + 20 + 30])
    }

    @Test func aSectionsSpacingWinsOverItsLists() throws {
        let row = try ListLayoutTests.rowHeight()
        let frame = try layOut(width: 390, height: 600, scale: 2, List {
            Section { Text("A") }
            Section { Text("B") }.listSectionSpacing(50)
        }.listSectionSpacing(10))
        // A has none: 17.5 + 10 / 2 above it, and B's 50 below it (25 + 25).
        #expect(ListLayoutTests.cards(frame).map(\.minY) == [22.5, 22.5 + row + 50])
    }
}

/// Where separators start, and row insets.
struct ListRowLayoutTests {
    @Test func aSeparatorStartsAtTheRowsFirstTextAfterAnIcon() throws {
        let row = max(44, max(29, try ListLayoutTests.lineHeight(.body)) + 22)
        let frame = try layOut(width: 390, height: 300, List {
            HStack {
                Color.blue.frame(width: 29, height: 29)
                Text("Wi-Fi").accessibilityIdentifier("wifi")
            }
            Text("Bluetooth")
        })
        // The text: the row's inset (20 + 20), the 29-pt icon and the stack's 8-pt spacing.
        #expect(frame.rect("wifi").minX == 77)
        #expect(ListLayoutTests.separators(frame) == [CGRect(x: 77, y: 35 + row - 1, width: 370 - 77, height: 1)])
    }

    @Test func aRowWithoutTextHasItsSeparatorAtItsLeadingInset() throws {
        let frame = try layOut(width: 390, height: 300, List {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10).listRowInsets(EdgeInsets(top: 11, leading: 60, bottom: 11, trailing: 20))
            Text("C")
        })
        #expect(ListLayoutTests.separators(frame) == [
            CGRect(x: 40, y: 35 + 44 - 1, width: 330, height: 1),
            CGRect(x: 80, y: 35 + 88 - 1, width: 290, height: 1),
        ])
    }

    @Test func rowInsetsReplaceTheDefaultsAndNilRestoresThem() throws {
        let line = try ListLayoutTests.lineHeight(.body)
        let insets = EdgeInsets(top: 20, leading: 50, bottom: 20, trailing: 10)
        let frame = try layOut(width: 390, height: 300, scale: 2, List {
            Text("Inset").accessibilityIdentifier("inset").listRowInsets(insets)
            Text("Default").accessibilityIdentifier("default").listRowInsets(insets).listRowInsets(nil)
        })
        // 20 + 20 around the line: taller than 44. The text 50 into the card, 20 down.
        let cells = frame.geometry.filter { $0.typeName == "ListCell" }.map(\.frame)
        #expect(cells[0] == CGRect(x: 20, y: 35, width: 350, height: line + 40))
        #expect(frame.rect("inset").origin == CGPoint(x: 70, y: 55))
        #expect(frame.rect("default").origin == CGPoint(x: 40, y: 35 + line + 40 + (44 - line) / 2))
    }
}

/// The other list styles' geometry: where iOS keeps the inset-grouped numbers and what it changes.
struct ListStyleLayoutTests {
    @Test func aPlainListRunsEdgeToEdgeWithHeadersOnBarsAndNoGaps() throws {
        let header = try ListLayoutTests.lineHeight(.headline), row = try ListLayoutTests.rowHeight()
        let frame = try layOut(width: 390, height: 400, List {
            Section("Title") {
                Text("A")
                Text("B")
            }
            Section { Text("C") }
        }.listStyle(.plain))
        // The bar: 4 + the headline + 4, from the top, full width; the rows right below it.
        let bar = header + 8
        let wrapper = try #require(frame.geometry.first { $0.typeName == "SectionHeader" })
        #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 390, height: bar))
        #expect(ListLayoutTests.cards(frame) == [
            CGRect(x: 0, y: bar, width: 390, height: 2 * row), CGRect(x: 0, y: bar + 2 * row, width: 390, height: row),
        ])
        // The separator from the rows' text inset to the list's trailing edge.
        #expect(ListLayoutTests.separators(frame) == [CGRect(x: 20, y: bar + row - 1, width: 370, height: 1)])
    }

    @Test func aGroupedListHasFullWidthCardsAndTheInsetGroupedSpacing() throws {
        let row = try ListLayoutTests.rowHeight()
        let frame = try layOut(width: 390, height: 400, List {
            Section { Text("A").accessibilityIdentifier("a") }
            Section { Text("B") }
        }.listStyle(.grouped))
        #expect(ListLayoutTests.cards(frame) == [
            CGRect(x: 0, y: 35, width: 390, height: row), CGRect(x: 0, y: 35 + row + 35, width: 390, height: row),
        ])
        // Rows keep their 20-pt inset from the card, which now is the list's edge.
        #expect(frame.rect("a").minX == 20)
    }
}

