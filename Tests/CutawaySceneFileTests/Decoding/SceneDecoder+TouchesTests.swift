import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// A script's two-finger actions, `pinch` and `rotate`, in scene files and preview scripts:
/// one motion of two fingers about a target; anything else is an error at its place.
struct TouchActionDecoderTests {
    /// A scene file of a 200 × 200 canvas showing a blue square named "photo", with `script`
    /// (its events on lines 5 and after).
    func scene(script: String) -> String {
        """
        { "format": "cutaway-scene/1", "name": "pinching", "fps": 10, "duration": 2,
          "canvas": { "width": 200, "height": 200, "scale": 1 },
          "body": { "Color": "blue", "modifiers": [ { "frame": { "width": 100, "height": 100 } } ], "name": "photo" },
          "script": [
            \(script) ] }
        """
    }

    @Test func aPinchAndARotateAreOneTwoFingerMotion() throws {
        let document = try SceneDocument.decode(scene(script: """
            { "at": 0.2, "pinch": { "from": { "identifier": "photo" }, "scale": 2, "duration": 0.5, "curve": "easeInOut" } },
            { "at": 1, "rotate": { "from": { "point": { "x": 100, "y": 100 } }, "angle": -45, "scale": 0.5, "span": 80, "duration": 0.3 } }
            """), file: "scene.json")
        guard case .touch(let pinch, let place) = document.script[0].action else {
            Issue.record("\(document.script[0].action)")
            return
        }
        // Without "angle" a pinch does not turn; without "span" its fingers start 100 pt apart.
        #expect(pinch == .pinch(from: .identifier("photo"), scale: 2, rotation: .zero, span: 100, duration: 0.5, curve: .easeInOut))
        #expect(place.path == "script[0].pinch" && place.location.line == 5)
        guard case .touch(let rotate, _) = document.script[1].action else {
            Issue.record("\(document.script[1].action)")
            return
        }
        #expect(rotate == .pinch(from: .point(CGPoint(x: 100, y: 100)), scale: 0.5, rotation: .degrees(-45), span: 80, duration: 0.3, curve: .linear))
    }

    @Test func aPreviewScriptPinchesToo() throws {
        let file = try PreviewScriptFile.decode(#"""
            { "Photo": { "duration": 1, "script": [
              { "at": 0.2, "pinch": { "from": { "text": "Photo" }, "scale": 1.5, "angle": 30, "duration": 0.4 } }
            ] } }
            """#, file: "Photo.cutaway.json", previewNames: ["Photo"])
        let script = try #require(file.entries["Photo"]).script
        guard case .touch(let touch) = script[0].action else {
            Issue.record("\(script[0].action)")
            return
        }
        #expect(touch == .pinch(from: .text("Photo"), scale: 1.5, rotation: .degrees(30), span: 100, duration: 0.4, curve: .linear))
    }

    @Test func badPinchesAreErrorsAtTheirPlace() {
        let cases: [(event: String, suffix: String)] = [
            (#"{ "at": 0.2, "pinch": { "scale": 2, "duration": 0.5 } }"#,
             "script[0].pinch: a pinch needs \"from\": the view ({\"identifier\": …} or {\"text\": …}) or {\"point\": …} its two fingers go down around"),
            (#"{ "at": 0.2, "pinch": { "from": { "identifier": "photo" }, "duration": 0.5 } }"#,
             "script[0].pinch: a pinch needs a \"scale\": the fingers' final distance over their first (2 spreads them to twice as far apart, 0.5 brings them half as close)"),
            (#"{ "at": 0.2, "rotate": { "from": { "identifier": "photo" }, "duration": 0.5 } }"#,
             "script[0].rotate: a rotate needs an \"angle\": how far the fingers turn, in degrees, clockwise (negative turns them counterclockwise)"),
            (#"{ "at": 0.2, "pinch": { "from": { "identifier": "photo" }, "scale": 0, "duration": 0.5 } }"#,
             "script[0].pinch.scale: expected a number from 0.05 to 20, found 0"),
            (#"{ "at": 0.2, "rotate": { "from": { "identifier": "photo" }, "angle": 1000, "duration": 0.5 } }"#,
             "script[0].rotate.angle: expected a number from -720 to 720, found 1000"),
            (#"{ "at": 0.2, "pinch": { "from": { "identifier": "photo" }, "scale": 2 } }"#,
             "script[0].pinch: a pinch needs a \"duration\" in seconds"),
            (#"{ "at": 0.2, "pinch": { "from": { "identifier": "photo" }, "scale": 2, "duration": 0.5, "curve": "bouncy" } }"#,
             "script[0].pinch.curve: unknown value 'bouncy' (expected one of: linear, easeIn, easeOut, easeInOut)"),
        ]
        for (event, suffix) in cases {
            #expect {
                try SceneDocument.decode(scene(script: event), file: "scene.json")
            } throws: { error in
                "\(error)".hasPrefix("scene.json:5:") && "\(error)".hasSuffix(suffix)
            }
        }
    }

    @Test func aPinchOfAViewNotOnScreenFailsAtItsLine() throws {
        let document = try SceneDocument.decode(scene(script: """
            { "at": 0.2, "pinch": { "from": { "identifier": "map" }, "scale": 2, "duration": 0.5 } }
            """), file: "scene.json")
        let player = Player(scene: try document.makeScene(file: "scene.json"), textEngine: ArithmeticEngine())
        #expect {
            for index in 0...5 { _ = try player.frame(at: index) }
        } throws: { error in
            "\(error)".hasPrefix("scene.json:5:") && "\(error)".hasSuffix("script[0].pinch: at t = 0.2 s the script touches the view with accessibility identifier 'map', "
                + "but it is not on screen (there are 'photo')")
        }
    }
}
