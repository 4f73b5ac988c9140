import CutawaySceneFile
import Testing

@Suite("Reading JSON: structure")
struct JSONParserStructureTests {
    // MARK: Edge cases

    @Test func scalarsAtTheTop() {
        #expect(JSONTesting.plain("null") == .null)
        #expect(JSONTesting.plain("true") == .bool(true))
        #expect(JSONTesting.plain("false") == .bool(false))
        #expect(JSONTesting.plain("0") == .number(0))
        #expect(JSONTesting.plain(#""""#) == .string(""))
    }

    @Test func emptyContainers() {
        #expect(JSONTesting.plain("[]") == .array([]))
        #expect(JSONTesting.plain("{}") == .object([]))
        #expect(JSONTesting.plain("[ \n ]") == .array([]))
        #expect(JSONTesting.plain("{\t}") == .object([]))
        #expect(JSONTesting.plain("[[],{},[[]]]") == .array([.array([]), .object([]), .array([.array([])])]))
    }

    @Test func oneAndTwoElements() {
        #expect(JSONTesting.plain("[1]") == .array([.number(1)]))
        #expect(JSONTesting.plain("[1,2]") == .array([.number(1), .number(2)]))
        #expect(JSONTesting.plain(#"{"a":1}"#) == .object([.init(key: "a", value: .number(1))]))
        #expect(
            JSONTesting.plain(#"{"a":1,"b":[true]}"#)
                == .object([.init(key: "a", value: .number(1)), .init(key: "b", value: .array([.bool(true)]))]))
    }

    @Test func whitespaceAroundEverything() {
        let text = " \t\r\n{ \"a\" \n:\t[ 1 ,\r\n 2 ] , \"b\" : null }\n\n "
        #expect(
            JSONTesting.plain(text)
                == .object([.init(key: "a", value: .array([.number(1), .number(2)])), .init(key: "b", value: .null)]))
    }

    @Test func membersKeepTheirSourceOrder() {
        let value = JSONTesting.plain(#"{"z": 1, "a": 2, "m": 3}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }
}
