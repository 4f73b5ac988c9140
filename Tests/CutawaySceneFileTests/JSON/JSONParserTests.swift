import CutawaySceneFile
import Testing

/// The cursor: the byte order mark, whitespace, and the line and column of every value and key.
@Suite("Reading JSON: locations")
struct JSONParserTests {
    @Test func byteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let node = try JSONReader.parse("\u{FEFF}[1, true]")
        #expect(JSONTestValue(node) == .array([.number(1), .bool(true)]))
        #expect(node.location == JSONTesting.location(1, 1))
        JSONTesting.expectError("\u{FEFF}[1, x]", at: 1, 5, "expected a value after ',', found 'x'")
        #expect(JSONTesting.plain("\u{FEFF}") == nil)
        JSONTesting.expectError("\u{FEFF}", at: 1, 1, "expected a JSON value, found the end of the file")
    }

    @Test func byteOrderMarkAnywhereElseIsAnError() {
        JSONTesting.expectError("[\u{FEFF}1]", at: 1, 2, "expected a value or ']', found U+FEFF")
        JSONTesting.expectError("\u{FEFF}\u{FEFF}1", at: 1, 1, "expected a JSON value, found U+FEFF")
    }

    // MARK: Locations

    @Test func everyValueAndKeyIsLocated() throws {
        let text = """
            {
              "name": "presence",
              "fps": 60,
              "list": [1, true, null],
              "nested": {"é": "→x"}
            }
            """
        let node = try JSONReader.parse(text)
        let expected = [
            (1, 1),
            (2, 3), (2, 11),
            (3, 3), (3, 10),
            (4, 3), (4, 11), (4, 12), (4, 15), (4, 21),
            (5, 3), (5, 13), (5, 14), (5, 19),
        ].map { JSONTesting.location($0.0, $0.1) }
        #expect(JSONTesting.locations(of: node) == expected)
    }

    @Test func columnsCountUnicodeScalars() throws {
        // "é" and "🎉" are one scalar each (two and four UTF-8 bytes); "e\u{301}" is two scalars.
        let node = try JSONReader.parse("[\"é\", \"🎉\", \"e\u{301}\", 1]")
        #expect(JSONTesting.locations(of: node).map(\.column) == [1, 2, 7, 12, 18])
    }

    @Test func everyLineBreakStartsALine() throws {
        let lf = try JSONReader.parse("[\n1,\n  2]")
        let crlf = try JSONReader.parse("[\r\n1,\r\n  2]")
        let cr = try JSONReader.parse("[\r1,\r  2]")
        let expected = [(1, 1), (2, 1), (3, 3)].map { JSONTesting.location($0.0, $0.1) }
        #expect(JSONTesting.locations(of: lf) == expected)
        #expect(JSONTesting.locations(of: crlf) == expected)
        #expect(JSONTesting.locations(of: cr) == expected)
        let blankLines = try JSONReader.parse("\n\r\n\r\r\n  7")
        #expect(blankLines.location == JSONTesting.location(5, 3))
    }

    @Test func aTabIsOneColumn() throws {
        #expect(try JSONReader.parse("\t\t7").location == JSONTesting.location(1, 3))
    }

    @Test func theSceneFormatExampleReads() throws {
        let text = """
            {
              "format": "cutaway-scene/1",
              "canvas": { "width": 390, "height": 280, "scale": 2 },
              "state": { "visible": true, "samples": ["Short change.", "A much longer change."] },
              "body": { "Button": { "title": "{$visible ? 'Hide' : 'Show'}", "action": [ {"toggle": "visible"} ] } },
              "script": [ { "at": 0.5, "set": { "visible": false }, "animation": "smooth" } ]
            }
            """
        let node = try JSONReader.parse(text)
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["format", "canvas", "state", "body", "script"])
        #expect(members[1].value.location == JSONTesting.location(3, 13))
        guard case .object(let canvas) = members[1].value.value else {
            Issue.record("canvas is not an object")
            return
        }
        #expect(canvas[1].keyLocation == JSONTesting.location(3, 29))
        #expect(canvas[1].value == JSONNode(value: .number(280), location: JSONTesting.location(3, 39)))
    }
}
