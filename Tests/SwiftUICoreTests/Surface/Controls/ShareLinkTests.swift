import Foundation
import Testing
@testable import SwiftUICore

struct ShareLinkTests {
    @Test func theDefaultLabelIsShareAfterTheShareSymbolInTheTint() throws {
        let url = try #require(URL(string: "https://example.com"))
        let frame = try layOut(width: 300, height: 100, ShareLink(item: url))
        #expect(frame.drawnTexts.map(\.string) == ["Share"])
        // The symbol is an image before the title (a `Label`'s icon).
        let symbol = try #require(frame.geometry.first { $0.typeName == "Image" }).frame
        #expect(symbol.maxX <= frame.drawnText("Share").frame.minX)
    }

    @Test func aTitledLinkAndALabelledLinkShowTheirTitles() throws {
        let frame = try layOut(width: 300, height: 200, VStack {
            ShareLink("Send invitation", item: "See you", subject: Text("Keynote"), message: Text("At 9:41"))
            ShareLink(item: "Notes") { Text("Export") }
        })
        #expect(frame.drawnTexts.map(\.string) == ["Send invitation", "Export"])
    }
}
