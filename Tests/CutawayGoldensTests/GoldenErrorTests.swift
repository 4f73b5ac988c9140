import Foundation
import Testing
@testable import CutawayGoldens

/// Each reason a golden check stops short, in the words `cutaway test` prints.
@Suite struct GoldenErrorTests {
    struct Boom: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    let manifest = URL(fileURLWithPath: "/goldens/manifest.json")

    @Test func anUnknownRecordModeListsTheModes() {
        #expect(GoldenError.unknownRecordMode("sometimes").description
            == "CUTAWAY_RECORD expects one of all, missing, failed, never; found 'sometimes'")
    }

    @Test func anEmptyOrMalformedManifestNamesTheFileAndTheFormat() {
        #expect(GoldenError.emptyManifest(manifest).description
            == "/goldens/manifest.json is empty; expected a cutaway-goldens/1 manifest (re-record with CUTAWAY_RECORD=all to write one)")
        #expect(GoldenError.malformedManifest(manifest).description == "/goldens/manifest.json is not a cutaway-goldens/1 manifest")
    }

    @Test func otherFontsShowTheFirstEightyCharactersOfEachIdentity() {
        let directory = URL(fileURLWithPath: "/goldens")
        #expect(GoldenError.otherFonts(directory: directory, recorded: "DejaVu Sans", current: "Inter").description
            == "the goldens in /goldens were recorded with other fonts, so pixels cannot be compared; "
            + "re-record with CUTAWAY_RECORD=all (recorded: DejaVu Sans…; here: Inter…)")
        let long = String(repeating: "a", count: 80) + "b"
        let description = GoldenError.otherFonts(directory: directory, recorded: long, current: "x").description
        #expect(description.contains("(recorded: \(String(repeating: "a", count: 80))…; here: x…)"))
    }

    @Test func aFailureTheCoreDoesNotOwnIsPassedOnInItsOwnWords() {
        let golden = URL(fileURLWithPath: "/goldens/card/frame-00000.png")
        #expect(GoldenError.textEngineUnavailable(Boom()).description == "boom")
        #expect(GoldenError.unreadableGolden(golden, Boom()).description == "cannot read the golden /goldens/card/frame-00000.png: boom")
        #expect(GoldenError.unreadableGeometryGolden(URL(fileURLWithPath: "/goldens/card/frame-00000.json"), Boom()).description
            == "cannot read the geometry golden /goldens/card/frame-00000.json: boom")
        #expect(GoldenError.sceneFailed(scene: "card", Boom()).description == "scene 'card': boom")
    }
}
