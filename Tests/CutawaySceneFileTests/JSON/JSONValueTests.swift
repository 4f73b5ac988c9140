import CutawaySceneFile
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test func kindNamesCarryTheirArticle() {
        #expect(JSONValue.null.kindName == "null")
        #expect(JSONValue.bool(true).kindName == "a boolean")
        #expect(JSONValue.number(1).kindName == "a number")
        #expect(JSONValue.string("").kindName == "a string")
        #expect(JSONValue.array([]).kindName == "an array")
        #expect(JSONValue.object([]).kindName == "an object")
    }
}
