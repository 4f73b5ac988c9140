import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// Views and modifiers beyond the examples, decoded and laid out.
struct VocabularyTests {
    func play(_ body: String, state: String = "{}") throws -> Frame {
        let text = """
            { "format": "cutaway-scene/1", "name": "vocabulary",
              "canvas": { "width": 200, "height": 200, "scale": 1 }, "state": \(state), "body": \(body) }
            """
        let scene = try SceneDocument.decode(text).makeScene()
        return try Player(scene: scene, textEngine: ArithmeticEngine()).frame(at: 0)
    }

    @Test func overlayWithAViewIsAlignedInTheContent() throws {
        let frame = try play("""
            { "Color": "red", "modifiers": [ { "frame": { "width": 100, "height": 100 } },
              { "overlay": { "alignment": "topTrailing", "content": { "Circle": { "fill": "blue" }, "name": "badge",
                "modifiers": [ { "frame": { "width": 10, "height": 10 } } ] } } } ] }
            """)
        #expect(frame.geometry(named: "badge")?.frame == CGRect(x: 140, y: 50, width: 10, height: 10))
    }

    @Test func forEachAndIfUseValueAndState() throws {
        let frame = try play("""
            { "VStack": { "spacing": 0, "content": [
              { "ForEach": { "items": "$items", "content": { "Color": "red", "name": "{value}",
                "modifiers": [ { "frame": { "width": 10, "height": 10 } } ] } } },
              { "If": { "condition": "$items[0] == 'a'", "then": { "Ellipse": {}, "name": "yes",
                "modifiers": [ { "frame": { "width": 20, "height": 5 } } ] } } }
            ] } }
            """, state: "{ \"items\": [\"a\", \"b\"] }")
        #expect(frame.geometry(named: "yes")?.frame.height == 5)
        #expect(frame.geometry.filter { $0.typeName == "Color" }.count == 2)
    }

    /// Three 10-pt squares, one per item, stacked at the top; at 0.5 s the first item goes, in a
    /// 1-s linear animation.
    func removal(id: String?) throws -> Player {
        let idMember = id.map { "\"id\": \"\($0)\", " } ?? ""
        let text = """
            { "format": "cutaway-scene/1", "name": "removal", "fps": 4, "duration": 2,
              "canvas": { "width": 200, "height": 200, "scale": 1 }, "state": { "items": ["a", "b", "c"] },
              "body": { "VStack": { "spacing": 0, "content": [
                { "ForEach": { "items": "$items", \(idMember)"content": { "Color": "red",
                  "modifiers": [ { "frame": { "width": 10, "height": 10 } } ] } } } ] },
                "modifiers": [ { "frame": { "maxHeight": "infinity", "alignment": "top" } } ] },
              "script": [ { "at": 0.5, "animation": { "linear": { "duration": 1 } }, "set": { "items": ["b", "c"] } } ] }
            """
        return Player(scene: try SceneDocument.decode(text).makeScene(), textEngine: ArithmeticEngine())
    }

    /// The tops of the squares still laid out (a removed one fades as a drawing, not a view).
    func squareTops(_ frame: Frame) -> [CGFloat] {
        frame.geometry.filter { $0.typeName == "Color" }.map(\.frame.minY)
    }

    @Test func forEachWithAnIdKeepsAnElementsViewsWhenAnotherGoes() throws {
        let keyed = try removal(id: "value")
        #expect(squareTops(try keyed.frame(at: 1)) == [0, 10, 20])
        // Half-way (1.0 s): "b" and "c" keep their views and slide up from 10 and 20 by 5.
        #expect(squareTops(try keyed.frame(at: 4)) == [5, 15])
        #expect(squareTops(try keyed.frame(at: 8)) == [0, 10])
        // Without an id, views are keyed by position: the first two stay, and the third goes.
        let positional = try removal(id: nil)
        _ = try positional.frame(at: 1)
        #expect(squareTops(try positional.frame(at: 4)) == [0, 10])
    }

    @Test func forEachIdsMustBeUnique() throws {
        let text = """
            { "format": "cutaway-scene/1", "name": "twice", "state": { "items": ["a", "a"] },
              "body": { "VStack": { "content": [ { "ForEach": { "items": "$items", "id": "value", "content": { "Text": "{value}" } } } ] } } }
            """
        let player = Player(scene: try SceneDocument.decode(text).makeScene(), textEngine: ArithmeticEngine())
        #expect {
            _ = try player.frame(at: 0)
        } throws: { error in
            "\(error)".contains("ForEach ids must be unique: 'a' is the id of two elements")
        }
    }

    @Test func namesAreFixedStrings() throws {
        let frame = try play("""
            { "Text": "hello", "name": "greeting" }
            """)
        #expect(frame.geometry(named: "greeting") != nil)
    }
}

/// Every character 5 points wide, lines 10 points tall: enough to lay text out without Pango.
nonisolated final class ArithmeticEngine: TextEngine {
    func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        TextLayoutResult(size: CGSize(width: CGFloat(request.string.count) * 5, height: 10),
                         firstBaseline: 8, lastBaseline: 8, lineCount: 1, isTruncated: false)
    }

    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: 8, descent: 2, capHeight: 7, lineHeight: 10)
    }
}
