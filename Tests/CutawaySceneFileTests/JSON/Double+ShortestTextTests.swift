@testable import CutawaySceneFile
import Testing

@Suite("Numbers as people write them")
struct ShortestTextTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (390, "390"), (0.5, "0.5"), (-2.25, "-2.25"),
        (0.1, "0.1"), (0.1 + 0.2, "0.30000000000000004"), (1e-7, "1e-07"),
        (9_007_199_254_740_992, "9007199254740992"), (9_007_199_254_740_994, "9007199254740994"), (9_999_999_999_999_998, "9999999999999998"),
        (1e16, "1e+16"), (-1e300, "-1e+300"), (.infinity, "inf"),
    ])
    func shortestText(number: Double, expected: String) {
        #expect(number.shortestText == expected)
    }

    /// Whatever the text, it reads back as the same number.
    @Test func readsBackExactly() {
        var generator = SplitMix64Generator(seed: 7)
        for _ in 0..<10_000 {
            let number = Double(bitPattern: generator.next())
            guard number.isFinite else { continue }
            #expect(Double(number.shortestText) == number, "\(number)")
        }
    }
}
