@testable import Cutaway
import CutawaySceneFile
import Testing

@MainActor struct PreviewScenesTests {
    private func preview(_ name: String?, line: Int, column: Int = 1) -> Preview {
        var preview = Preview(name) { Color.red }
        preview.source = PreviewSource(fileID: "Badges/Weird Names.swift", filePath: "/p/Weird Names.swift", line: line, column: column)
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

    @Test func aLongNameIsCutToLeaveRoomForItsSuffixesInAFileName() {
        // 300 two-byte letters: cut at 100 of them (200 bytes), whole letters only.
        let names = PreviewScenes.fileNames(for: [preview(String(repeating: "é", count: 300), line: 3)])
        #expect(names == [String(repeating: "é", count: 100)])
    }
}
