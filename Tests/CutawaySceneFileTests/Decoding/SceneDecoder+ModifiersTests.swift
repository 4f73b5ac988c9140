import Testing
@testable import CutawaySceneFile

/// Modifier arguments that are malformed in ways the decoder once trapped on (found by
/// `cutaway-fuzz`; the inputs are in Tests/Fuzz/Regressions/scene/).
struct SceneDecoderModifiersTests {
    func decodeError(modifier: String) throws -> SceneFileError {
        let text = """
            { "format": "cutaway-scene/1", "name": "m", "body": { "Text": "a", "modifiers": [ \(modifier) ] } }
            """
        return try #require(throws: SceneFileError.self) { try SceneDocument.decode(text) }
    }

    @Test func aTransitionObjectWithoutAKnownKeyIsAnErrorNotATrap() throws {
        let error = try decodeError(modifier: #"{ "transition": {} }"#)
        #expect(error.path == "body.modifiers[0].transition")
        #expect(error.message.hasPrefix("expected a transition: identity, opacity, scale, or {"))
        #expect(error.message.hasSuffix("found an object {}"))
    }
}
