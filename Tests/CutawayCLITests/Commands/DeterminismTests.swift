import Foundation
import Testing

/// The same scene gives the same bytes in two separate processes (separate hash seeds,
/// separate font caches, separate allocations).
struct DeterminismTests {
    /// The `cutaway` executable built beside the test bundle.
    static var executable: URL {
        let productsDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return productsDirectory.appendingPathComponent("cutaway")
    }

    func render(into directory: URL) throws -> Data {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["render", "settled-row", "--out", directory.path, "--quiet"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try Data(contentsOf: directory.appendingPathComponent("frame-00000.png"))
    }

    @Test func twoProcessesWriteIdenticalPNGs() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path), "\(Self.executable.path)")
        let first = try render(into: temporaryDirectory())
        let second = try render(into: temporaryDirectory())
        #expect(first.count > 1000)
        #expect(first == second)
    }
}
