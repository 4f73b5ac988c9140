import CutawaySceneFile
import Testing

/// A scene file's problem as one line: "file:line:column: path: message", each part left out
/// when it is not known.
@Suite("SceneFileError")
struct SceneFileErrorTests {
    let location = SourceLocation(line: 3, column: 14)

    @Test func everyPartKnownReadsFileLineColumnPathMessage() {
        let error = SceneFileError(file: "card.json", location: location, path: "body.Text", message: "expected a string")
        #expect(error.description == "card.json:3:14: body.Text: expected a string")
    }

    @Test func withoutAFileTheLineAndColumnLeadTheLine() {
        let error = SceneFileError(location: location, path: "body.Text", message: "expected a string")
        #expect(error.description == "3:14: body.Text: expected a string")
    }

    @Test func withoutALocationOrPathOnlyWhatIsKnownIsShown() {
        #expect(SceneFileError(file: "card.json", location: nil, path: "", message: "m").description == "card.json: m")
        #expect(SceneFileError(location: nil, path: "fps", message: "m").description == "fps: m")
        #expect(SceneFileError(location: nil, path: "", message: "m").description == "m")
        #expect(SceneFileError(location: location, path: "", message: "m").description == "3:14: m")
    }

    @Test func aFileThatCannotBeReadCarriesTheFailureAndItsSentence() {
        let error = SceneFileError(file: "gone.json", readFailure: .noSuchFile)
        #expect(error.readFailure == .noSuchFile)
        #expect(error.location == nil && error.path.isEmpty && error.exceededLimit == nil)
        #expect(error.message == SceneFileReadFailure.noSuchFile.message)
        #expect(error.description == "gone.json: \(SceneFileReadFailure.noSuchFile.message)")
    }

    @Test func errorsAreEqualOnlyWhenEveryPartIs() {
        let error = SceneFileError(file: "a", location: location, path: "p", message: "m")
        #expect(error == SceneFileError(file: "a", location: location, path: "p", message: "m"))
        #expect(error != SceneFileError(file: "b", location: location, path: "p", message: "m"))
        #expect(error != SceneFileError(file: "a", location: nil, path: "p", message: "m"))
        #expect(error != SceneFileError(file: "a", location: location, path: "p", message: "m", readFailure: .isDirectory))
    }
}
