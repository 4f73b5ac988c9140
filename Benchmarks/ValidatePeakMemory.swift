import Foundation

/// Peak memory and time of `cutaway validate` on the worst scene files of issue 12: a
/// `ForEach` of 1,000 nested in one of 1,000, and a string doubled through the script. Each
/// must fail at once against the scene budget, well under 200 MiB.
func reportValidatePeakMemory() throws {
    guard let cutaway = builtCutaway(for: "peak memory of cutaway validate") else { return }
    let fixtures = "Tests/CutawaySceneFileTests/Fixtures/"
    print("")
    print("Peak memory of cutaway validate on hostile scene files, one child process each (target: under 200 MiB)")
    for (label, file) in [("ForEach of 1,000 in a ForEach of 1,000", "nested-for-each.json"),
                          ("a string doubled 40 times by the script", "doubling-string.json")] {
        let clock = ContinuousClock()
        var usage: ChildProcessUsage?
        let elapsed = clock.measure { usage = try? measureChildProcess(cutaway, ["validate", fixtures + file]) }
        guard let usage else { throw CocoaError(.fileReadUnknown) }
        report("\(label), exit \(usage.exitStatus)", usage.peakResidentMiB, "MiB")
        report("  its wall time", Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15, "ms")
    }
}

/// Many `cutaway render` processes into one `--out` at once: every one must succeed, and the
/// folder must end whole, with no staging left beside it (target: 0 failures).
func reportConcurrentRenders(runs: Int = 300, atOnce: Int = 6) throws {
    guard let cutaway = builtCutaway(for: "concurrent renders") else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-bench-concurrent-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var failures = 0
    var started = 0
    while started < runs {
        let batch = (0..<min(atOnce, runs - started)).map { _ in
            let process = Process()
            process.executableURL = cutaway
            process.arguments = ["render", "settled-row", "--out", folder.appendingPathComponent("out").path, "-q"]
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in batch { try process.run() }
        for process in batch {
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures += 1 }
        }
        started += batch.count
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    print("")
    print("Concurrent renders into one folder, \(atOnce) at a time (target: 0 failures, nothing left beside it)")
    report("failed renders of \(runs)", Double(failures), "")
    report("entries beside the output besides itself", Double(left.count - 1), "")
}
