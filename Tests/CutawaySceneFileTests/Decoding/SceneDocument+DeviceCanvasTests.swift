import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// A scene file's canvas on a device: `"canvas": { "device": "iPhone 15" }`.
struct SceneDocumentDeviceCanvasTests {
    func decode(_ canvas: String) throws -> RenderScene {
        try SceneDocument.decode("""
            { "format": "cutaway-scene/1", "name": "device", "canvas": \(canvas), "body": { "Text": "Hi" } }
            """).makeScene()
    }

    @Test func aDeviceGivesTheCanvasItsScreenSafeAreaAndChrome() throws {
        let scene = try decode(#"{ "device": "iPhone 15", "scale": 1 }"#)
        #expect(scene.canvas.device == .iPhone15)
        #expect(scene.canvas.size == CGSize(width: 393, height: 852) && scene.canvas.scale == 1)
        let turned = try decode(#"{ "device": "iphone-16-pro", "orientation": "landscapeLeft" }"#)
        #expect(turned.canvas.size == CGSize(width: 874, height: 402))
        // The text is laid out in the safe area: 17-point body text centred between 59 and 818.
        let frame = try Player(scene: scene, textEngine: ArithmeticEngine()).frame(at: 0)
        let text = try #require(frame.geometry.first { $0.typeName == "Text" && $0.depth > 0 && $0.frame.midY > 100 })
        #expect(abs(text.frame.midY - (59 + 818) / 2) <= 0.5, "\(text.frame)")
    }

    @Test func anUnknownDeviceIsAnErrorNamingTheKnownOnes() throws {
        let error = try #require(throws: SceneFileError.self) { try decode(#"{ "device": "iPad Pro" }"#) }
        #expect(error.path == "canvas.device")
        #expect("\(error)".contains("iPhone 15 Pro Max"))
    }

    @Test func aDeviceAndASizeTogetherAreAnError() throws {
        let error = try #require(throws: SceneFileError.self) { try decode(#"{ "device": "iPhone SE", "width": 300 }"#) }
        #expect(error.path == "canvas.width")
        let alone = try #require(throws: SceneFileError.self) { try decode(#"{ "orientation": "landscapeLeft" }"#) }
        #expect(alone.path == "canvas.orientation")
    }
}
