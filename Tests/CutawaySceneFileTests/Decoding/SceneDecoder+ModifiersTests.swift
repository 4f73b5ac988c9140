import Testing
@testable import CutawaySceneFile

/// Modifier arguments that are malformed in ways the decoder once trapped on (found by
/// `cutaway-fuzz`; the inputs are in Tests/Fuzz/Regressions/scene/), and the limits on how many
/// modifiers a file may have (`SceneFileLimits`).
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

    /// A scene whose body is a VStack of `views` texts, each with `modifiers` paddings.
    func stack(views: Int, modifiers: Int) -> String {
        let paddings = Array(repeating: "\"padding\"", count: modifiers).joined(separator: ", ")
        let texts = Array(repeating: "{ \"Text\": \"a\", \"modifiers\": [ \(paddings) ] }", count: views).joined(separator: ", ")
        return "{ \"format\": \"cutaway-scene/1\", \"name\": \"m\", \"body\": { \"VStack\": { \"content\": [ \(texts) ] } } }"
    }

    @Test func aViewTakesAtMost64Modifiers() throws {
        // Each modifier wraps its view one level deeper: 10,000 on one view took 3.5 GB (issue 45).
        _ = try SceneDocument.decode(stack(views: 1, modifiers: 64))
        let error = try #require(throws: SceneFileError.self) { try SceneDocument.decode(stack(views: 1, modifiers: 65)) }
        #expect(error.path == "body.VStack.content[0].modifiers")
        #expect(error.message == "65 modifiers on one view, more than the 64 a view may have")
    }

    @Test func aSceneTakesAtMost20000Modifiers() throws {
        // 312 views of 64 paddings: 19,968; one view more: 20,032.
        _ = try SceneDocument.decode(stack(views: 312, modifiers: 64))
        let error = try #require(throws: SceneFileError.self) { try SceneDocument.decode(stack(views: 313, modifiers: 64)) }
        #expect(error.path == "body.VStack.content[312].modifiers")
        #expect(error.message == "more than 20,000 modifiers in one scene")
    }
}
