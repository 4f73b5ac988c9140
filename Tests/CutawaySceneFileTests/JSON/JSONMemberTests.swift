import CutawaySceneFile
import Testing

/// An object's member: its key, where the key's opening quote is, and its value.
@Suite("JSONMember")
struct JSONMemberTests {
    @Test func theKeyIsLocatedAtItsOpeningQuoteAndTheValueAtItsFirstCharacter() throws {
        // `{"a": 1, "bc": true}`: '{' is column 1, the first key's quote 2, its value 7;
        // the second key's quote is column 10 and its value `true` starts at column 16.
        let node = try JSONReader.parse(#"{"a": 1, "bc": true}"#)
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members == [
            JSONMember(key: "a", keyLocation: JSONTesting.location(1, 2), value: JSONNode(value: .number(1), location: JSONTesting.location(1, 7))),
            JSONMember(key: "bc", keyLocation: JSONTesting.location(1, 10), value: JSONNode(value: .bool(true), location: JSONTesting.location(1, 16))),
        ])
    }

    @Test func membersDifferWhenOnlyTheirKeysLocationDiffers() {
        let value = JSONNode(value: .null, location: JSONTesting.location(1, 7))
        let member = JSONMember(key: "a", keyLocation: JSONTesting.location(1, 2), value: value)
        #expect(member == JSONMember(key: "a", keyLocation: JSONTesting.location(1, 2), value: value))
        #expect(member != JSONMember(key: "a", keyLocation: JSONTesting.location(2, 2), value: value))
        #expect(member != JSONMember(key: "b", keyLocation: JSONTesting.location(1, 2), value: value))
    }
}
