import Foundation
import Testing
@testable import CutawayRender
#if canImport(Glibc)
import Glibc
#endif

func scratchFolder(_ label: String = #function) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-output-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Outputs appear whole or not at all, and a reader never finds the path empty.
@Suite struct AtomicOutputTests {
    @Test func aFailedBuildLeavesTheOldFolderAndNoStaging() throws {
        let parent = scratchFolder()
        let out = parent.appendingPathComponent("out")
        try AtomicOutput.replaceDirectory(at: out) { try Data("one".utf8).write(to: $0.appendingPathComponent("frame-00000.png")) }
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try AtomicOutput.replaceDirectory(at: out) { staging in
                try Data("two".utf8).write(to: staging.appendingPathComponent("frame-00000.png"))
                throw Stop()
            }
        }
        #expect(try Data(contentsOf: out.appendingPathComponent("frame-00000.png")) == Data("one".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
    }

    @Test func aFailedFileBuildLeavesTheOldFileAndNoTemporary() throws {
        let parent = scratchFolder()
        let file = parent.appendingPathComponent("a.svg")
        try AtomicOutput.write(Array((OutputMarker.textSignature + "\n<svg/>").utf8), to: file)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try AtomicOutput.writeFile(at: file) { temporary in
                try Data("half".utf8).write(to: temporary)
                throw Stop()
            }
        }
        #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("<svg/>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["a.svg"])
    }

    /// A reader polling the path while it is replaced again and again: with renameat2's
    /// exchange there is no moment between "old folder moved away" and "new folder moved in".
    @Test func aReaderNeverFindsTheFolderMissingWhileItIsReplaced() throws {
        let parent = scratchFolder()
        let out = parent.appendingPathComponent("out")
        try AtomicOutput.replaceDirectory(at: out) { try Data("0".utf8).write(to: $0.appendingPathComponent("frame-00000.png")) }
        let done = ManagedAtomicFlag()
        let missing = ManagedCounter()
        let reader = Thread {
            var info = stat()
            while !done.isSet {
                if lstat(out.path + "/frame-00000.png", &info) != 0 { missing.increment() }
            }
        }
        reader.start()
        for round in 1...200 {
            try AtomicOutput.replaceDirectory(at: out) { try Data("\(round)".utf8).write(to: $0.appendingPathComponent("frame-00000.png")) }
        }
        done.set()
        while !reader.isFinished { usleep(1000) }
        #expect(missing.value == 0)
        #expect(try String(contentsOf: out.appendingPathComponent("frame-00000.png"), encoding: .utf8) == "200")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
    }

    @Test func concurrentReplacementsOfOneFolderAllSucceed() throws {
        let parent = scratchFolder()
        let out = parent.appendingPathComponent("out")
        let failures = ManagedCounter()
        DispatchQueue.concurrentPerform(iterations: 64) { round in
            do {
                try AtomicOutput.replaceDirectory(at: out) { try Data("\(round)".utf8).write(to: $0.appendingPathComponent("frame-00000.png")) }
            } catch {
                failures.increment()
            }
        }
        #expect(failures.value == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [".cutaway-output", "frame-00000.png"])
    }

    @Test func removingAnOutputRemovesOnlyCutawaysFolders() throws {
        let parent = scratchFolder()
        let ours = parent.appendingPathComponent("ours"), theirs = parent.appendingPathComponent("theirs")
        try AtomicOutput.replaceDirectory(at: ours) { try Data("x".utf8).write(to: $0.appendingPathComponent("frame-00000.png")) }
        try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: theirs.appendingPathComponent("frame-00000.png"))
        AtomicOutput.removeOutput(at: ours)
        AtomicOutput.removeOutput(at: theirs)
        AtomicOutput.removeOutput(at: parent.appendingPathComponent("absent"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["theirs"])
        #expect(try Data(contentsOf: theirs.appendingPathComponent("frame-00000.png")) == Data("mine".utf8))
    }

    @Test func stagingNamesTellTheirProcess() {
        #expect(AtomicOutput.stagingProcess(".out.cutaway-123-4", name: "out") == 123)
        #expect(AtomicOutput.stagingProcess(".out.cutaway-123-4.old", name: "out") == 123)
        // Not staging for `out`: another name, no counter, trailing text, no digits.
        #expect(AtomicOutput.stagingProcess(".outer.cutaway-123-4", name: "out") == nil)
        #expect(AtomicOutput.stagingProcess(".out.cutaway-123", name: "out") == nil)
        #expect(AtomicOutput.stagingProcess(".out.cutaway-123-4.png", name: "out") == nil)
        #expect(AtomicOutput.stagingProcess(".out.cutaway--4", name: "out") == nil)
        #expect(AtomicOutput.stagingProcess("out", name: "out") == nil)
        // Earlier versions' unmarked names could be a user's own (a backup, a folder of frames).
        #expect(AtomicOutput.stagingProcess(".out.partial-77", name: "out") == nil)
        #expect(AtomicOutput.stagingProcess(".out.old-77", name: "out") == nil)
    }
}

/// A flag and a counter shared with a reader thread (guarded by a lock).
nonisolated final class ManagedAtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var isSet: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
}

nonisolated final class ManagedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
