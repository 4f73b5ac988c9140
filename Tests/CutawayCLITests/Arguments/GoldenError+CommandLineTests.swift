import Cutaway
import CutawayGoldens
import CutawayRender
import Foundation
import Testing
@testable import CutawayCLI

/// The golden core's errors as the tool reports them: the core's words, the tool's exit codes.
@Suite struct GoldenErrorCommandLineTests {
    let manifest = URL(fileURLWithPath: "/goldens/manifest.json")

    @Test func anUnknownRecordModeIsAUsageError() {
        let error = GoldenError.unknownRecordMode("sometimes")
        let usage = error.commandLineError as? UsageError
        #expect(usage == .invalidValue(name: "CUTAWAY_RECORD", value: "sometimes", expected: "one of all, missing, failed, never"))
        // The tool's usage message and the core's own description say the same.
        #expect(usage?.message == error.description)
    }

    @Test func unreadableGoldensAreBadInputInTheCoresWords() {
        let reason = Reason()
        let cases: [(GoldenError, String)] = [
            (.emptyManifest(manifest),
             "/goldens/manifest.json is empty; expected a cutaway-goldens/1 manifest (re-record with CUTAWAY_RECORD=all to write one)"),
            (.malformedManifest(manifest), "/goldens/manifest.json is not a cutaway-goldens/1 manifest"),
            (.unreadableGolden(URL(fileURLWithPath: "/goldens/a/frame-00000.png"), reason), "cannot read the golden /goldens/a/frame-00000.png: why"),
            (.unreadableGeometryGolden(URL(fileURLWithPath: "/goldens/a/frame-00000.json"), reason),
             "cannot read the geometry golden /goldens/a/frame-00000.json: why"),
        ]
        for (error, message) in cases {
            #expect(error.commandLineError as? CommandFailure == CommandFailure(message, exitCode: .badInput))
        }
    }

    /// A golden or manifest that is no regular file (a pipe, a device) is no input, 66.
    @Test func goldensThatAreNoRegularFileAreNoInput() {
        let pipe = InputFileError.notRegularFile(path: "/goldens/a/frame-00000.png", kind: "a named pipe", expected: "a PNG or APNG file")
        #expect(GoldenError.unreadableGolden(URL(fileURLWithPath: "/goldens/a/frame-00000.png"), pipe).commandLineError as? CommandFailure
            == CommandFailure(
                "cannot read the golden /goldens/a/frame-00000.png: it is a named pipe, not a regular file; expected a PNG or APNG file",
                exitCode: .noInput))
        let manifestPipe = InputFileError.notRegularFile(path: "/goldens/manifest.json", kind: "a named pipe", expected: "a cutaway-goldens/1 manifest")
        #expect(GoldenError.unreadableInput(manifestPipe).commandLineError as? CommandFailure
            == CommandFailure(
                "could not read /goldens/manifest.json: it is a named pipe, not a regular file; expected a cutaway-goldens/1 manifest",
                exitCode: .noInput))
    }

    @Test func otherFontsFailTheComparison() {
        let error = GoldenError.otherFonts(directory: URL(fileURLWithPath: "/goldens"), recorded: "A", current: "B")
        let failure = error.commandLineError as? CommandFailure
        #expect(failure?.exitCode == .comparisonFailed)
        #expect(failure?.message.hasPrefix("the goldens in /goldens were recorded with other fonts") == true)
    }

    @Test func aSceneThatFailsIsClassifiedAsEveryCommandClassifiesIt() {
        // A built-in scene that does not settle is Cutaway's own fault, a user's scene that does
        // not is its code's; a script that taps a button that is not there is the scene's.
        let cycle = RuntimeError.updateCycle(views: ["Row"], time: 0.5)
        #expect(GoldenError.sceneFailed(scene: "settled-row", cycle).commandLineError as? CommandFailure
            == CommandFailure("scene 'settled-row': \(cycle)", exitCode: .internalFailure))
        #expect(GoldenError.sceneFailed(scene: "row", cycle).commandLineError as? CommandFailure
            == CommandFailure("scene 'row': \(cycle)", exitCode: .badInput))
        let missing = RuntimeError.noButton(title: "Hide", time: 0.5, available: [])
        #expect(GoldenError.sceneFailed(scene: "row", missing).commandLineError as? CommandFailure
            == CommandFailure("scene 'row': \(missing)", exitCode: .badInput))
        #expect((GoldenError.sceneFailed(scene: "row", Reason()).commandLineError as? CommandFailure)?.exitCode == .internalFailure)
        #expect((GoldenError.textEngineUnavailable(Reason()).commandLineError as? CommandFailure)?.exitCode == .internalFailure)
    }

    /// A stand-in for whatever the core was told by the layer below.
    struct Reason: Error, CustomStringConvertible {
        var description: String { "why" }
    }
}
