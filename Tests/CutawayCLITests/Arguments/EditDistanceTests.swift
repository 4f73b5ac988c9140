@testable import CutawayCLI
import Testing

@Suite("Edit distance and suggestions")
struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0),
        ("", "abc", 3),
        ("abc", "", 3),
        ("fps", "fps", 0),
        ("fsp", "fps", 1),
        ("scael", "scale", 1),
        ("rendr", "render", 1),
        ("out", "at", 2),
        ("ca", "abc", 3),
        ("kitten", "sitting", 3),
    ])
    func distance(from source: String, to target: String, is expected: Int) {
        #expect(source.editDistance(to: target) == expected)
        #expect(target.editDistance(to: source) == expected)
    }

    @Test func closestCandidateWithinTwoEdits() {
        #expect(closestMatch(to: "rendr", among: ["compare", "render", "help"]) == "render")
        #expect(closestMatch(to: "rndr", among: ["render"]) == "render")
        #expect(closestMatch(to: "rdr", among: ["render"]) == nil)
    }

    @Test func shortCandidatesNeedCloserMatches() {
        #expect(closestMatch(to: "in", among: ["at"]) == nil)
        #expect(closestMatch(to: "it", among: ["at"]) == "at")
        #expect(closestMatch(to: "y", among: ["x"]) == nil)
    }

    @Test func nearestWinsAndTiesGoToTheFirst() {
        #expect(closestMatch(to: "fsp", among: ["fpx", "fps"]) == "fps")
        #expect(closestMatch(to: "cat", among: ["bat", "hat"]) == "bat")
    }

    @Test func caseIsIgnored() {
        #expect(closestMatch(to: "RENDER", among: ["render"]) == "render")
    }
}
