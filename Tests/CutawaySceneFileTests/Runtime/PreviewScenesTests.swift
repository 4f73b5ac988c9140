@testable import SwiftUICore
@testable import CutawaySceneFile
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

    private func canvas(_ width: CGFloat, _ height: CGFloat) -> RenderCanvas {
        RenderCanvas(width: width, height: height, scale: 2, colorScheme: .light, background: .systemBackground)
    }

    /// An `EmptyView()` fitted, or a 0 × 0 fixed layout: a PNG needs a pixel a side (the
    /// encoder stopped on 0 × 0), so the canvas is one point, an empty picture.
    @Test func aSideUnderAPointIsAPoint() throws {
        let bounded = try PreviewScenes.boundedCanvas(canvas(0, 0.5), of: preview("Empty", line: 3))
        #expect(bounded.width == 1 && bounded.height == 1)
        let kept = try PreviewScenes.boundedCanvas(canvas(4096, 12.5), of: preview("Wide", line: 3))
        #expect(kept.width == 4096 && kept.height == 12.5)
    }

    /// A `.frame(width: 1e6, height: 1e6)`, or an infinite or NaN one, fitted: the preview's
    /// error at its place, naming it, before anything is drawn (4,096 points: the scene files'
    /// canvas limit).
    @Test func aSidePastTheLimitOrNotANumberIsThePreviewsError() {
        for (width, height) in [(1e6, 1e6), (4096.5, 10), (10, .infinity), (.nan, 10)] as [(CGFloat, CGFloat)] {
            #expect {
                try PreviewScenes.boundedCanvas(canvas(width, height), of: preview("Huge", line: 7, column: 2))
            } throws: { error in
                "\(error)" == "/p/Weird Names.swift:7:2: preview 'Huge' is \(width) × \(height) points; a preview's picture is at most 4096 points a side"
            }
        }
    }
}
