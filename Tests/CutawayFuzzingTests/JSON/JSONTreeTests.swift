import Testing
@testable import CutawayFuzzing

struct JSONTreeTests {
    func tree(_ text: String) -> JSONTree? { JSONTree(parsing: Array(text.utf8)) }

    @Test func scalarsParse() {
        #expect(tree("null") == .null)
        #expect(tree(" true ") == .bool(true))
        #expect(tree("false") == .bool(false))
        #expect(tree("\"a\"") == .string("a"))
    }

    @Test func numbersKeepTheirSourceText() {
        #expect(tree("1e309") == .number("1e309"))
        #expect(tree("-0.50") == .number("-0.50"))
        #expect(tree("123456789012345678901234567890")?.text == "123456789012345678901234567890")
    }

    @Test func membersKeepTheirOrder() {
        let parsed = tree(#"{"b": 1, "a": [2, {"c": null}]}"#)
        #expect(parsed?.text == #"{"b":1,"a":[2,{"c":null}]}"#)
    }

    @Test func escapesAreDecodedAndWrittenBack() {
        #expect(tree(#""\"\\\/\b\f\n\r\t\u00e9""#) == .string("\"\\/\u{8}\u{C}\n\r\té"))
        #expect(JSONTree.string("\"\\\n\u{1}").text == #""\"\\\n\u0001""#)
    }

    @Test func malformedTextIsNotATree() {
        for text in ["", "[1,]", "{\"a\" 1}", "{1: 2}", "[1] 2", "\"open", "\"\\q\"", "\"\\ud800\"", "nul", "\"\u{1}\""] {
            #expect(tree(text) == nil, "\(text)")
        }
    }

    @Test func nestingStopsAtTheDepthLimit() {
        let deep = String(repeating: "[", count: JSONTree.maximumDepth + 1) + String(repeating: "]", count: JSONTree.maximumDepth + 1)
        let deeper = "[" + deep + "]"
        #expect(tree(deep) != nil)
        #expect(tree(deeper) == nil)
    }

    @Test func everyCorpusSceneRoundTrips() throws {
        for entry in try FuzzTesting.corpus(.scene) {
            let parsed = try #require(JSONTree(parsing: entry.bytes), "\(entry.name)")
            #expect(JSONTree(parsing: Array(parsed.text.utf8)) == parsed, "\(entry.name)")
        }
    }
}
