import CutawaySceneFile
import Testing

/// Every syntax error the reader reports, with its exact message, line and column.
@Suite("Reading JSON: syntax errors")
struct JSONReaderErrorTests {

    // MARK: Edge cases

    @Test func emptyText() {
        JSONTesting.expectError("", at: 1, 1, "expected a JSON value, found the end of the file")
        JSONTesting.expectError("  \n\t", at: 2, 2, "expected a JSON value, found the end of the file")
    }

    @Test func unclosedContainers() {
        JSONTesting.expectError("[", at: 1, 2, "expected a value or ']', found the end of the file")
        JSONTesting.expectError("[1", at: 1, 3, "expected ',' or ']' after an array element, found the end of the file")
        JSONTesting.expectError("[1,", at: 1, 4, "expected a value after ',', found the end of the file")
        JSONTesting.expectError("{", at: 1, 2, "expected a string key or '}', found the end of the file")
        JSONTesting.expectError(#"{"a""#, at: 1, 5, #"expected ':' after the key "a", found the end of the file"#)
        JSONTesting.expectError(#"{"a":"#, at: 1, 6, #"expected a value for the key "a", found the end of the file"#)
        JSONTesting.expectError(#"{"a":1"#, at: 1, 7, "expected ',' or '}' after an object member, found the end of the file")
        JSONTesting.expectError(#"{"a":1,"#, at: 1, 8, "expected a string key after ',', found the end of the file")
    }

    @Test func mismatchedBrackets() {
        JSONTesting.expectError("[1}", at: 1, 3, "expected ',' or ']' after an array element, found '}'")
        JSONTesting.expectError(#"{"a": 1]"#, at: 1, 8, "expected ',' or '}' after an object member, found ']'")
        JSONTesting.expectError("]", at: 1, 1, "expected a JSON value, found ']'")
        JSONTesting.expectError("[]]", at: 1, 3, "trailing characters after the JSON value")
    }

    // MARK: The errors a scene author makes

    @Test func unterminatedStringSpanningLines() {
        let text = """
            {
              "title": "Hello,
              world"
            }
            """
        JSONTesting.expectError(text, at: 2, 12, #"unterminated string (a line break in a string is written \n)"#)
        JSONTesting.expectError("[\"a\r\nb\"]", at: 1, 2, #"unterminated string (a line break in a string is written \n)"#)
    }

    @Test func unterminatedStringAtTheEnd() {
        JSONTesting.expectError(#"["abc"#, at: 1, 2, "unterminated string")
        JSONTesting.expectError("[\n  \"abc\\", at: 2, 3, "unterminated string")
    }

    @Test func badEscapeAtItsBackslash() {
        JSONTesting.expectError(#"{"a": "x\qy"}"#, at: 1, 9, #"invalid escape '\q'"#)
        JSONTesting.expectError(#"["é→\x"]"#, at: 1, 5, #"invalid escape '\x'"#)
    }

    @Test func missingComma() {
        let text = """
            {
              "a": 1
              "b": 2
            }
            """
        JSONTesting.expectError(text, at: 3, 3, #"expected ',' or '}' after an object member, found '"'"#)
        JSONTesting.expectError("[1 2]", at: 1, 4, "expected ',' or ']' after an array element, found '2'")
        JSONTesting.expectError("[[1] [2]]", at: 1, 6, "expected ',' or ']' after an array element, found '['")
    }

    @Test func trailingCommasPointAtTheComma() {
        JSONTesting.expectError("[1, 2,]", at: 1, 6, "trailing comma before ']'")
        JSONTesting.expectError("[1, 2,\n]", at: 1, 6, "trailing comma before ']'")
        JSONTesting.expectError(#"{"a": 1,}"#, at: 1, 8, "trailing comma before '}'")
        JSONTesting.expectError("{\"a\": 1,\n\n}", at: 1, 8, "trailing comma before '}'")
    }

    @Test func doubledCommas() {
        JSONTesting.expectError("[1,,2]", at: 1, 4, "expected a value after ',', found ','")
        JSONTesting.expectError(#"{"a":1,,"b":2}"#, at: 1, 8, "expected a string key after ',', found ','")
        JSONTesting.expectError("[,1]", at: 1, 2, "expected a value or ']', found ','")
    }

    @Test func duplicateKeyNamesTheFirst() {
        let text = """
            {
              "name": "a",
              "other": {"name": 1},
              "name": "b"
            }
            """
        JSONTesting.expectError(text, at: 4, 3, #"duplicate key "name" (first at line 2, column 3)"#)
        JSONTesting.expectError(#"{"A": 1, "\u0041": 2}"#, at: 1, 10, #"duplicate key "A" (first at line 1, column 2)"#)
        JSONTesting.expectError("{\"\\n\": 1, \"\\n\": 2}", at: 1, 11, #"duplicate key "\n" (first at line 1, column 2)"#)
    }

    @Test func keysInOtherNormalFormsAreDuplicates() {
        JSONTesting.expectError("{\"é\": 1, \"e\u{301}\": 2}", at: 1, 10, #"duplicate key "é" (first at line 1, column 2)"#)
    }

    @Test func sameKeyInDifferentObjectsIsFine() {
        #expect(JSONTesting.error(in: #"[{"a": 1}, {"a": 2, "b": {"a": 3}}]"#) == nil)
    }

    @Test func unquotedAndSingleQuotedKeys() {
        JSONTesting.expectError("{name: 1}", at: 1, 2, "expected a string key or '}', found 'name'")
        JSONTesting.expectError("{'name': 1}", at: 1, 2, #"expected a string key or '}', found "'""#)
        JSONTesting.expectError(#"{"a" 1}"#, at: 1, 6, #"expected ':' after the key "a", found '1'"#)
        JSONTesting.expectError(#"{"a" = 1}"#, at: 1, 6, #"expected ':' after the key "a", found '='"#)
        JSONTesting.expectError("{1: 2}", at: 1, 2, "expected a string key or '}', found '1'")
    }

    @Test func wordsThatAreNotJSON() {
        JSONTesting.expectError(#"{"a": True}"#, at: 1, 7, #"expected a value for the key "a", found 'True'; did you mean 'true'?"#)
        JSONTesting.expectError("[FALSE]", at: 1, 2, "expected a value or ']', found 'FALSE'; did you mean 'false'?")
        JSONTesting.expectError("Null", at: 1, 1, "expected a JSON value, found 'Null'; did you mean 'null'?")
        JSONTesting.expectError("[undefined]", at: 1, 2, "expected a value or ']', found 'undefined'")
        JSONTesting.expectError("[1, NaN]", at: 1, 5, "expected a value after ',', found 'NaN'")
        JSONTesting.expectError("truex", at: 1, 1, "expected a JSON value, found 'truex'")
        JSONTesting.expectError("nul", at: 1, 1, "expected a JSON value, found 'nul'")
        JSONTesting.expectError(
            "[" + String(repeating: "a", count: 100) + "]", at: 1, 2,
            "expected a value or ']', found '" + String(repeating: "a", count: 29) + "…'")
    }

    @Test func literalsEndAtTheirLastLetter() throws {
        #expect(JSONTesting.plain("[true,false,null]") == .array([.bool(true), .bool(false), .null]))
        JSONTesting.expectError("[true1]", at: 1, 2, "expected a value or ']', found 'true1'")
        JSONTesting.expectError("[null_]", at: 1, 2, "expected a value or ']', found 'null_'")
    }

    @Test func commentsAreNotJSON() {
        JSONTesting.expectError("// scene\n{}", at: 1, 1, "expected a JSON value, found '/'")
        JSONTesting.expectError("[1] // done", at: 1, 5, "trailing characters after the JSON value")
        JSONTesting.expectError("[1, /* two */ 2]", at: 1, 5, "expected a value after ',', found '/'")
    }

    @Test func trailingCharacters() {
        JSONTesting.expectError("{} x", at: 1, 4, "trailing characters after the JSON value")
        JSONTesting.expectError("1 2", at: 1, 3, "trailing characters after the JSON value")
        JSONTesting.expectError("{}\n\n  {}", at: 3, 3, "trailing characters after the JSON value")
        JSONTesting.expectError(#""a""b""#, at: 1, 4, "trailing characters after the JSON value")
    }

    @Test func whitespaceThatJSONDoesNotAllow() {
        JSONTesting.expectError("\u{0C}1", at: 1, 1, "expected a JSON value, found U+000C")
        JSONTesting.expectError("[1,\u{0B}2]", at: 1, 4, "expected a value after ',', found U+000B")
        JSONTesting.expectError("[\u{A0}1]", at: 1, 2, "expected a value or ']', found U+00A0")
        JSONTesting.expectError("[\u{2028}]", at: 1, 2, "expected a value or ']', found U+2028")
        JSONTesting.expectError("\u{0}", at: 1, 1, "expected a JSON value, found U+0000")
    }

    @Test func nonASCIIFoundIsQuotedWhole() {
        JSONTesting.expectError("[1, é]", at: 1, 5, "expected a value after ',', found 'é'")
        JSONTesting.expectError("[1 🎉]", at: 1, 4, "expected ',' or ']' after an array element, found '🎉'")
    }

    @Test func nesting65DeepIsTooDeep() {
        let sixtyFour = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(JSONTesting.error(in: sixtyFour) == nil)
        let sixtyFive = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        JSONTesting.expectError(sixtyFive, at: 1, 65, "nesting deeper than 64 levels")
        let objects = String(repeating: #"{"a":"#, count: 65) + "1" + String(repeating: "}", count: 65)
        JSONTesting.expectError(objects, at: 1, 5 * 64 + 1, "nesting deeper than 64 levels")
    }

    @Test func errorsDescribeThemselvesWithTheirLocation() {
        let error = JSONTesting.error(in: "[1,]")
        #expect(error?.description == "line 1, column 3: trailing comma before ']'")
    }
}
