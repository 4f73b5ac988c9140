import Testing
@testable import SwiftUICore

/// English plurals, each expected form from a dictionary's entry for the noun.
struct EnglishPluralTests {
    @Test func regularNounsTakeS() {
        #expect(EnglishPlural.plural(of: "apple") == "apples")
        #expect(EnglishPlural.plural(of: "day") == "days")      // a vowel before the "y": only "s"
        #expect(EnglishPlural.plural(of: "photo") == "photos")  // most "-o" nouns
        #expect(EnglishPlural.plural(of: "roof") == "roofs")    // most "-f" nouns
    }

    @Test func sibilantEndingsTakeEs() {
        #expect(EnglishPlural.plural(of: "glass") == "glasses")
        #expect(EnglishPlural.plural(of: "box") == "boxes")
        #expect(EnglishPlural.plural(of: "match") == "matches")
        #expect(EnglishPlural.plural(of: "dish") == "dishes")
        #expect(EnglishPlural.plural(of: "buzz") == "buzzes")
    }

    @Test func consonantAndYTakeIes() {
        #expect(EnglishPlural.plural(of: "city") == "cities")
        #expect(EnglishPlural.plural(of: "berry") == "berries")
    }

    @Test func listedFAndONounsTakeVesAndOes() {
        #expect(EnglishPlural.plural(of: "leaf") == "leaves")
        #expect(EnglishPlural.plural(of: "knife") == "knives")
        #expect(EnglishPlural.plural(of: "tomato") == "tomatoes")
    }

    @Test func irregularAndUnchangedNounsAreLookedUp() {
        #expect(EnglishPlural.plural(of: "person") == "people")
        #expect(EnglishPlural.plural(of: "child") == "children")
        #expect(EnglishPlural.plural(of: "mouse") == "mice")
        #expect(EnglishPlural.plural(of: "sheep") == "sheep")
        #expect(EnglishPlural.plural(of: "series") == "series")
    }

    @Test func capitalisationIsKept() {
        #expect(EnglishPlural.plural(of: "Glass") == "Glasses")
        #expect(EnglishPlural.plural(of: "BOX") == "BOXES")
        #expect(EnglishPlural.plural(of: "Person") == "People")
    }
}
