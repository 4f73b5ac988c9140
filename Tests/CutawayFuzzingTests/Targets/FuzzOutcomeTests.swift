import Testing
@testable import CutawayFuzzing

struct FuzzOutcomeTests {
    @Test func rejectionsLoseTheirNumbersAndQuotedValues() {
        #expect(FuzzOutcome.rejected("unknown view 'Txt' at 3:14; did you mean 'Text'?").signature
            == "rejected: unknown view '…' at #:#; did you mean '…'?")
        #expect(FuzzOutcome.normalized("CRC 0x1A2B3C4D at byte 57") == "CRC # at byte #")
        #expect(FuzzOutcome.normalized("an 'unterminated quote") == "an '…'")
    }

    @Test func rejectionSignaturesAreCut() {
        #expect(FuzzOutcome.rejected(String(repeating: "a", count: 500)).signature.count == "rejected: ".count + 200)
    }

    @Test func acceptancesKeepTheMagnitudeOfTheirNumbers() {
        #expect(FuzzOutcome.magnitudes("0 frames, 1 view, 5 items") == "2^0 frames, 2^1 view, 2^3 items")
        #expect(FuzzOutcome.accepted("121 frames, 37 views").signature == "accepted: 2^7 frames, 2^6 views")
        #expect(FuzzOutcome.accepted("127 views").signature == FuzzOutcome.accepted("64 views").signature)
        #expect(FuzzOutcome.accepted("128 views").signature != FuzzOutcome.accepted("127 views").signature)
        #expect(FuzzOutcome.magnitudes("99999999999999999999999") == "2^64")
    }
}
