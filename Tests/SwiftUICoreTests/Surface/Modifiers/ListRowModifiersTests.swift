import Foundation
import Testing
@testable import SwiftUICore

/// `listRowBackground(_:)` and `listRowSeparator(_:edges:)` (`listRowInsets(_:)` is laid out:
/// `ListRowLayoutTests`).
struct ListRowModifiersTests {
    static let yellow = Color.yellow.resolve(in: EnvironmentValues())

    @Test func aRowBackgroundFillsItsCellBehindTheRowInsideTheCardsRoundedClip() throws {
        let frame = try layOut(width: 390, height: 300, List {
            Text("A").listRowBackground(Color.yellow.accessibilityIdentifier("background"))
            Text("B")
        })
        let cell = try #require(frame.geometry.first { $0.typeName == "ListCell" }).frame
        #expect(frame.rect("background") == cell)
        // The card's clip (rounded, as its background) around the cell's clip around the fill;
        // the background is drawn before the row's text.
        var path: [String] = []
        func find(_ items: [DisplayItem], in groups: [String]) -> Bool {
            for item in items {
                switch item {
                case .group(.clip(let clip), let children, _):
                    if find(children, in: groups + ["\(clip.boundingRect)"]) { return true }
                case .group(_, let children, _):
                    if find(children, in: groups) { return true }
                case .fill(_, Self.yellow, _):
                    path = groups
                    return true
                default: break
                }
            }
            return false
        }
        #expect(find(frame.displayList.items, in: []))
        let card = try #require(frame.geometry.first { $0.typeName == "Section" }).frame
        // Outside both, the list's own clip (it scrolls, and clips its rows to its frame).
        #expect(path == ["\(CGRect(x: 0, y: 0, width: 390, height: 300))", "\(card)", "\(cell)"])
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            switch item {
            case .fill(_, Self.yellow, _): "background"
            case .text(let run, _): run.request.string
            default: nil
            }
        }
        #expect(strings == ["background", "A", "B"])
    }

    @Test func aNilRowBackgroundDrawsNone() throws {
        let frame = try layOut(List { Text("A").listRowBackground(nil as Color?) })
        #expect(!frame.geometry.contains { $0.typeName == "ListRowBackground" })
    }

    /// The separators' tops in a three-row list whose rows are modified by `modify`.
    static func separatorTops(_ modify: (Int, Text) -> AnyView) throws -> [CGFloat] {
        let frame = try layOut(width: 390, height: 300, List {
            modify(0, Text("A"))
            modify(1, Text("B"))
            modify(2, Text("C"))
        })
        return ListLayoutTests.separators(frame).map(\.minY)
    }

    @Test func aHiddenBottomSeparatorIsTheRowsOwnAndAHiddenTopOneThePreviousRows() throws {
        // Two separators at the bottom of the first two 44-pt cells.
        let both: [CGFloat] = [35 + 44 - 1, 35 + 88 - 1]
        #expect(try Self.separatorTops { _, row in AnyView(row) } == both)
        #expect(try Self.separatorTops { index, row in
            AnyView(row.listRowSeparator(index == 0 ? .hidden : .automatic, edges: .bottom))
        } == [both[1]])
        #expect(try Self.separatorTops { index, row in
            AnyView(row.listRowSeparator(index == 2 ? .hidden : .automatic, edges: .top))
        } == [both[0]])
        // A middle row hiding both edges hides both separators around it.
        #expect(try Self.separatorTops { index, row in AnyView(row.listRowSeparator(index == 1 ? .hidden : .visible)) } == [])
        // `.visible` after `.hidden` shows it again.
        #expect(try Self.separatorTops { _, row in AnyView(row.listRowSeparator(.hidden).listRowSeparator(.visible)) } == both)
    }
}
