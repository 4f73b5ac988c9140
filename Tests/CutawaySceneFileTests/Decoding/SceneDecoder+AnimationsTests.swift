import Cutaway
import Testing
@testable import CutawaySceneFile

/// Animations as docs/scene-format.md writes them: a name, `null`, or one key with SwiftUI's
/// argument names, each also taking `delay` and `speed`.
struct SceneDecoderAnimationsTests {
    /// A scene whose one script event sets `on` with `animation`.
    func scene(animation: String) -> String {
        """
        { "format": "cutaway-scene/1", "name": "animating", "fps": 10, "duration": 1,
          "canvas": { "width": 100, "height": 100, "scale": 1 }, "state": { "on": true },
          "body": { "Text": "{$on}" },
          "script": [ { "at": 0.5, "set": { "on": false }, "animation": \(animation) } ] }
        """
    }

    func animation(_ text: String) throws -> Animation? {
        try #require(try SceneDocument.decode(scene(animation: text)).script.first).animation
    }

    func error(_ text: String) throws -> SceneFileError {
        try #require(throws: SceneFileError.self) { try SceneDocument.decode(scene(animation: text)) }
    }

    @Test func aNameIsSwiftUIsAnimationOfThatName() throws {
        #expect(try animation(#""easeIn""#) == .easeIn)
        #expect(try animation(#""smooth""#) == .smooth)
        #expect(try animation(#""interactiveSpring""#) == .interactiveSpring)
        #expect(try animation(#""default""#) == .default)
    }

    @Test func nullIsNoAnimation() throws {
        #expect(try animation("null") == nil)
    }

    @Test func argumentsAreSwiftUIsArgumentsByName() throws {
        #expect(try animation(#"{"smooth": {"duration": 0.3}}"#) == .smooth(duration: 0.3))
        #expect(try animation(#"{"bouncy": {"duration": 0.4, "extraBounce": 0.1}}"#) == .bouncy(duration: 0.4, extraBounce: 0.1))
        #expect(try animation(#"{"spring": {"response": 0.4}}"#) == .spring(response: 0.4))
        #expect(try animation(#"{"easeInOut": {"duration": 2}}"#) == .easeInOut(duration: 2))
        #expect(try animation(#"{"timingCurve": {"c0": [0.2, 0], "c1": [0, 1], "duration": 0.4}}"#)
            == .timingCurve(0.2, 0, 0, 1, duration: 0.4))
    }

    @Test func delayAndSpeedApplyToAnyAnimation() throws {
        #expect(try animation(#"{"linear": {"duration": 1, "delay": 0.5, "speed": 2}}"#) == .linear(duration: 1).delay(0.5).speed(2))
    }

    @Test func anUnknownAnimationIsAnErrorAtItsKeyWithTheNearestName() throws {
        // Line 4 is `  "script": [ { "at": 0.5, "set": { "on": false }, "animation": {"smoth": {}} } ] }`:
        // the key "smoth" opens at column 66 (65 characters precede it).
        let failure = try error(#"{"smoth": {}}"#)
        #expect(failure.path == "script[0].animation")
        #expect(failure.location == SourceLocation(line: 4, column: 66))
        #expect(failure.message == "unknown animation 'smoth'; did you mean 'smooth'?")
    }

    @Test func anArgumentTheAnimationDoesNotTakeIsAnError() throws {
        let failure = try error(#"{"linear": {"bounce": 0.2}}"#)
        #expect(failure.path == "script[0].animation.linear.bounce")
        #expect(failure.message == "unknown key 'bounce' (expected one of: duration, delay, speed)")
    }

    @Test func anythingElseIsAnErrorThatSaysWhatAnAnimationIs() throws {
        let failure = try error("0.5")
        #expect(failure.message == #"expected an animation: a name, null, or {"name": {arguments}}, found a number 0.5"#)
        #expect(try error(#"{"linear": {}, "easeIn": {}}"#).message.hasPrefix("expected an animation"))
    }
}
