@testable import CutawaySceneFile
import Testing

@Suite("Did you mean")
struct NameSuggestionTests {
    private func distance(_ a: String, _ b: String) -> Int {
        NameSuggestion.distance(Array(a), Array(b))
    }

    // MARK: Edge cases

    @Test func emptyStrings() {
        #expect(distance("", "") == 0)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "") == 3)
    }

    @Test func oneEdit() {
        #expect(distance("visible", "visible") == 0)
        #expect(distance("visble", "visible") == 1)
        #expect(distance("visiblee", "visible") == 1)
        #expect(distance("visable", "visible") == 1)
        #expect(distance("visbile", "visible") == 1)
    }

    @Test func transpositionsCountOnce() {
        #expect(distance("ab", "ba") == 1)
        #expect(distance("ture", "true") == 1)
        // Unrestricted Damerau–Levenshtein: swap, then insert between the swapped pair.
        #expect(distance("ca", "abc") == 2)
    }

    @Test func distanceIsSymmetricOnASweep() {
        let words = ["", "a", "ab", "ba", "abc", "cab", "index", "indx", "idnex", "value", "valeu", "samples", "sample"]
        for a in words {
            for b in words {
                #expect(distance(a, b) == distance(b, a), "\(a) \(b)")
                #expect(distance(a, b) <= max(a.count, b.count))
                #expect(distance(a, b) >= abs(a.count - b.count))
                #expect((distance(a, b) == 0) == (a == b))
            }
        }
    }

    // MARK: Choosing a suggestion

    @Test func suggestsWithinTwoEdits() {
        #expect(NameSuggestion.closest(to: "visble", among: ["index", "visible"]) == "visible")
        #expect(NameSuggestion.closest(to: "idnx", among: ["index", "visible"]) == "index")
        #expect(NameSuggestion.closest(to: "position", among: ["index", "visible"]) == nil)
    }

    @Test func ignoresCase() {
        #expect(NameSuggestion.closest(to: "Visible", among: ["visible"]) == "visible")
        #expect(NameSuggestion.closest(to: "NULL", among: ["null"]) == "null")
    }

    @Test func shortCandidatesNeedFewerEditsThanLetters() {
        #expect(NameSuggestion.closest(to: "y", among: ["x"]) == nil)
        #expect(NameSuggestion.closest(to: "at", among: ["in"]) == nil)
        #expect(NameSuggestion.closest(to: "xy", among: ["x"]) == nil)
        #expect(NameSuggestion.closest(to: "ab", among: ["abc"]) == "abc")
    }

    @Test func closestWinsAndTiesGoToTheFirst() {
        #expect(NameSuggestion.closest(to: "countt", among: ["counter", "count"]) == "count")
        #expect(NameSuggestion.closest(to: "aa", among: ["ac", "ab"]) == "ac")
        #expect(NameSuggestion.closest(to: "aa", among: ["ab", "ac"]) == "ab")
    }

    @Test func noCandidates() {
        #expect(NameSuggestion.closest(to: "x", among: []) == nil)
    }

    @Test func namesTwoLettersLongerOrShorterStillQualify() {
        #expect(NameSuggestion.closest(to: "visibleee", among: ["visible"]) == "visible")
        #expect(NameSuggestion.closest(to: "visib", among: ["visible"]) == "visible")
        #expect(NameSuggestion.closest(to: "visibleeee", among: ["visible"]) == nil)
    }

    /// A 64 KB unknown name against a list of names, as a mutated scene file made one (found by
    /// cutaway-fuzz: Tests/Fuzz/Regressions/scene/long-unknown-colour.json). Its distance
    /// tables alone took seconds; a name that far from every candidate needs none. (The limit
    /// catches a hang, not slowness: on a busy machine a test may wait minutes for a thread.)
    @Test(.timeLimit(.minutes(10)))
    nonisolated func aVeryLongNameIsDismissedWithoutComparingItLetterByLetter() {
        let candidates = (0..<1000).map { "candidate\($0)" }
        #expect(NameSuggestion.closest(to: String(repeating: "x", count: 65_536), among: candidates) == nil)
    }
}
