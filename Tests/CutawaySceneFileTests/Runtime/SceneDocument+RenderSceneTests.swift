import Cutaway
import Testing
@testable import CutawaySceneFile

/// Failures while a scene file plays name the file, the line and column, and the JSON path of
/// what failed: the view, the script action, the tap.
@Suite("SceneDocument as a scene")
struct SceneDocumentRenderSceneTests {
    /// Plays every frame of `text` (saved as "scene.json") and gives the error that stopped it.
    func failure(of text: String) throws -> SceneFileError? {
        let scene = try SceneDocument.decode(text, file: "scene.json").makeScene(file: "scene.json")
        let player = Player(scene: scene, textEngine: ArithmeticEngine())
        do {
            for index in 0..<scene.frameCount {
                _ = try player.frame(at: index)
            }
            return nil
        } catch let error as SceneFileError {
            return error
        } catch {
            Issue.record("not a SceneFileError: \(error)")
            return nil
        }
    }

    let scene = """
        {
          "format": "cutaway-scene/1",
          "name": "places",
          "fps": 2, "duration": 1,
          "state": { "count": 0, "on": false },
          "body": { "VStack": { "content": [
            { "Text": "count {$count}" },
            { "Button": { "title": "Add", "action": [ { "increment": "count" } ] } }
          ] } },
          "script": [
            { "at": 0.5, "tap": "Add" },
            { "at": 1, "tap": "Remove" }
          ]
        }
        """

    @Test func aTapWithNoSuchButtonNamesTheEvent() throws {
        let error = try #require(try failure(of: scene))
        // "Remove" on line 12, from column 23.
        #expect(error.description == "scene.json:12:23: script[1].tap: at t = 1.0 s the script taps 'Remove', "
            + "but no button has that title and no tappable view shows it (buttons and tappable texts: 'Add')")
    }

    @Test func anExpressionFailureNamesTheViewsLineAndColumn() throws {
        let broken = scene.replacingOccurrences(of: "\"count {$count}\"", with: "\"count {$count + $on}\"")
        let error = try #require(try failure(of: broken))
        // The Text's object, line 7, column 5.
        #expect(error.location == SourceLocation(line: 7, column: 5))
        #expect(error.path == "body.VStack.content[0]")
        #expect(error.message.hasPrefix("at t = 0.0 s: '+' cannot combine a number and a boolean"))
    }

    @Test func aScriptActionFailureNamesTheAction() throws {
        let broken = scene.replacingOccurrences(of: "{ \"at\": 1, \"tap\": \"Remove\" }", with: "{ \"at\": 1, \"toggle\": \"count\" }")
        let error = try #require(try failure(of: broken))
        // "count" on line 12, from column 26.
        #expect(error.location == SourceLocation(line: 12, column: 26))
        #expect(error.path == "script[1].toggle")
        #expect(error.message == "at t = 1.0 s: 'count' is a number, not a boolean (in \"toggle count\")")
    }

    @Test func aButtonActionFailureNamesTheAction() throws {
        let broken = scene.replacingOccurrences(of: "{ \"increment\": \"count\" }", with: "{ \"toggle\": \"count\" }")
        let error = try #require(try failure(of: broken))
        #expect(error.path == "body.VStack.content[1].Button.action[0].toggle")
        #expect(error.location?.line == 8)
    }
}
