import CutawaySceneFile
import Testing
@testable import CutawayFuzzing

/// The vocabulary keeps up with the format: every snippet is something the decoder accepts,
/// so the mutations that insert them reach the interpreter.
struct SceneVocabularyTests {
    func decodes(body: String, script: String = "[]") -> Result<SceneDocument, SceneFileError> {
        let text = """
            { "format": "cutaway-scene/1", "name": "v", "duration": 1, "state": \(SceneVocabulary.state),
              "body": \(body), "script": \(script) }
            """
        return Result { () throws(SceneFileError) in try SceneDocument.decode(text) }
    }

    @Test(arguments: SceneVocabulary.viewSnippets)
    func viewSnippetsAreViews(_ snippet: String) throws {
        _ = try decodes(body: snippet).get()
    }

    @Test(arguments: SceneVocabulary.modifierSnippets)
    func modifierSnippetsAreModifiers(_ snippet: String) throws {
        _ = try decodes(body: #"{"Text": "a", "modifiers": [\#(snippet)]}"#).get()
    }

    @Test(arguments: SceneVocabulary.animationSnippets)
    func animationSnippetsAreAnimations(_ snippet: String) throws {
        _ = try decodes(body: #"{"Text": "a"}"#, script: #"[{"at": 0, "toggle": "fuzzFlag", "animation": \#(snippet)}]"#).get()
    }

    @Test(arguments: SceneVocabulary.eventSnippets)
    func eventSnippetsAreScriptEvents(_ snippet: String) throws {
        let body = #"{"Button": {"title": "Tap", "action": []}}"#
        _ = try decodes(body: body, script: "[\(snippet)]").get()
    }

    @Test func viewAndModifierNamesAreTheDocumentedOnes() throws {
        for view in SceneVocabulary.views {
            let result = decodes(body: "{\"\(view)\": null}")
            if case .failure(let error) = result { #expect(!error.message.contains("unknown view"), "\(view): \(error.message)") }
        }
        for modifier in SceneVocabulary.modifiers {
            let result = decodes(body: "{\"Text\": \"a\", \"modifiers\": [{\"\(modifier)\": null}]}")
            if case .failure(let error) = result { #expect(!error.message.contains("unknown modifier"), "\(modifier): \(error.message)") }
        }
    }
}
