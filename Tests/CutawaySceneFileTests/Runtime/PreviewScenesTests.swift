@testable import Cutaway
import CutawaySceneFile
import Testing

@MainActor struct PreviewScenesTests {
    private func preview(_ name: String?, line: Int, column: Int = 1, index: Int = 0) -> Preview {
        var preview = Preview(name) { Color.red }
        preview.source = PreviewSource(
            fileID: "Badges/Weird Names.swift", filePath: "/p/Weird Names.swift", line: line, column: column, index: index)
        return preview
    }

    /// "", "." and ".." would name the output folder itself or its parent (which `--force`
    /// would replace): such a preview is named by its place instead.
    @Test func aNameThatIsNoFileOfItsOwnIsReplacedByThePreviewsPlace() {
        let names = PreviewScenes.fileNames(for: [preview("", line: 3), preview(".", line: 4), preview("..", line: 5), preview("...x", line: 6)])
        #expect(names == ["Weird-Names.swift-3", "Weird-Names.swift-4", "Weird-Names.swift-5", "...x"])
    }

    @Test func namesThatAreMadeTheSameAreWrittenWithTheirLines() {
        let names = PreviewScenes.fileNames(for: [preview("A/B", line: 3), preview("A-B", line: 4), preview("say \"hi\" 🙂", line: 5)])
        #expect(names == ["A-B-3", "A-B-4", "say--hi---"])
    }

    /// A `PreviewProvider`'s views share its place: two named alike are told apart by their
    /// positions, and one named as a `#Preview` elsewhere by its line.
    @Test func viewsOfOneProviderNamedAlikeAreWrittenWithTheirPositions() {
        let names = PreviewScenes.fileNames(for: [
            preview("Card", line: 3), preview("Card", line: 9, index: 0), preview("Card", line: 9, index: 1),
            preview("Other", line: 9, index: 2),
        ])
        #expect(names == ["Card-3", "Card-9-1-1", "Card-9-1-2", "Other"])
    }

    @Test func aLongNameIsCutToLeaveRoomForItsSuffixesInAFileName() {
        // 300 two-byte letters: cut at 100 of them (200 bytes), whole letters only.
        let names = PreviewScenes.fileNames(for: [preview(String(repeating: "é", count: 300), line: 3)])
        #expect(names == [String(repeating: "é", count: 100)])
    }
}
