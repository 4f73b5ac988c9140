import CutawaySceneFile
import Testing

@Suite("ExpressionValue: from JSON")
struct ExpressionValueJSONTests {
    @Test func convertsEveryKindButObjects() throws {
        let node = try JSONReader.parse(#"[null, true, 2.5, "s", [1, ["deep"]], []]"#)
        #expect(
            try ExpressionValue(node)
                == .array([.null, .bool(true), .number(2.5), .string("s"), .array([.number(1), .array([.string("deep")])]), .array([])]))
    }

    @Test func anObjectIsAnErrorAtItsLocation() throws {
        let top = try JSONReader.parse(#"{"a": 1}"#)
        #expect(throws: ExpressionValue.ConversionError(location: .init(line: 1, column: 1), path: .root)) {
            try ExpressionValue(top)
        }
        let nested = try JSONReader.parse("[1,\n  [2, {}]]")
        let expected = ExpressionValue.ConversionError(
            location: .init(line: 2, column: 7), path: JSONPath([.index(1), .index(1)]))
        #expect(throws: expected) { try ExpressionValue(nested) }
        #expect(
            expected.description
                == "line 2, column 7: an object cannot be a state value (use null, a boolean, a number, a string or an array)")
    }
}
