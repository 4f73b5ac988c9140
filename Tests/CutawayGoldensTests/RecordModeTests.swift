import Testing
@testable import CutawayGoldens

/// `CUTAWAY_RECORD`'s four modes, by name.
@Suite struct RecordModeTests {
    @Test func eachModeIsResolvedFromItsName() throws {
        #expect(try RecordMode.resolve("all") == .all)
        #expect(try RecordMode.resolve("missing") == .missing)
        #expect(try RecordMode.resolve("failed") == .failed)
        #expect(try RecordMode.resolve("never") == .never)
    }

    @Test func aNameOfNoModeIsAnErrorThatCarriesTheName() {
        for name in ["All", "sometimes", ""] {
            #expect {
                _ = try RecordMode.resolve(name)
            } throws: { error in
                guard case .unknownRecordMode(let found) = error as? GoldenError else { return false }
                return found == name
            }
        }
    }

    @Test func theModesAreTheFourDocumentedInOrder() {
        #expect(RecordMode.allCases.map(\.rawValue) == ["all", "missing", "failed", "never"])
    }
}
