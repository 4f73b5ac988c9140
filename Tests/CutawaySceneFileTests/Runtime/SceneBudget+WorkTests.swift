import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// What breaking long words costs: each run between spaces that does not fit the
/// width counts its characters times its lines (from the width of a character), divided by
/// `wrappedCharactersPerUnit` (2). Every expected number is that rule worked by hand.
@Suite("Scene budget: work") struct SceneBudgetWorkTests {
    @Test func textThatNeedsNoBreakingInsideAWordCostsNothing() {
        // Words of at most 11 characters at 10 pt each fit 200 pt (20 a line).
        #expect(SceneBudget.wrappingCost(of: "a sentence of ordinary words, wrapped", width: 200, characterWidth: 10) == 0)
        // No width: laid out on one line, nothing broken.
        #expect(SceneBudget.wrappingCost(of: String(repeating: "x", count: 8_000), width: .infinity, characterWidth: 10) == 0)
        #expect(SceneBudget.wrappingCost(of: "", width: 1, characterWidth: 10) == 0)
    }

    @Test func aWordCountsItsCharactersTimesItsLines() {
        // 100 characters, 25 a line at 250 pt: 4 lines, 100 × 4 / 2 = 200.
        #expect(SceneBudget.wrappingCost(of: String(repeating: "x", count: 100), width: 250, characterWidth: 10) == 200)
        // 101 characters: 5 lines, 101 × 5 / 2 = 252 (rounded down).
        #expect(SceneBudget.wrappingCost(of: String(repeating: "x", count: 101), width: 250, characterWidth: 10) == 252)
        // At 1 pt a character a line: 8,000 × 8,000 / 2.
        #expect(SceneBudget.wrappingCost(of: String(repeating: "x", count: 8_000), width: 1, characterWidth: 10) == 32_000_000)
    }

    @Test func spacesEndAWordAndNoBreakSpacesAndHyphensDoNot() {
        // Two words of 50 at 250 pt (25 a line): 2 × (50 × 2 / 2) = 100.
        let fifty = String(repeating: "x", count: 50)
        for space in [" ", "\n", "\t", "\u{2003}", "\u{200B}", "\u{3000}"] {
            #expect(SceneBudget.wrappingCost(of: fifty + space + fifty, width: 250, characterWidth: 10) == 100, "\(space.unicodeScalars.first!.value)")
        }
        // Pango breaks neither at a no-break space nor in "1-1-1" (UAX #14: no break between a
        // hyphen and a digit): one word of 101, 5 lines, 101 × 5 / 2 = 252.
        for joiner in ["\u{00A0}", "\u{2007}", "\u{202F}", "-"] {
            #expect(SceneBudget.wrappingCost(of: fifty + joiner + fifty, width: 250, characterWidth: 10) == 252, "\(joiner.unicodeScalars.first!.value)")
        }
        // 8,191 characters of "1-1-…" at 1 pt: 8,191 × 8,191 / 2, as one word.
        let digits = String(repeating: "1-", count: 4_095) + "1"
        #expect(SceneBudget.wrappingCost(of: digits, width: 1, characterWidth: 10) == 8_191 * 8_191 / 2)
        // Characters, not bytes: 100 "é"s cost what 100 "x"s do.
        #expect(SceneBudget.wrappingCost(of: String(repeating: "é", count: 100), width: 250, characterWidth: 10) == 200)
    }

    @Test func extremeWidthsNeitherTrapNorCount() {
        let word = String(repeating: "x", count: 1_000)
        for width: CGFloat in [.nan, .infinity, -.infinity, 1e300, .greatestFiniteMagnitude] {
            #expect(SceneBudget.wrappingCost(of: word, width: width, characterWidth: 10) == 0, "\(width)")
        }
        // A width of zero or less breaks after every character: 1,000 × 1,000 / 2.
        #expect(SceneBudget.wrappingCost(of: word, width: 0, characterWidth: 10) == 500_000)
        #expect(SceneBudget.wrappingCost(of: word, width: -5, characterWidth: 10) == 500_000)
        // A character width that is not a positive number counts nothing.
        for characterWidth: CGFloat in [0, -1, .nan, .infinity] {
            #expect(SceneBudget.wrappingCost(of: word, width: 1, characterWidth: characterWidth) == 0)
        }
    }
}
