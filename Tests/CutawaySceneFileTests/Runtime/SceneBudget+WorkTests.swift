import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// What breaking long words costs: each run between spaces and hyphens that does not fit the
/// width counts its characters times its lines (from the width of a character), divided by
/// `wrappedCharactersPerUnit` (4). Every expected number is that rule worked by hand.
@Suite("Scene budget: work") struct SceneBudgetWorkTests {
    @Test func textThatNeedsNoBreakingInsideAWordCostsNothing() {
        // Words of at most 11 characters at 10 pt each fit 200 pt (20 a line).
        #expect(SceneBudget.wrappingCost(of: "a sentence of ordinary words, wrapped", width: 200, characterWidth: 10) == 0)
        // No width: laid out on one line, nothing broken.
        #expect(SceneBudget.wrappingCost(of: String(repeating: "x", count: 8_000), width: .infinity, characterWidth: 10) == 0)
        #expect(SceneBudget.wrappingCost(of: "", width: 1, characterWidth: 10) == 0)
    }

    @Test func aWordCountsItsCharactersTimesItsLines() {
        // 100 characters, 25 a line at 250 pt: 4 lines, 100 × 4 / 4 = 100.
        #expect(SceneBudget.wrappingCost(of: String(repeating: "x", count: 100), width: 250, characterWidth: 10) == 100)
        // 101 characters: 5 lines, 101 × 5 / 4 = 126 (rounded down).
        #expect(SceneBudget.wrappingCost(of: String(repeating: "x", count: 101), width: 250, characterWidth: 10) == 126)
        // At 1 pt a character a line: 8,000 × 8,000 / 4.
        #expect(SceneBudget.wrappingCost(of: String(repeating: "x", count: 8_000), width: 1, characterWidth: 10) == 16_000_000)
    }

    @Test func spacesAndHyphensEndAWord() {
        // Two words of 50 at 250 pt (25 a line): 2 × (50 × 2 / 4) = 50, where one of 101 costs 126.
        let fifty = String(repeating: "x", count: 50)
        #expect(SceneBudget.wrappingCost(of: fifty + " " + fifty, width: 250, characterWidth: 10) == 50)
        #expect(SceneBudget.wrappingCost(of: fifty + "-" + fifty, width: 250, characterWidth: 10) == 50)
        #expect(SceneBudget.wrappingCost(of: fifty + "\n" + fifty, width: 250, characterWidth: 10) == 50)
        // Characters, not bytes: 100 "é"s cost what 100 "x"s do.
        #expect(SceneBudget.wrappingCost(of: String(repeating: "é", count: 100), width: 250, characterWidth: 10) == 100)
    }

    @Test func extremeWidthsNeitherTrapNorCount() {
        let word = String(repeating: "x", count: 1_000)
        for width: CGFloat in [.nan, .infinity, -.infinity, 1e300, .greatestFiniteMagnitude] {
            #expect(SceneBudget.wrappingCost(of: word, width: width, characterWidth: 10) == 0, "\(width)")
        }
        // A width of zero or less breaks after every character: 1,000 × 1,000 / 4.
        #expect(SceneBudget.wrappingCost(of: word, width: 0, characterWidth: 10) == 250_000)
        #expect(SceneBudget.wrappingCost(of: word, width: -5, characterWidth: 10) == 250_000)
        // A character width that is not a positive number counts nothing.
        for characterWidth: CGFloat in [0, -1, .nan, .infinity] {
            #expect(SceneBudget.wrappingCost(of: word, width: 1, characterWidth: characterWidth) == 0)
        }
    }
}
