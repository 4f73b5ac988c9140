import Foundation
import Testing

/// `cutaway compare`: a pair too large to draw is refused before anything is allocated or
/// written.
@Suite struct CompareCommandTests {
    /// Two scenes at the largest canvas (4096 pt at 3x, 12,288 px a side) side by side: before,
    /// the tool aborted (SIGABRT, 134) allocating the pair and left its staging behind. Run as
    /// its own process, so that the abort of the old code fails the test, not the runner.
    @Test func aPairLargerThanTheLargestSceneIsRefusedAndLeavesNothing() throws {
        let folder = temporaryDirectory()
        let scene = """
            { "format": "cutaway-scene/1", "name": "huge", "canvas": { "width": 4096, "height": 4096, "scale": 3 },
              "body": { "Text": "big" } }
            """
        try scene.write(to: folder.appendingPathComponent("huge.json"), atomically: true, encoding: .utf8)
        let before = snapshot(folder)
        let result = try ToolProcess.run(["compare", "huge.json", "huge.json", "--out", "pair"], in: folder)
        #expect(result.status == 65, "\(result.standardError)")
        // Width: margins of 16 pt around and between the two, (16 + 4096 + 16 + 4096 + 16) × 3;
        // height: 16 + 4096 + a 22-pt caption + 16, × 3 (SideBySide's margin and captionHeight).
        #expect(result.standardError == """
            error: the two scenes side by side would be 24720×12450 px; a comparison may have at most 150,994,944 pixels (12,288 × 12,288, the largest scene) and 32767 a side (compare smaller canvases, or pass --scale 1)

            """)
        #expect(snapshot(folder) == before)
    }
}
