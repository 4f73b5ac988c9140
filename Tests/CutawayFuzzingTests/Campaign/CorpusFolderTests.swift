import Foundation
import Testing
@testable import CutawayFuzzing

struct CorpusFolderTests {
    @Test func entriesAreTheFilesOfTheExtensionInNameOrder() throws {
        let url = try FuzzTesting.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: url) }
        for name in ["b.png", "a.png", "a.txt", "c.json"] { try Data(name.utf8).write(to: url.appendingPathComponent(name)) }
        let entries = try CorpusFolder(url: url, fileExtension: "png").entries()
        #expect(entries.map(\.name) == ["a.png", "b.png"])
        #expect(entries.first?.bytes == Array("a.png".utf8))
    }

    @Test func aMissingFolderHasNoEntries() throws {
        #expect(try CorpusFolder(url: URL(fileURLWithPath: "/nonexistent"), fileExtension: "png").entries().isEmpty)
    }
}
