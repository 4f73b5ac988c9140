import Foundation
import Testing
@testable import CutawayFuzzing

struct PendingRegressionsTests {
    @Test func linesNameAFileAndAReasonAndCommentsAreSkipped() throws {
        let folder = try FuzzTesting.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("pending.txt")
        try Data("# comment\n\npng/big.png   PNG decoder: bound IHDR sizes\nscene/x.json\n".utf8).write(to: url)
        let pending = try PendingRegressions(contentsOf: url)
        #expect(pending.reasons == ["png/big.png": "PNG decoder: bound IHDR sizes", "scene/x.json": ""])
        #expect(pending.isPending(.png, "big.png"))
        #expect(!pending.isPending(.apng, "big.png"))
    }

    @Test func aMissingListIsEmpty() throws {
        let pending = try PendingRegressions(contentsOf: URL(fileURLWithPath: "/nonexistent/pending.txt"))
        #expect(pending.reasons.isEmpty)
    }

    @Test func everyPendingEntryNamesARegression() throws {
        for name in try FuzzTesting.pending().reasons.keys.sorted() {
            #expect(FileManager.default.fileExists(atPath: FuzzTesting.regressionsFolder.appendingPathComponent(name).path), "\(name)")
        }
    }
}
