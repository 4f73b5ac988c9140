import Testing
@testable import CutawaySceneFile

/// Views and script events keep their place, the JSON path and where the value starts, so that
/// errors found while the scene plays point at the text.
@Suite("SourcePlace")
struct SourcePlaceTests {
    let text = """
        { "format": "cutaway-scene/1", "name": "places", "fps": 10, "duration": 1,
          "canvas": { "width": 100, "height": 100, "scale": 1 },
          "state": { "on": true },
          "body": { "VStack": { "content": [
            { "Button": { "title": "Go", "action": [ { "toggle": "on" } ] } } ] } },
          "script": [ { "at": 0.5, "tap": "Go" } ] }
        """

    @Test func aViewsPlaceIsItsPathAndTheBraceItStartsAt() throws {
        let document = try SceneDocument.decode(text)
        // Line 4 is `  "body": {`: the body's brace is column 11.
        #expect(document.body.place == SourcePlace(path: "body", location: SourceLocation(line: 4, column: 11)))
        guard case .stack(_, _, let children) = document.body.kind else {
            Issue.record("the body is not a stack")
            return
        }
        // Line 5 starts with four spaces, so the button's brace is column 5.
        #expect(children.map(\.place) == [SourcePlace(path: "body.VStack.content[0]", location: SourceLocation(line: 5, column: 5))])
    }

    @Test func aScriptEventsPlaceIsItsActionsValue() throws {
        let document = try SceneDocument.decode(text)
        // Line 6 is `  "script": [ { "at": 0.5, "tap": "Go" } ] }`: the quote of "Go" is column 35.
        guard case .tap(let title, let place) = try #require(document.script.first).action else {
            Issue.record("the event is not a tap")
            return
        }
        #expect(title == "Go")
        #expect(place == SourcePlace(path: "script[0].tap", location: SourceLocation(line: 6, column: 35)))
    }

    @Test func placesDifferByPathOrByLocation() {
        let place = SourcePlace(path: "body", location: SourceLocation(line: 1, column: 2))
        #expect(place == SourcePlace(path: "body", location: SourceLocation(line: 1, column: 2)))
        #expect(place != SourcePlace(path: "body.Text", location: SourceLocation(line: 1, column: 2)))
        #expect(place != SourcePlace(path: "body", location: SourceLocation(line: 2, column: 1)))
    }
}
