import CutawaySceneFile
import Testing

@Suite("JSONValue: preview")
struct JSONValuePreviewTests {
    private func node(_ value: JSONValue) -> JSONNode {
        JSONNode(value: value, location: JSONTesting.location(1, 1))
    }

    @Test func previewOfEmptyAndScalarValues() {
        #expect(JSONValue.null.preview == "null")
        #expect(JSONValue.bool(false).preview == "false")
        #expect(JSONValue.array([]).preview == "[]")
        #expect(JSONValue.object([]).preview == "{}")
        #expect(JSONValue.string("").preview == #""""#)
    }

    @Test func previewWritesNumbersAsPeopleDo() {
        #expect(JSONValue.number(390).preview == "390")
        #expect(JSONValue.number(-0.0).preview == "0")
        #expect(JSONValue.number(0.5).preview == "0.5")
        #expect(JSONValue.number(1e-7).preview == "1e-07")
        #expect(JSONValue.number(1e20).preview == "1e+20")
    }

    @Test func previewEscapesStrings() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1}").preview == #""a\"b\\c\nd\u0001""#)
    }

    @Test func previewOfAShortObjectIsComplete() {
        let value = try! JSONReader.parse(#"{"Text":"Footer","name":"footer"}"#).value
        #expect(value.preview == #"{"Text": "Footer", "name": "footer"}"#)
    }

    @Test func previewOfExactlyFortyCharactersIsNotCut() {
        let forty = String(repeating: "x", count: 38)
        #expect(JSONValue.string(forty).preview == "\"\(forty)\"")
    }

    @Test func previewIsCutAtFortyCharacters() {
        let value = try! JSONReader.parse(#"{"Text": "Footer", "modifiers": ["bold", "italic"], "name": "footer"}"#).value
        #expect(value.preview == #"{"Text": "Footer", "modifiers": ["bold"…"#)
        #expect(value.preview.count == 40)
    }

    @Test func previewOfHugeOrDeepValuesStaysShort() {
        let long = JSONValue.string(String(repeating: "é", count: 1_000_000))
        #expect(long.preview == "\"" + String(repeating: "é", count: 38) + "…")
        let many = JSONValue.array((0..<100_000).map { node(.number(Double($0))) })
        #expect(many.preview == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, …")
        let deep = try! JSONReader.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).value
        #expect(deep.preview == String(repeating: "[", count: 39) + "…")
    }
}
