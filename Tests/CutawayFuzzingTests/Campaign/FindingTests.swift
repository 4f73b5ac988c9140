import Foundation
import Testing
@testable import CutawayFuzzing

struct FindingTests {
    let finding = Finding(
        target: .png,
        failure: Failure(waitStatus: 6, log: "Fatal error: failed to allocate 99 bytes of memory with alignment 8\n", symbolizer: nil),
        originalCount: 300, input: [1, 2, 3], origin: "seed 1, run 5")

    @Test func theNameIsTheKindAndAHashOfTheSignature() {
        #expect(finding.name.hasPrefix("memory-ceiling-"))
        #expect(finding.name.count == "memory-ceiling-".count + 8)
        var other = finding
        other.failure.message = "Fatal error: failed to allocate 12345 bytes of memory with alignment 8"
        #expect(other.name == finding.name)
    }

    @Test func writingLeavesTheInputAndItsDescription() throws {
        let folder = try FuzzTesting.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try finding.write(into: folder)
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
        let description = try String(contentsOf: url.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
        #expect(description.contains("kind: memory ceiling\n"))
        #expect(description.contains("found: seed 1, run 5 (300 bytes, minimized to 3)\n"))
        #expect(description.contains("replay: .build/debug/cutaway-fuzz replay png "))
    }
}
