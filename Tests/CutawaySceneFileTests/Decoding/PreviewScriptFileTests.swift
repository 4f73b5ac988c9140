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
            "\(error)".hasSuffix("2 previews are named 'Twin': name them apart, or address one by \"#index\"")
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

/// Keys that address a file's previews by place: `#index` (from 1, in source order) and
/// `line N` (or `File.swift:N`, the name `--list` shows for an unnamed preview).
struct PreviewScriptFileAddressingTests {
    /// Three previews as a file declares them: two unnamed, at lines 10 and 20, one named at 30.
    static let previews: [PreviewScriptFile.Target] = [
        .init(name: nil, line: 10), .init(name: nil, line: 20), .init(name: "Card", line: 30),
    ]
    static let entry = "{ \"duration\": 1 }"

    func decode(_ key: String) throws(SceneFileError) -> PreviewScriptFile {
        try PreviewScriptFile.decode("{ \"\(key)\": \(Self.entry) }", file: "Card.cutaway.json", previews: Self.previews)
    }

    @Test func anIndexCountsFromOneInSourceOrder() throws {
        #expect(Array(try decode("#1").entriesByPosition.keys) == [0])
        #expect(Array(try decode("#2").entriesByPosition.keys) == [1])
        #expect(Array(try decode("#3").entries.keys) == ["Card"])
    }

    @Test func aLineAddressesThePreviewDeclaredThere() throws {
        #expect(Array(try decode("line 20").entriesByPosition.keys) == [1])
        #expect(Array(try decode("Card.swift:10").entriesByPosition.keys) == [0])
    }

    @Test func aKeyThatMatchesNoPreviewListsThemAll() {
        let listing = "(the file's previews: #1, line 10, #2, line 20, 'Card' (#3, line 30))"
        #expect(throws: SceneFileError.self) { try decode("#4") }
        do {
            _ = try decode("#4")
        } catch {
            #expect(error.message == "no preview is '#4': the file has 3 (counted from #1) " + listing)
        }
        do {
            _ = try decode("line 11")
        } catch {
            #expect(error.message == "no preview is declared on line 11 " + listing)
        }
    }

    @Test func anIndexOfZeroNegativeOrPastIntIsAnErrorListingThePreviews() {
        // `#-9223372036854775808` is `Int.min`: counting from 1, it once had 1 taken away.
        let listing = "(the file's previews: #1, line 10, #2, line 20, 'Card' (#3, line 30))"
        for key in ["#0", "#-1", "#-9223372036854775808", "#9223372036854775807", "#99999999999999999999999"] {
            do {
                _ = try decode(key)
                Issue.record("\(key) was accepted")
            } catch {
                #expect(error.message == "no preview is '\(key)': the file has 3 (counted from #1) " + listing)
            }
        }
    }

    @Test func twoKeysForOnePreviewAreAnError() {
        #expect(throws: SceneFileError.self) {
            try PreviewScriptFile.decode("{ \"#3\": \(Self.entry), \"Card\": \(Self.entry) }", file: "Card.cutaway.json", previews: Self.previews)
        }
    }
}
