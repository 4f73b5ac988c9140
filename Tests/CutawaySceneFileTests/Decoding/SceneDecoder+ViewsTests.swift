import Testing
@testable import CutawaySceneFile

/// A view is an object with one key naming its type, plus optional "modifiers" and "name"
/// (docs/scene-format.md); anything else is an error at the view's place.
struct SceneDecoderViewsTests {
    func text(body: String) -> String {
        """
        { "format": "cutaway-scene/1", "name": "views", "fps": 10, "duration": 0,
          "canvas": { "width": 100, "height": 100, "scale": 1 }, "state": { "on": true, "items": [1, 2] },
          "body": \(body) }
        """
    }

    func body(_ view: String) throws -> ViewSpec {
        try SceneDocument.decode(text(body: view)).body
    }

    func error(_ view: String) throws -> SceneFileError {
        try #require(throws: SceneFileError.self) { try SceneDocument.decode(text(body: view)) }
    }

    @Test func aViewThatIsNotAnObjectSaysWhatAViewLooksLike() throws {
        let failure = try error(#""Text""#)
        #expect(failure.path == "body")
        #expect(failure.message == #"expected a view object such as {"Text": "Hello"}, found a string "Text""#)
    }

    @Test func aViewNeedsExactlyOneTypeKey() throws {
        #expect(try error(#"{ "name": "alone" }"#).message.hasPrefix("a view needs one key naming its type (Text, VStack, "))
        #expect(try error(#"{ "Text": "a", "Divider": {} }"#).message == "a view has one key naming its type; found 'Text', 'Divider'")
    }

    @Test func aMisspeltTypeIsAnErrorAtItsKeyWithTheNearestName() throws {
        // Line 3 is `  "body": { "Txt": "a" }`: the key's quote is column 13.
        let failure = try error(#"{ "Txt": "a" }"#)
        #expect(failure.path == "body")
        #expect(failure.location == SourceLocation(line: 3, column: 13))
        #expect(failure.message == "unknown view 'Txt'; did you mean 'Text'?")
    }

    @Test func aViewKeepsItsNameAndANameMustBeAString() throws {
        #expect(try body(#"{ "Text": "a", "name": "title" }"#).name == "title")
        #expect(try body(#"{ "Text": "a" }"#).name == nil)
        let failure = try error(#"{ "Text": "a", "name": 3 }"#)
        #expect(failure.path == "body.name")
        #expect(failure.message == "expected a string, found a number 3")
    }

    @Test func shapesSpacersAndDividersDecodeWithTheirArguments() throws {
        guard case .shape(.circle, let fill) = try body(#"{ "Circle": {} }"#).kind else {
            Issue.record("not a circle")
            return
        }
        #expect(fill == nil)
        guard case .shape(.roundedRectangle(let radius), _) = try body(#"{ "RoundedRectangle": { "cornerRadius": 12 } }"#).kind else {
            Issue.record("not a rounded rectangle")
            return
        }
        #expect(radius == 12)
        guard case .spacer(let minLength) = try body(#"{ "Spacer": { "minLength": 8 } }"#).kind else {
            Issue.record("not a spacer")
            return
        }
        #expect(minLength == 8)
        guard case .divider = try body(#"{ "Divider": {} }"#).kind else {
            Issue.record("not a divider")
            return
        }
    }

    @Test func anIfWithoutThenIsAnErrorAtTheIf() throws {
        let failure = try error(#"{ "If": { "condition": "$on" } }"#)
        #expect(failure.path == "body.If")
        #expect(failure.message == #"missing "then""#)
    }

    @Test func aForEachWithoutContentIsAnErrorAtTheForEach() throws {
        let failure = try error(#"{ "ForEach": { "items": "$items" } }"#)
        #expect(failure.path == "body.ForEach")
        #expect(failure.message == #"missing "content""#)
    }
}
