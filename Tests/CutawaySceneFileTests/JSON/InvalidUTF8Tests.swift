import Testing
@testable import CutawaySceneFile

/// The first byte that is not UTF-8: its offset, and its line and column as `SourceLocation`
/// counts them (lines end at LF, CR LF or CR; columns are Unicode scalars).
@Suite("InvalidUTF8")
struct InvalidUTF8Tests {
    func first(_ bytes: [UInt8]) -> InvalidUTF8? {
        InvalidUTF8(firstIn: bytes)
    }

    @Test func validTextHasNone() {
        #expect(first([]) == nil)
        #expect(first(Array("{ \"Text\": \"café → ok\" }\r\n".utf8)) == nil)
    }

    @Test func theFirstByteAloneIsAtOffsetZero() {
        #expect(first([0xFF]) == InvalidUTF8(offset: 0, byte: 0xFF, location: SourceLocation(line: 1, column: 1)))
    }

    @Test func linesAndColumnsCountAsInEditors() {
        // "é" is two bytes but one column; the Latin-1 "é" (0xE9) on line 3 follows "  \"".
        let text = Array("{\n  \"é\": 1,\r\n  \"".utf8) + [0xE9] + Array("\": 2 }".utf8)
        let invalid = first(text)
        #expect(invalid?.offset == 17)
        #expect(invalid?.byte == 0xE9)
        #expect(invalid?.location == SourceLocation(line: 3, column: 4))
    }

    @Test func aLoneCarriageReturnEndsALine() {
        #expect(first(Array("a\rb\r\nc\n".utf8) + [0x80])?.location == SourceLocation(line: 4, column: 1))
    }

    @Test func theByteOrderMarkTakesNoColumn() {
        #expect(first([0xEF, 0xBB, 0xBF, 0x7B, 0xC0])?.location == SourceLocation(line: 1, column: 2))
    }

    @Test func aTruncatedSequenceIsInvalidAtItsLeadByte() {
        // C3 starts a two-byte sequence that "A" does not continue.
        let invalid = first(Array("ab".utf8) + [0xC3, 0x41])
        #expect(invalid?.offset == 2)
        #expect(invalid?.message == "the file is not UTF-8 text: byte 0xC3 at offset 2 does not start a valid UTF-8 character "
            + "(save the file as UTF-8; a scene file is UTF-8 JSON)")
    }

    @Test func aStrayContinuationByteSaysSo() {
        #expect(first([0x41, 0x9F])?.message.contains("byte 0x9F at offset 1 continues no UTF-8 character") == true)
    }
}
