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

    @Test func namesAreFixedStrings() throws {
        let frame = try play("""
            { "Text": "hello", "name": "greeting" }
            """)
        #expect(frame.geometry(named: "greeting") != nil)
    }
}

/// Every character 5 points wide, lines 10 points tall: enough to lay text out without Pango.
final class ArithmeticEngine: TextEngine {
    func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        TextLayoutResult(size: CGSize(width: CGFloat(request.string.count) * 5, height: 10),
                         firstBaseline: 8, lastBaseline: 8, lineCount: 1, isTruncated: false)
    }

    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: 8, descent: 2, capHeight: 7, lineHeight: 10)
    }
}
