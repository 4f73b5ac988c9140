import Foundation
import Testing
@testable import CutawayRender

/// A golden folder's new files appear together at `commit()`, or not at all.
@Suite struct FolderUpdateTests {
    func goldenFolder() throws -> URL {
        let folder = scratchFolder().appendingPathComponent("scene")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old 0".utf8).write(to: folder.appendingPathComponent("frame-00000.png"))
        try Data("old 9".utf8).write(to: folder.appendingPathComponent("frame-00009.png"))
        return folder
    }

    func contents(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return result
    }

    @Test func nothingChangesUntilCommitAndThenEverythingAtOnce() throws {
        let folder = try goldenFolder()
        let update = FolderUpdate(folder, keepingFiles: true)
        try update.write(Array("new 0".utf8), named: "frame-00000.png")
        try update.write(Array("new 5".utf8), named: "frame-00005.png")
        #expect(try contents(folder) == ["frame-00000.png": "old 0", "frame-00009.png": "old 9"])
        try update.commit()
        #expect(try contents(folder) == ["frame-00000.png": "new 0", "frame-00005.png": "new 5", "frame-00009.png": "old 9"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path) == ["scene"])
    }

    @Test func aDiscardedUpdateLeavesTheFolderAsItWas() throws {
        let folder = try goldenFolder()
        do {
            let update = FolderUpdate(folder, keepingFiles: true)
            try update.write(Array("new 0".utf8), named: "frame-00000.png")
            // Dropped without commit, as when a scene fails part way.
        }
        #expect(try contents(folder) == ["frame-00000.png": "old 0", "frame-00009.png": "old 9"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path) == ["scene"])
    }

    @Test func anUpdateThatWritesNothingTouchesNothing() throws {
        let parent = scratchFolder()
        let update = FolderUpdate(parent.appendingPathComponent("absent"), keepingFiles: false)
        try update.commit()
        #expect(!update.hasChanges)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }

    @Test func aFreshUpdateHoldsOnlyWhatWasWritten() throws {
        let parent = scratchFolder()
        let folder = parent.appendingPathComponent("pictures")
        for round in ["a", "b"] {
            let update = FolderUpdate(folder, keepingFiles: false)
            try update.write(Array(round.utf8), named: "\(round).png")
            try update.commit()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".cutaway-output", "b.png"])
    }
}
