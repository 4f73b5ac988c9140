import Foundation
import Testing
@testable import SwiftUICore

/// `listStyle(_:)`: SwiftUI's style names, and what each draws behind the rows.
struct ListStyleTests {
    static func list() -> some View {
        List {
            Section("Header") { Text("Row") }
        }
    }

    /// The fills a list draws for its chrome: its background, its cards, its header bars.
    static func chrome(_ frame: Frame) -> [(part: String, rect: CGRect, color: Color.Resolved)] {
        frame.displayList.allItems.compactMap { item in
            guard case .fill(let path, let color, let element) = item, element != ElementID("canvas"),
                  !element.rawValue.hasSuffix("#separator")
            else { return nil }
            return (element.rawValue.hasSuffix("#background") ? "part" : "list", path.boundingRect, color)
        }
    }

    static func resolved(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

    @Test func automaticAndInsetGroupedAreTheDefault() throws {
        let plain = try layOut(Self.list()).displayList
        #expect(try layOut(Self.list().listStyle(.automatic)).displayList == plain)
        #expect(try layOut(Self.list().listStyle(.insetGrouped)).displayList == plain)
        #expect(try layOut(Self.list().listStyle(DefaultListStyle())).displayList == plain)
        #expect(try layOut(Self.list().listStyle(InsetGroupedListStyle())).displayList == plain)
    }

    @Test func insetGroupedDrawsWhiteCardsOnTheGroupedBackground() throws {
        let chrome = Self.chrome(try layOut(width: 390, height: 400, Self.list()))
        #expect(chrome.map(\.color) == [Self.resolved(.systemGroupedBackground), Self.resolved(.secondarySystemGroupedBackground)])
        #expect(chrome[1].rect.minX == 20)
    }

    @Test func groupedDrawsFullWidthCards() throws {
        let chrome = Self.chrome(try layOut(width: 390, height: 400, Self.list().listStyle(.grouped)))
        #expect(chrome.map(\.color) == [Self.resolved(.systemGroupedBackground), Self.resolved(.secondarySystemGroupedBackground)])
        #expect(chrome[1].rect.minX == 0 && chrome[1].rect.width == 390)
    }

    @Test func plainDrawsNoCardsAndItsHeadersOnABar() throws {
        let chrome = Self.chrome(try layOut(width: 390, height: 400, Self.list().listStyle(.plain)))
        #expect(chrome.map(\.color) == [Self.resolved(.systemBackground), Self.resolved(.secondarySystemBackground)])
        // The bar runs the list's width.
        #expect(chrome[1].rect.minX == 0 && chrome[1].rect.width == 390)
    }

    @Test func insetDrawsNoCardsOnThePlainBackground() throws {
        let frame = try layOut(width: 390, height: 400, Self.list().listStyle(.inset))
        #expect(Self.chrome(frame).map(\.color) == [Self.resolved(.systemBackground)])
        // Its header is as written (the plain style's).
        #expect(frame.displayList.allItems.contains { if case .text(let run, _) = $0 { run.request.string == "Header" } else { false } })
    }
}
