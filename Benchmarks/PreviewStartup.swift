import Foundation

/// The time from `cutaway previews` to the first frame written, for a package whose runner is
/// built and whose sources did not change since (the runner's build then compiles nothing):
/// Examples/PreviewPackage's smallest preview, a still. The first run, which may build, is not
/// counted; the median of five after it is.
func reportPreviewStartup() throws {
    guard let cutaway = builtCutaway(for: "previews") else { return }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/PreviewPackage")
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-bench-previews-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: out) }
    func run() throws -> Double {
        let process = Process()
        process.executableURL = cutaway
        process.arguments = ["previews", package.path, "--filter", "Badges", "--out", out.path, "--force", "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkFailure("cutaway previews exited with \(process.terminationStatus)") }
        return (ContinuousClock.now - start) / .seconds(1)
    }
    _ = try run()
    let times = try (0..<5).map { _ in try run() }
    report("previews: warm run to the first frame written", times.sorted()[2] * 1e3, "ms")
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
