import Foundation
import Testing
@testable import SwiftUICore

/// `^[…](inflect: true)`: the phrase's noun agrees with its number as Foundation's automatic
/// grammar agreement makes it in English (CLDR's English plural rule: "one" only for the
/// integer 1 without fraction digits; 0, 2 and 1.5 are "other").
struct InflectedPhraseTests {
    static let english = Locale(identifier: "en_US")

    /// The text a key shows, resolved in en_US.
    func shown(_ key: LocalizedStringKey) -> String {
        InlineMarkdown.pieces(of: key.content.segments).map { $0.segments.string(in: Self.english) }.joined()
    }

    @Test func aLiteralCountInflectsItsNoun() {
        #expect(shown("^[0 glass](inflect: true)") == "0 glasses")
        #expect(shown("^[1 glass](inflect: true)") == "1 glass")
        #expect(shown("^[2 glass](inflect: true)") == "2 glasses")
    }

    @Test func anInterpolatedCountInflectsWhenResolved() {
        for (count, expected) in [(0, "0 people"), (1, "1 person"), (3, "3 people")] {
            #expect(shown("You invited ^[\(count) person](inflect: true).") == "You invited \(expected).")
        }
    }

    @Test func theLastWordOfThePhraseIsItsNoun() {
        // WWDC21 "What's new in Foundation": "^[\(quantity) \(size) \(food)](inflect: true)".
        #expect(shown("^[2 large salad](inflect: true)") == "2 large salads")
        #expect(shown("^[\(2) \("large") \("salad")](inflect: true)") == "2 large salads")
    }

    @Test func fractionsAndGroupedNumbersAreOther() {
        #expect(InflectedPhrase.inflected("1.5 cup") == "1.5 cups")
        #expect(InflectedPhrase.inflected("1.0 cup") == "1.0 cups")
        #expect(InflectedPhrase.inflected("1,000 city") == "1,000 cities")
    }

    @Test func aPhraseWithoutANumberOrNounAfterItIsUnchanged() {
        #expect(InflectedPhrase.inflected("glass") == "glass")
        #expect(InflectedPhrase.inflected("glass 2") == "glass 2")
    }

    @Test func otherAttributesShowTheTextAsItIs() {
        #expect(shown("^[2 glass](morphology: {})") == "2 glass")
        #expect(shown("^[2 glass] later") == "^[2 glass] later")
    }

    @Test func theInflectedPhraseTakesTheStyleAroundIt() {
        let pieces = InlineMarkdown.pieces(of: LocalizedStringKey("**^[3 box](inflect: true)**").content.segments)
        #expect(pieces.count == 1)
        #expect(pieces.first?.style == InlineMarkdown.Style(isBold: true))
        #expect(pieces.first?.segments.string(in: Self.english) == "3 boxes")
    }
}
