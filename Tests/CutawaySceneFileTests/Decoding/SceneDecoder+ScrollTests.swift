import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// A script's `scroll` action in scene files and preview scripts: an offset, an amount or a
/// view's id, in a named scroll view or the first; anything else is an error at its place.
struct ScrollActionDecoderTests {
    /// A scene file of a 200 × 200 canvas showing a scroll view named "rows" of ten 100-point
    /// bars, with `script`.
    func scene(script: String) -> String {
        """
        { "format": "cutaway-scene/1", "name": "scrolling", "fps": 10, "duration": 1,
          "canvas": { "width": 200, "height": 200, "scale": 1 },
          "state": { "bars": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
          "body": { "ScrollView": { "content": [
            { "ForEach": { "items": "$bars", "content": { "Color": "blue",
              "modifiers": [ { "frame": { "height": 100 } } ] } } }
          ] }, "name": "rows" },
          "script": [ \(script) ] }
        """
    }

    func play(_ text: String, at time: Double) throws -> Frame {
        let scene = try SceneDocument.decode(text, file: "scene.json").makeScene(file: "scene.json")
        let player = Player(scene: scene, textEngine: ArithmeticEngine())
        var frame = try player.frame(at: 0)
        for index in 1...Int((time * 10).rounded()) { frame = try player.frame(at: index) }
        return frame
    }

    /// The frame of the `index`th bar.
    func bar(_ index: Int, in frame: Frame) -> CGRect {
        frame.geometry.filter { $0.typeName == "Color" }[index].frame
    }

    @Test func aSceneFileScrollsToAnOffsetByAnAmountAndToAView() throws {
        // The scroll view's implicit stack puts the bars 8 pt apart (a VStack's spacing
        // between two shapes): bar n starts at 108 n.
        let text = scene(script: """
            { "at": 0.2, "scroll": { "in": "rows", "to": { "y": 216 } } },
            { "at": 0.5, "scroll": { "by": { "y": 108 } } },
            { "at": 0.8, "scroll": { "view": 9, "anchor": "top" } }
            """)
        #expect(try bar(2, in: play(text, at: 0.2)).minY == 0)
        #expect(try bar(3, in: play(text, at: 0.5)).minY == 0)
        // A `ForEach` without "id" ids its views by their offsets. Bar 9 at the top would take
        // 972, past the end: 10 × 100 + 9 × 8 − 200 = 872, which leaves it at 972 − 872.
        #expect(try bar(9, in: play(text, at: 0.8)).minY == 100)
    }

    @Test func aSceneFileScrollsAListByItsName() throws {
        let text = """
            { "format": "cutaway-scene/1", "name": "list", "fps": 10, "duration": 1,
              "canvas": { "width": 200, "height": 200, "scale": 1 },
              "state": { "bars": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
              "body": { "List": { "content": [
                { "ForEach": { "items": "$bars", "content": { "Color": "blue",
                  "modifiers": [ { "frame": { "height": 100 } } ] } } }
              ] }, "name": "groceries" },
              "script": [ { "at": 0.5, "scroll": { "in": "groceries", "by": { "y": 200 } } } ] }
            """
        // A list's cell is 100 + 11 + 11 = 122 tall, the first card 35 down, the row 11 into
        // its cell (`ListMetrics`): bar 2 starts at 35 + 244 + 11 − 200 = 90.
        #expect(try bar(2, in: play(text, at: 0.5)).minY == 90)
    }

    @Test func aScrollToAViewByItsIDInAPreviewScript() throws {
        let file = try PreviewScriptFile.decode(#"""
            { "Card": { "duration": 1, "script": [
              { "at": 0.2, "scroll": { "view": 42, "anchor": "bottomTrailing" } },
              { "at": 0.5, "scroll": { "in": "Rows", "by": { "x": 10 } }, "animation": "smooth" }
            ] } }
            """#, file: "Card.cutaway.json", previewNames: ["Card"])
        let script = try #require(file.entries["Card"]).script
        // A number is written as people write it: 42, not 42.0.
        guard case .scroll(nil, .view(id: "42", anchor: .bottomTrailing)) = script[0].action else {
            Issue.record("\(script[0].action)")
            return
        }
        guard case .scroll("Rows", .by(CGSize(width: 10, height: 0))) = script[1].action else {
            Issue.record("\(script[1].action)")
            return
        }
        #expect(script[1].animation == .smooth)
    }

    @Test func aScrollGoesOneWay() {
        #expect {
            try SceneDocument.decode(scene(script: #"{ "at": 0.2, "scroll": { "to": { "y": 1 }, "by": { "y": 1 } } }"#), file: "scene.json")
        } throws: { error in
            "\(error)".hasSuffix("script[0].scroll: a scroll has one of \"to\" (an offset), \"by\" (an amount) and \"view\" (a view's id)")
        }
        #expect {
            try SceneDocument.decode(scene(script: #"{ "at": 0.2, "scroll": { "to": { "y": 1 }, "anchor": "top" } }"#), file: "scene.json")
        } throws: { error in
            "\(error)".hasSuffix("script[0].scroll.anchor: \"anchor\" goes with \"view\": it places the view in the scroll view")
        }
    }

    @Test func aScrollViewNotFoundNamesTheEventsPlace() throws {
        let text = scene(script: #"{ "at": 0.5, "scroll": { "in": "photos", "to": { "y": 100 } } }"#)
        #expect {
            try play(text, at: 0.5)
        } throws: { error in
            // The event's "scroll" value: line 8, column 38.
            "\(error)" == "scene.json:8:38: script[0].scroll: at t = 0.5 s the script scrolls 'photos', "
                + "but no scroll view has that accessibility identifier (scroll views: 'rows')"
        }
    }
}
