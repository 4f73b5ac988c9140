import Testing
@testable import CutawaySceneFile

/// Counts in messages read "1,000,000" in every locale, and counts compared with a limit stop at
/// `Int.max` rather than overflow.
@Suite("Int: grouped text and saturating arithmetic")
struct IntGroupedTextTests {
    @Test func numbersBelowAThousandHaveNoComma() {
        #expect(0.groupedText == "0")
        #expect(7.groupedText == "7")
        #expect(999.groupedText == "999")
    }

    @Test func everyThreeDigitsFromTheRightAreSeparatedByACommaGroup() {
        #expect(1000.groupedText == "1,000")
        #expect(12_345.groupedText == "12,345")
        #expect(123_456.groupedText == "123,456")
        #expect(1_234_567.groupedText == "1,234,567")
    }

    @Test func aNegativeNumberKeepsItsSignBeforeTheFirstGroup() {
        #expect((-1).groupedText == "-1")
        #expect((-1234).groupedText == "-1,234")
        // Int.min is -2^63 = -9,223,372,036,854,775,808: its magnitude does not fit in an Int.
        #expect(Int.min.groupedText == "-9,223,372,036,854,775,808")
    }

    @Test func aProductThatFitsIsExactAndOneThatDoesNotIsIntMax() {
        #expect(3.saturatingMultiplied(by: 4) == 12)
        #expect(0.saturatingMultiplied(by: .max) == 0)
        // 2^62 * 2 = 2^63, one more than Int.max.
        #expect((1 << 62).saturatingMultiplied(by: 2) == .max)
        #expect(Int.max.saturatingMultiplied(by: Int.max) == .max)
    }

    @Test func aSumThatFitsIsExactAndOneThatDoesNotIsIntMax() {
        #expect(40.saturatingAdded(2) == 42)
        #expect((Int.max - 1).saturatingAdded(1) == .max)
        #expect(Int.max.saturatingAdded(1) == .max)
        #expect(Int.max.saturatingAdded(Int.max) == .max)
    }
}
