import CutawaySceneFile
import Testing

@Suite("ExpressionValue")
struct ExpressionValueTests {
    @Test func kindNames() {
        #expect(ExpressionValue.null.kindName == "null")
        #expect(ExpressionValue.bool(true).kindName == "a boolean")
        #expect(ExpressionValue.number(0).kindName == "a number")
        #expect(ExpressionValue.string("").kindName == "a string")
        #expect(ExpressionValue.array([]).kindName == "an array")
    }

    @Test func descriptionIsTheLiteral() {
        #expect(ExpressionValue.null.description == "null")
        #expect(ExpressionValue.bool(false).description == "false")
        #expect(ExpressionValue.number(12).description == "12")
        #expect(ExpressionValue.number(-0.5).description == "-0.5")
        #expect(ExpressionValue.string("").description == "''")
        #expect(ExpressionValue.string(#"it's a \ path"#).description == #"'it\'s a \\ path'"#)
        #expect(ExpressionValue.string("'\u{301}").description == "'\\'\u{301}'")
        #expect(ExpressionValue.array([]).description == "[]")
        #expect(
            ExpressionValue.array([.number(1), .string("two"), .array([.null, .bool(true)])]).description
                == "[1, 'two', [null, true]]")
    }

    @Test func displayTextIsWhatTextShows() {
        #expect(ExpressionValue.string("it's").displayText == "it's")
        #expect(ExpressionValue.number(3).displayText == "3")
        #expect(ExpressionValue.number(0.25).displayText == "0.25")
        #expect(ExpressionValue.number(-0.0).displayText == "0")
        #expect(ExpressionValue.number(1e16).displayText == "1e+16")
        #expect(ExpressionValue.bool(true).displayText == "true")
        #expect(ExpressionValue.null.displayText == "null")
        #expect(ExpressionValue.array([.string("a"), .number(1)]).displayText == "['a', 1]")
    }
}
