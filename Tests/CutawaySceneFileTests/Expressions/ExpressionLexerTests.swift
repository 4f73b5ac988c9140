import CutawaySceneFile
import Testing

/// Tokens, seen through what they evaluate to, and the errors about single characters.
@Suite("Expressions: tokens")
struct ExpressionLexerTests {
    // MARK: Literals

    @Test func numbers() {
        ExpressionTesting.expectValue("0", .number(0))
        ExpressionTesting.expectValue("12", .number(12))
        ExpressionTesting.expectValue("0.5", .number(0.5))
        ExpressionTesting.expectValue("007", .number(7))
        ExpressionTesting.expectValue("3.25", .number(3.25))
        ExpressionTesting.expectValue("0.1", .number(0.1))
    }

    @Test func strings() {
        ExpressionTesting.expectValue("'Hide'", .string("Hide"))
        ExpressionTesting.expectValue("''", .string(""))
        ExpressionTesting.expectValue(#"'it\'s'"#, .string("it's"))
        ExpressionTesting.expectValue(#"'a\\b'"#, .string(#"a\b"#))
        ExpressionTesting.expectValue(#"'\\'"#, .string(#"\"#))
        ExpressionTesting.expectValue("'two\nlines'", .string("two\nlines"))
        ExpressionTesting.expectValue("'é → 🎉'", .string("é → 🎉"))
        ExpressionTesting.expectValue(#"'"quoted"'"#, .string(#""quoted""#))
        ExpressionTesting.expectValue("'{}'", .string("{}"))
    }

    @Test func keywords() {
        ExpressionTesting.expectValue("null", .null)
        ExpressionTesting.expectValue("true", .bool(true))
        ExpressionTesting.expectValue("false", .bool(false))
    }

    @Test func stateNames() {
        ExpressionTesting.expectValue("$visible", .bool(true))
        ExpressionTesting.expectValue(
            "$a_1", .number(2), in: ExpressionScope(state: ["a_1": .number(2)]))
        ExpressionTesting.expectValue(
            "$_x", .number(3), in: ExpressionScope(state: ["_x": .number(3)]))
    }

    @Test func whitespaceIsSpaceTabAndLineBreaks() {
        ExpressionTesting.expectValue(" \t1\n+\r\n2 ", .number(3))
        ExpressionTesting.expectError("1\u{A0}+ 2", at: 1, "unexpected character U+00A0")
    }

    @Test func operatorsNeedNoSpaces() {
        ExpressionTesting.expectValue("1+2*3", .number(7))
        ExpressionTesting.expectValue("$count>=3&&!$hidden", .bool(true))
        ExpressionTesting.expectValue("1--1", .number(2))
        ExpressionTesting.expectValue("$samples[$index]", .string("A much longer change."))
    }

    // MARK: Errors

    @Test func unexpectedCharacters() {
        ExpressionTesting.expectError("#", at: 0, "unexpected character '#'")
        ExpressionTesting.expectError("1 + @x", at: 4, "unexpected character '@'")
        ExpressionTesting.expectError("é", at: 0, "unexpected character 'é'")
        ExpressionTesting.expectError("$a.b", at: 2, "unexpected character '.'")
        ExpressionTesting.expectError("{1}", at: 0, "unexpected character '{'")
        ExpressionTesting.expectError("1 }", at: 2, "unexpected character '}'")
        ExpressionTesting.expectError("1;", at: 1, "unexpected character ';'")
        ExpressionTesting.expectError("1 \u{0}", at: 2, "unexpected character U+0000")
    }

    @Test func charactersFromOtherLanguagesGetAHint() {
        ExpressionTesting.expectError(#""Hide""#, at: 0, #"unexpected character '"'; strings are written in single quotes"#)
        ExpressionTesting.expectError("$index = 1", at: 7, "unexpected character '='; did you mean '=='?")
        ExpressionTesting.expectError("$visible & $hidden", at: 9, "unexpected character '&'; did you mean '&&'?")
        ExpressionTesting.expectError("$visible | $hidden", at: 9, "unexpected character '|'; did you mean '||'?")
    }

    @Test func aDollarNeedsAName() {
        ExpressionTesting.expectError("$", at: 0, "expected a state name after '$'")
        ExpressionTesting.expectError("1 + $1", at: 4, "expected a state name after '$'")
        ExpressionTesting.expectError("$ index", at: 0, "expected a state name after '$'")
        ExpressionTesting.expectError("$$index", at: 0, "expected a state name after '$'")
    }

    @Test func aDecimalPointNeedsDigits() {
        ExpressionTesting.expectError("1.", at: 1, "expected a digit after '.'")
        ExpressionTesting.expectError("1.x", at: 1, "expected a digit after '.'")
        ExpressionTesting.expectError(".5", at: 0, "unexpected character '.'")
    }

    @Test func hugeNumbers() {
        let digits = String(repeating: "9", count: 400)
        ExpressionTesting.expectError(digits, at: 0, "number '\(digits)' is too large")
        ExpressionTesting.expectValue(String(repeating: "9", count: 300), .number(1e300))
    }

    @Test func stringErrors() {
        ExpressionTesting.expectError("'abc", at: 0, "unterminated string")
        ExpressionTesting.expectError(#"1 + 'abc\'"#, at: 4, "unterminated string")
        ExpressionTesting.expectError(#"'abc\"#, at: 0, "unterminated string")
        ExpressionTesting.expectError(#"'a\nb'"#, at: 2, #"invalid escape '\n' (a string can escape only ' and \)"#)
        ExpressionTesting.expectError("'a\\\tb'", at: 2, #"invalid escape '\U+0009' (a string can escape only ' and \)"#)
    }

    @Test func offsetsCountUnicodeScalars() {
        ExpressionTesting.expectError("'é🎉' + #", at: 7, "unexpected character '#'")
        ExpressionTesting.expectError("'e\u{301}' + #", at: 7, "unexpected character '#'")
    }
}
