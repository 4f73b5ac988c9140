import CutawaySceneFile
import Testing

/// A value with where it starts: a string at its opening quote, a number or literal at its first
/// character, a container at its opening bracket.
@Suite("JSONNode")
struct JSONNodeTests {
    @Test func eachKindOfValueStartsWhereTheFormatSays() throws {
        // Columns of `[ "x", -2, null, [] ]`: '[' 1, '"' 3, '-' 8, 'n' 12, the inner '[' 18.
        let node = try JSONReader.parse(#"[ "x", -2, null, [] ]"#)
        #expect(node.location == JSONTesting.location(1, 1))
        #expect(node.value == .array([
            JSONNode(value: .string("x"), location: JSONTesting.location(1, 3)),
            JSONNode(value: .number(-2), location: JSONTesting.location(1, 8)),
            JSONNode(value: .null, location: JSONTesting.location(1, 12)),
            JSONNode(value: .array([]), location: JSONTesting.location(1, 18)),
        ]))
    }

    @Test func nodesWithEqualValuesDifferWhenTheirLocationsDo() {
        let node = JSONNode(value: .string("x"), location: JSONTesting.location(3, 4))
        #expect(node == JSONNode(value: .string("x"), location: JSONTesting.location(3, 4)))
        #expect(node != JSONNode(value: .string("x"), location: JSONTesting.location(4, 3)))
        #expect(node != JSONNode(value: .string("y"), location: JSONTesting.location(3, 4)))
    }
}
