import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// A preview script file: every entry names one preview of its Swift file, and its events are
/// taps in time order within its duration; anything else is an error at its place.
struct PreviewScriptFileTests {
    private func decode(_ text: String, names: [String] = ["Card", "Twin", "Twin"]) throws(SceneFileError) -> PreviewScriptFile {
        try PreviewScriptFile.decode(text, file: "Card.cutaway.json", previewNames: names)
    }

    @Test func anEntryGivesTheDurationRateAndTaps() throws {
        let file = try decode(#"{ "Card": { "duration": 1.5, "fps": 30, "script": [ { "at": 0.5, "tap": "More", "animation": "smooth" } ] } }"#)
        let entry = try #require(file.entries["Card"])
        #expect(entry.duration == 1.5 && entry.fps == 30)
        #expect(entry.script.count == 1)
        #expect(entry.script.first?.time == 0.5)
        #expect(entry.script.first?.animation == .smooth)
    }

    @Test func anUnknownPreviewIsAnErrorAtItsKey() {
        #expect {
            try decode(#"{ "Crad": { "duration": 1 } }"#)
        } throws: { error in
            "\(error)" == "Card.cutaway.json:1:3: Crad: no preview is named 'Crad'; did you mean 'Card'?"
        }
    }

    @Test func aNameTwoPreviewsShareCannotBeScripted() {
        #expect {
            try decode(#"{ "Twin": { "duration": 1 } }"#)
        } throws: { error in
            "\(error)".hasSuffix("2 previews are named 'Twin': name them apart to script one")
        }
    }

    @Test func eventsOutOfOrderOrPastTheDurationAreErrors() {
        #expect(throws: SceneFileError.self) {
            try decode(#"{ "Card": { "duration": 1, "script": [ { "at": 0.8, "tap": "A" }, { "at": 0.2, "tap": "B" } ] } }"#)
        }
        #expect(throws: SceneFileError.self) {
            try decode(#"{ "Card": { "duration": 1, "script": [ { "at": 1.5, "tap": "A" } ] } }"#)
        }
    }

    @Test func anEntryWithoutADurationOrWithAnUnknownKeyIsAnError() {
        #expect(throws: SceneFileError.self) { try decode(#"{ "Card": { "fps": 30 } }"#) }
        #expect(throws: SceneFileError.self) { try decode(#"{ "Card": { "duration": 1, "loop": true } }"#) }
    }

    @Test func theScriptFileSitsBesideTheSwiftFile() {
        #expect(PreviewScriptFile.url(besideSource: "/p/Sources/Cards/Card.swift").path == "/p/Sources/Cards/Card.cutaway.json")
    }
}
