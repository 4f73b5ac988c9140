import Cutaway
import Foundation
import Testing
@testable import CutawayCLI
import CutawaySceneFile

#if canImport(Glibc)
import Glibc
#endif

/// Scene files that cannot be read get sysexits' statuses, decided from the failure; problems
/// with their content stay "bad input".
@Suite(.serialized) struct BuiltInScenesTests {
    @Test func readFailuresMapToTheirExitStatuses() {
        let cases: [(SceneFileReadFailure?, ExitCode)] = [
            (.noSuchFile, .noInput),
            (.isDirectory, .noInput),
            (.notRegularFile, .noInput),
            (.permissionDenied, .permissionDenied),
            (.ioError(errorNumber: EIO), .ioError),
            (.tooLarge(byteCount: 5_000_000, limit: 4_194_304), .badInput),
            (nil, .badInput),
        ]
        for (failure, status) in cases {
            let error = SceneFileError(file: "scene.json", location: nil, path: "", message: "", readFailure: failure)
            #expect(BuiltInScenes.exitCode(for: error) == status, "\(String(describing: failure))")
            #expect(BuiltInScenes.failure(error, scene: "x").exitCode == status)
        }
        // EACCES, as Foundation reports it under its own error, ends as 77 (the tests may run
        // as root, where a chmod 000 file is readable, so the mapping is what is tested).
        let denied = SceneFileError(file: "scene.json", readFailure: SceneFileReadFailure(errorNumber: EACCES))
        #expect(BuiltInScenes.exitCode(for: denied) == .permissionDenied)
    }

    @Test func anUpdateCycleInABuiltInSceneIsAnInternalFailureAndInAUsersSceneBadInput() {
        let cycle = RuntimeError.updateCycle(views: ["Feedback"], time: 0.5)
        // A built-in example's views are Cutaway's own.
        let builtIn = BuiltInScenes.failure(cycle, scene: "settled-row")
        #expect(builtIn.exitCode == .internalFailure)
        #expect(builtIn.message.contains("scene 'settled-row': the update at t = 0.5 s did not settle"))
        // A preview's are the user's: a geometry feedback loop in them is bad input.
        let preview = BuiltInScenes.failure(cycle, scene: "Size feedback")
        #expect(preview.exitCode == .badInput)
        #expect(preview.message.contains("scene 'Size feedback': the update at t = 0.5 s did not settle"))
    }

    @Test func anUpdateCycleInASceneFileIsBadInputNamingTheFile() throws {
        let scene = try SceneDocument.decode(#"{"format": "cutaway-scene/1", "name": "loop", "body": {"Text": "x"}}"#).makeScene(file: "loop.json")
        let explain = try #require(scene.explainFailure)
        let explained = explain(RuntimeError.updateCycle(views: ["Text"], time: 0))
        let failure = BuiltInScenes.failure(explained, scene: scene.name)
        #expect(failure.exitCode == .badInput)
        #expect(failure.message.hasPrefix("loop.json: body: the update at t = 0.0 s did not settle"))
    }

    @Test func aMissingSceneFileIsNoInput() {
        let missing = temporaryDirectory().appendingPathComponent("missing.json").path
        let result = runTool(["render", missing, "--out", temporaryDirectory().path])
        #expect(result.status == 66)
        #expect(result.standardError.contains("\(missing): no such file"))
    }

    @Test func aDirectoryIsNoInput() {
        let directory = temporaryDirectory().path + "/"
        let result = runTool(["inspect", directory])
        #expect(result.status == 66)
        #expect(result.standardError.contains("\(directory): is a directory; a scene is a .json file"))
    }

    @Test func aSwiftFileIsBadInputThatSaysWhatItIs() throws {
        let file = temporaryDirectory().appendingPathComponent("Demo.swift")
        try "import SwiftUI\n".write(to: file, atomically: true, encoding: .utf8)
        let result = runTool(["render", file.path, "--out", temporaryDirectory().path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("\(file.path):1:1: the file looks like Swift source (it starts with 'import')"))
    }
}
