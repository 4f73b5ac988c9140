import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// A script's `swipeActions` action in scene files and preview scripts: a row's text, or an
/// object with the row and the edge; anything else is an error at its place.
struct SwipeActionsDecoderTests {
    /// A scene file of a list of two texts, with `script` (scene files draw no swipe actions,
    /// so every reveal in one fails, at the event's place).
    func scene(script: String) -> String {
        """
        { "format": "cutaway-scene/1", "name": "swiping", "fps": 10, "duration": 1,
          "canvas": { "width": 200, "height": 200, "scale": 1 },
          "body": { "List": { "content": [ { "Text": "Milk" }, { "Text": "Eggs" } ] } },
          "script": [ \(script) ] }
        """
    }

    @Test func aPreviewScriptRevealsTrailingActionsByDefaultAndLeadingOnesWhenAsked() throws {
        let file = try PreviewScriptFile.decode(#"""
            { "Rows": { "duration": 1, "script": [
              { "at": 0.2, "swipeActions": "Milk" },
              { "at": 0.5, "swipeActions": { "row": "Eggs", "edge": "leading" }, "animation": "smooth" }
            ] } }
            """#, file: "Rows.cutaway.json", previewNames: ["Rows"])
        let script = try #require(file.entries["Rows"]).script
        guard case .revealSwipeActions("Milk", edge: .trailing) = script[0].action else {
            Issue.record("\(script[0].action)")
            return
        }
        guard case .revealSwipeActions("Eggs", edge: .leading) = script[1].action else {
            Issue.record("\(script[1].action)")
            return
        }
        #expect(script[1].animation == .smooth)
    }

    @Test func anEdgeIsLeadingOrTrailingAndARowIsNamed() {
        #expect {
            try SceneDocument.decode(scene(script: #"{ "at": 0.2, "swipeActions": { "row": "Milk", "edge": "top" } }"#), file: "scene.json")
        } throws: { error in
            "\(error)".hasSuffix("script[0].swipeActions.edge: expected \"leading\" or \"trailing\"")
        }
        #expect {
            try SceneDocument.decode(scene(script: #"{ "at": 0.2, "swipeActions": { "edge": "leading" } }"#), file: "scene.json")
        } throws: { error in
            "\(error)".hasSuffix("script[0].swipeActions: a swipe needs a \"row\": one of the row's texts")
        }
    }

    @Test func aRowWithoutSwipeActionsNamesTheEventsPlace() throws {
        let text = scene(script: #"{ "at": 0.5, "swipeActions": "Milk" }"#)
        let scene = try SceneDocument.decode(text, file: "scene.json").makeScene(file: "scene.json")
        let player = Player(scene: scene, textEngine: ArithmeticEngine())
        #expect {
            for index in 0...5 { _ = try player.frame(at: index) }
        } throws: { error in
            // The event's "swipeActions" value: line 4, column 44.
            "\(error)" == "scene.json:4:44: script[0].swipeActions: at t = 0.5 s the script reveals the trailing swipe actions "
                + "of the row 'Milk', but no such row is on screen (no row has trailing swipe actions)"
        }
    }
}
