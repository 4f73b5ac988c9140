import CutawaySceneFile
import Testing

@Suite("Reading JSON: strings")
struct JSONReaderStringTests {

    private func string(_ literal: String) -> String? {
        guard case .string(let string) = JSONTesting.plain(literal) else { return nil }
        return string
    }

    // MARK: Edge cases

    @Test func emptyAndOneCharacter() {
        #expect(string(#""""#) == "")
        #expect(string(#""a""#) == "a")
        #expect(string(#""\n""#) == "\n")
    }

    @Test func everySimpleEscape() {
        #expect(string(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{08}\u{0C}\n\r\t")
    }

    @Test func unicodeEscapesInBothCases() {
        #expect(string(#""\u0041\u00e9\u00E9\u20AC\u20ac""#) == "Aéé€€")
        #expect(string(#""\u0000""#) == "\u{0}")
        #expect(string(#""\uFFFF""#) == "\u{FFFF}")
    }

    @Test func rawNonASCIIPassesThrough() {
        #expect(string(#""日本語 → 🎉 e\#u{301}""#) == "日本語 → 🎉 e\u{301}")
    }

    @Test func textAroundEscapesIsKept() {
        #expect(string(#""ab\ncd\te""#) == "ab\ncd\te")
        #expect(string(#""\\\\""#) == "\\\\")
    }

    // MARK: Surrogates

    @Test func surrogatePairsMakeOneScalar() {
        #expect(string(#""\uD83D\uDE00""#) == "😀")
        #expect(string(#""\ud83d\ude00""#) == "😀")
        #expect(string(#""\uD800\uDC00""#) == "\u{10000}")
        #expect(string(#""\uDBFF\uDFFF""#) == "\u{10FFFF}")
        #expect(string(#""a\uD83C\uDF89b""#) == "a🎉b")
    }

    @Test func loneSurrogatesAreErrors() {
        JSONTesting.expectError(#"["\uD83D"]"#, at: 1, 3, #"unpaired surrogate '\uD83D'"#)
        JSONTesting.expectError(#"["\ud83dx"]"#, at: 1, 3, #"unpaired surrogate '\ud83d'"#)
        JSONTesting.expectError(#"["ab\uD83D\u0041"]"#, at: 1, 5, #"unpaired surrogate '\uD83D'"#)
        JSONTesting.expectError(#"["\uD83D\uD83D"]"#, at: 1, 3, #"unpaired surrogate '\uD83D'"#)
        JSONTesting.expectError(#"["\uDE00"]"#, at: 1, 3, #"unpaired surrogate '\uDE00'"#)
        JSONTesting.expectError(#"["\uDE00\uD83D"]"#, at: 1, 3, #"unpaired surrogate '\uDE00'"#)
        JSONTesting.expectError(#"["\uD83D\n"]"#, at: 1, 3, #"unpaired surrogate '\uD83D'"#)
    }

    @Test func aBrokenLowHalfIsReportedAsItsOwnEscape() {
        JSONTesting.expectError(#"["\uD83D\uDE0"]"#, at: 1, 9, #"invalid escape '\uDE0': expected four hexadecimal digits"#)
    }

    // MARK: Errors

    @Test func shortOrInvalidUnicodeEscapes() {
        JSONTesting.expectError(#"["\u12"]"#, at: 1, 3, #"invalid escape '\u12': expected four hexadecimal digits"#)
        JSONTesting.expectError(#"["\u12G4"]"#, at: 1, 3, #"invalid escape '\u12': expected four hexadecimal digits"#)
        JSONTesting.expectError(#"["\u"]"#, at: 1, 3, #"invalid escape '\u': expected four hexadecimal digits"#)
        JSONTesting.expectError(#"["\U0041"]"#, at: 1, 3, #"invalid escape '\U'"#)
        JSONTesting.expectError(#""\u00"#, at: 1, 2, #"invalid escape '\u00': expected four hexadecimal digits"#)
    }

    @Test func invalidEscapesShowTheCharacter() {
        JSONTesting.expectError(#"["\a"]"#, at: 1, 3, #"invalid escape '\a'"#)
        JSONTesting.expectError(#"["\'"]"#, at: 1, 3, #"invalid escape '\''"#)
        JSONTesting.expectError(#"["\é"]"#, at: 1, 3, #"invalid escape '\é'"#)
        JSONTesting.expectError("[\"\\\t\"]", at: 1, 3, #"invalid escape '\U+0009'"#)
        JSONTesting.expectError("[\"x\\\ny\"]", at: 1, 2, #"unterminated string (a line break in a string is written \n)"#)
    }

    @Test func controlCharactersMustBeEscaped() {
        JSONTesting.expectError("[\"a\tb\"]", at: 1, 4, "control character U+0009 must be escaped in a string")
        JSONTesting.expectError("\"\u{0}\"", at: 1, 2, "control character U+0000 must be escaped in a string")
        JSONTesting.expectError("\"\u{1F}\"", at: 1, 2, "control character U+001F must be escaped in a string")
        #expect(string("\"\u{7F}\"") == "\u{7F}")
    }

    @Test func keysAreStringsToo() {
        #expect(
            JSONTesting.plain(#"{"\u0041\n": 1}"#) == .object([.init(key: "A\n", value: .number(1))]))
        JSONTesting.expectError(#"{"a\q": 1}"#, at: 1, 4, #"invalid escape '\q'"#)
        JSONTesting.expectError("{\"a\n\": 1}", at: 1, 2, #"unterminated string (a line break in a string is written \n)"#)
    }

    // MARK: Sweeps

    /// Every scalar of the Basic Multilingual Plane outside the surrogates, escaped as `\uXXXX`,
    /// decodes to itself; and every supplementary scalar tried, as a surrogate pair, too.
    @Test func everyEscapedScalarDecodesToItself() {
        var text = "\""
        var expected = String.UnicodeScalarView()
        for value in UInt32(0)...0xFFFF where !(0xD800...0xDFFF).contains(value) {
            let digits = String(value, radix: 16)
            text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            expected.append(Unicode.Scalar(value)!)
        }
        for value in stride(from: UInt32(0x10000), through: 0x10FFFF, by: 0x3F7) {
            for unit in String(Unicode.Scalar(value)!).utf16 {
                text += "\\u" + String(unit, radix: 16, uppercase: true)
            }
            expected.append(Unicode.Scalar(value)!)
        }
        #expect(string(text + "\"") == String(expected))
    }
}
