import Foundation
import Testing
@testable import SwiftUICore

/// `LocalizedStringResource` and `String(localized:)`: with no tables, the key is the text, and
/// its values read as a `LocalizedStringKey`'s do (`LocalizedStringKey`'s summary gives the
/// rules: `%lld` grouped for an integer, `%lf` for a `Double`), in en_US unless a locale is given.
struct LocalizedStringResourceTests {
    @Test func aStringLocalizedFromALiteralFormatsItsNumbersAsAKeyDoes() {
        #expect(String(localized: "\(1234) items") == "1,234 items")
        #expect(String(localized: "half: \(0.5)") == "half: 0.500000")
        #expect(String(localized: "\(1234) items", locale: Locale(identifier: "de_DE")) == "1.234 items")
    }

    @Test func aResourceKeepsItsLocale() {
        let count = 1234
        var resource: LocalizedStringResource = "\(count) photos"
        #expect(String(localized: resource) == "1,234 photos")
        resource.locale = Locale(identifier: "de_DE")
        #expect(String(localized: resource) == "1.234 photos")
    }

    @Test func textOfAResourceOrWithACommentShowsTheKey() throws {
        let title: LocalizedStringResource = "Settings"
        let frame = try layOut(width: 300, height: 100, VStack {
            Text(title)
            Text("Done", comment: "The button that closes the sheet")
            Text("\(1234) left", tableName: "Main", bundle: nil)
        })
        #expect(frame.drawnTexts.map(\.string) == ["Settings", "Done", "1,234 left"])
    }
}
