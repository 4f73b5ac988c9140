import Foundation
import Testing
@testable import SwiftUICore

/// The empty state's arrangement: the numbers are the estimates `ContentUnavailableView`
/// documents (icon, 12 pt, bold `.title2` title, 8 pt, `.callout` description, centred).
struct ContentUnavailableViewTests {
    @Test func theIconTitleAndDescriptionStackCentredInTheSpaceOffered() throws {
        let frame = try layOut(width: 300, height: 400,
                               ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Later")))
        let texts = frame.drawnTexts
        #expect(texts.map(\.string) == ["No Mail", "Later"])
        let (title, description) = (texts[0].frame, texts[1].frame)
        let icon = try #require(frame.geometry.first { $0.typeName == "Image" }).frame
        // Each centred on the 300-pt canvas's middle, 150.
        for rect in [icon, title, description] { #expect(abs(rect.midX - 150) < 0.5) }
        // The test engine's text is its font size tall: `.title2` is 22 pt, `.callout` 16 pt.
        #expect(title.height == 22 && description.height == 16)
        #expect(abs(title.minY - icon.maxY - 12) < 0.5)
        #expect(abs(description.minY - title.maxY - 8) < 0.5)
        // The whole group sits in the middle of the 400-pt height.
        #expect(abs((icon.minY + description.maxY) / 2 - 200) < 0.5)
    }

    @Test func aSearchWithNoResultsQuotesTheSearchText() throws {
        let frame = try layOut(width: 400, height: 400, ContentUnavailableView.search(text: "Oslo"))
        #expect(frame.drawnTexts.map(\.string) == ["No Results for \u{201C}Oslo\u{201D}", "Check the spelling or try a new search."])
        let plain = try layOut(width: 400, height: 400, ContentUnavailableView.search)
        #expect(plain.drawnTexts.first?.string == "No Results")
    }
}
