import Testing
@testable import CutawaySceneFile

/// A token's kind, where it starts (in scalars of the text errors quote) and its text as written.
@Suite("ExpressionToken")
struct ExpressionTokenTests {
    func tokens(_ text: String, in range: Range<Int>? = nil) throws -> [ExpressionToken] {
        let scalars = Array(text.unicodeScalars)
        return try ExpressionLexer.tokens(of: scalars, in: range ?? 0..<scalars.count, context: text)
    }

    @Test func eachTokenHasItsKindOffsetAndTextAsWritten() throws {
        // "$count >= 'a b'": '$' is scalar 0, ">=" starts at 7, the quote at 10; 15 scalars.
        let found = try tokens("$count >= 'a b'")
        #expect(found.map(\.kind) == [.stateName("count"), .symbol(">="), .string("a b"), .end])
        #expect(found.map(\.offset) == [0, 7, 10, 15])
        #expect(found.map(\.text) == ["$count", ">=", "'a b'", ""])
    }

    @Test func literalsAreIdentifiersAndNumbersKeepTheirSpelling() throws {
        // "true ? 007 : null": 't' 0, '?' 5, '0' 7, ':' 11, 'n' 13; 17 scalars.
        let found = try tokens("true ? 007 : null")
        #expect(found.map(\.kind) == [.identifier("true"), .symbol("?"), .number(7), .symbol(":"), .identifier("null"), .end])
        #expect(found.map(\.offset) == [0, 5, 7, 11, 13, 17])
        #expect(found.map(\.text) == ["true", "?", "007", ":", "null", ""])
    }

    @Test func offsetsCountScalarsOfTheWholeTextNotOfTheRangeRead() throws {
        // "é → {$n+1}" as scalars: é 0, ' ' 1, → 2, ' ' 3, { 4, $ 5, n 6, + 7, 1 8, } 9; the range
        // 5..<9 is "$n+1", and the end token sits at the range's end, 9.
        let found = try tokens("é → {$n+1}", in: 5..<9)
        #expect(found.map(\.kind) == [.stateName("n"), .symbol("+"), .number(1), .end])
        #expect(found.map(\.offset) == [5, 7, 8, 9])
    }
}
