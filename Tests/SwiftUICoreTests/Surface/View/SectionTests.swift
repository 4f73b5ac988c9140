import Foundation
import Testing
@testable import SwiftUICore

/// A `Section`'s header and footer: every SwiftUI form makes them, in the list style's text
/// styles, and outside a list they are laid out around the content.
struct SectionTests {
    /// The frames of the views named "header", "row" and "footer" in `section`, in a list.
    static func frames(_ section: some View) throws -> [CGRect?] {
        let frame = try layOut(width: 390, height: 400, scale: 2, List { section })
        return ["header", "row", "footer"].map { frame.geometry(named: $0)?.frame }
    }

    static var row: some View { Text("Row").accessibilityIdentifier("row") }
    static var header: some View { Text("Header").accessibilityIdentifier("header") }
    static var footer: some View { Text("Footer").accessibilityIdentifier("footer") }

    @Test func everyFormMakesTheSameHeaderAndFooter() throws {
        let builders = try Self.frames(Section { Self.row } header: { Self.header } footer: { Self.footer })
        #expect(builders.allSatisfy { $0 != nil })
        #expect(try Self.frames(Section(header: Self.header, footer: Self.footer) { Self.row }) == builders)
        let headerOnly = try Self.frames(Section { Self.row } header: { Self.header })
        #expect(headerOnly[2] == nil)
        #expect(try Self.frames(Section(header: Self.header) { Self.row }) == headerOnly)
        let footerOnly = try Self.frames(Section { Self.row } footer: { Self.footer })
        #expect(footerOnly[0] == nil)
        #expect(try Self.frames(Section(footer: Self.footer) { Self.row }) == footerOnly)
        // A title is a text header.
        let titled = try layOut(width: 390, height: 400, scale: 2, List { Section("Header") { Self.row } })
        #expect(titled.geometry.first { $0.typeName == "SectionHeader" }?.frame
            == (try layOut(width: 390, height: 400, scale: 2, List { Section { Self.row } header: { Self.header } }))
            .geometry.first { $0.typeName == "SectionHeader" }?.frame)
    }

    @Test func aSectionWithoutHeaderOrFooterHasNeither() throws {
        let frame = try layOut(List { Section { Self.row } })
        #expect(!frame.geometry.contains { $0.typeName == "SectionHeader" || $0.typeName == "SectionFooter" })
    }

    /// The text drawn for `string`, with its font and colour.
    static func run(_ string: String, in frame: Frame) -> TextRun? {
        for case .text(let run, _) in frame.displayList.allItems where run.request.string == string { return run }
        return nil
    }

    @Test func anInsetGroupedHeaderIsUppercasedFootnoteInTheSecondaryColour() throws {
        let frame = try layOut(List { Section { Self.row } header: { Text("Header") } footer: { Text("Footer") } })
        let header = try #require(Self.run("HEADER", in: frame))
        #expect(header.request.font == .footnote)
        #expect(header.color == Color.secondaryLabel.resolve(in: EnvironmentValues()))
        // The footer as written, in the same style.
        let footer = try #require(Self.run("Footer", in: frame))
        #expect(footer.request.font == .footnote)
        #expect(footer.color == Color.secondaryLabel.resolve(in: EnvironmentValues()))
        // The rows keep the list's own style.
        #expect(Self.run("Row", in: frame)?.request.font == .body)
    }

    @Test func aHeadersOwnModifiersWinOverTheStyles() throws {
        let frame = try layOut(List {
            Section { Self.row } header: { Text("Header").textCase(nil).font(.caption) }
        })
        #expect(Self.run("Header", in: frame)?.request.font == .caption)
    }

    @Test func anIncreasedProminenceHeaderIsBoldTitleThreeInThePrimaryColourAsWritten() throws {
        let frame = try layOut(List {
            Section("Header") { Self.row }.headerProminence(.increased)
        })
        let header = try #require(Self.run("Header", in: frame))
        #expect(header.request.font == .title3.bold())
        #expect(header.color == Color.label.resolve(in: EnvironmentValues()))
    }

    @Test func outsideAListTheHeaderContentAndFooterFollowOneAnother() throws {
        let frame = try layOut(VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("content")
            } header: {
                Color.red.frame(width: 10, height: 5).accessibilityIdentifier("header")
            } footer: {
                Color.red.frame(width: 10, height: 7).accessibilityIdentifier("footer")
            }
        }.frame(maxHeight: .infinity, alignment: .top))
        #expect([frame.rect("header").minY, frame.rect("content").minY, frame.rect("footer").minY] == [0, 5, 15])
    }
}
