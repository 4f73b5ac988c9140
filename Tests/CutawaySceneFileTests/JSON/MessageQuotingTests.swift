import Testing
@testable import CutawaySceneFile

/// How messages quote what they found: a visible character in single quotes, a single quote in
/// double quotes, anything unseen as its code point; strings as JSON literals.
@Suite("Message quoting")
struct MessageQuotingTests {
    @Test func aVisibleScalarIsInSingleQuotes() {
        #expect(Unicode.Scalar("x").quotedForMessage == "'x'")
        #expect(Unicode.Scalar("é").quotedForMessage == "'é'")
        #expect(Unicode.Scalar("}").quotedForMessage == "'}'")
        #expect(Unicode.Scalar("🎉").quotedForMessage == "'🎉'")
    }

    @Test func aSingleQuoteIsInDoubleQuotes() {
        #expect(Unicode.Scalar("'").quotedForMessage == "\"'\"")
    }

    @Test func controlsSpacesAndFormatCharactersAreCodePoints() {
        #expect(Unicode.Scalar(0x09)!.quotedForMessage == "U+0009")  // tab: a control
        #expect(Unicode.Scalar(0x20)!.quotedForMessage == "U+0020")  // space: a space separator
        #expect(Unicode.Scalar(0xA0)!.quotedForMessage == "U+00A0")  // no-break space
        #expect(Unicode.Scalar(0x2028)!.quotedForMessage == "U+2028")  // line separator
        #expect(Unicode.Scalar(0xFEFF)!.quotedForMessage == "U+FEFF")  // byte order mark: a format character
        #expect(Unicode.Scalar(0xE000)!.quotedForMessage == "U+E000")  // private use
    }

    @Test func codePointsHaveAtLeastFourUppercaseDigits() {
        #expect(Unicode.Scalar(0x0)!.codePointText == "U+0000")
        #expect(Unicode.Scalar(0xAB)!.codePointText == "U+00AB")
        #expect(Unicode.Scalar(0x1F389)!.codePointText == "U+1F389")
        #expect(Unicode.Scalar(0x10FFFF)!.codePointText == "U+10FFFF")
    }

    @Test func visibleTextIsTheScalarItselfWithoutQuotesOrItsCodePoint() {
        #expect(Unicode.Scalar("q").visibleText == "q")
        #expect(Unicode.Scalar("'").visibleText == "'")
        #expect(Unicode.Scalar(0x09)!.visibleText == "U+0009")
    }

    @Test func aStringIsQuotedAsAJSONLiteral() {
        #expect("".jsonQuoted == #""""#)
        #expect("width".jsonQuoted == #""width""#)
        #expect("a\"b\\c".jsonQuoted == #""a\"b\\c""#)
        #expect("é → 🎉".jsonQuoted == "\"é → 🎉\"")
    }

    @Test func controlCharactersHaveTheirShortEscapeOrFourLowercaseHexDigits() {
        #expect("\n\r\t\u{08}\u{0C}".jsonQuoted == #""\n\r\t\b\f""#)
        #expect("\u{00}\u{01}\u{1F}".jsonQuoted == #""\u0000\u0001\u001f""#)
        // DEL (U+007F) is outside JSON's control range U+0000…U+001F and passes through.
        #expect("\u{7F}".jsonQuoted == "\"\u{7F}\"")
    }
}
