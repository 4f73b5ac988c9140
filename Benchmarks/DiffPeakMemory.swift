import Foundation

/// Prints the peak memory of `cutaway diff` on each of the worst inputs of the hostile-inputs
/// issue, and on the largest pair the decoding limits let through, each in a child process
/// (`measureChildProcess`). Target: under 200 MiB each.
///
/// The `cutaway` executable is the one built beside this benchmark (`Scripts/bench` builds
/// both), so the figures are a release build's.
func reportDiffPeakMemory() throws {
    guard let cutaway = builtCutaway(for: "peak memory of cutaway diff") else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-bench-hostile-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }
    // ImageDecodingLimits' default pixel budget exactly: 4096 × 3200 = 13,107,200.
    let (budgetWidth, budgetHeight) = (4096, 3200)
    let small = try write("small.png", HostileImages.uniformPNG(width: 1, height: 1, grey: 0))
    let claims = try [20000, 46340, 100_000].map { try write("claims-\($0).png", HostileImages.claimingPNG(side: UInt32($0))) }
    let valid16384 = try write("valid-16384.png", HostileImages.uniformPNG(width: 16384, height: 16384, grey: 0))
    let bomb = try write("bomb.png", HostileImages.decompressionBomb(inflatedBytes: 1 << 30))
    let thousand = try write("thousand-frames.png", HostileImages.onePixelFrames(1000, side: 2000))
    let canvas = try write("canvas-2000.png", HostileImages.uniformPNG(width: 2000, height: 2000, grey: 0))
    let black = try write("budget-black.png", HostileImages.uniformPNG(width: budgetWidth, height: budgetHeight, grey: 0))
    let white = try write("budget-white.png", HostileImages.uniformPNG(width: budgetWidth, height: budgetHeight, grey: 255))
    let out = folder.appendingPathComponent("diffs").path
    func size(_ path: String) -> String {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return bytes < 10_000 ? "\(bytes) B" : bytes < 10_000_000 ? "\(bytes / 1000) KB" : "\(bytes / 1_000_000) MB"
    }
    let floor = try measureChildProcess(URL(fileURLWithPath: "/bin/true"), [])
    let runs: [(label: String, arguments: [String])] = [
        ("1×1 PNG against itself (the process alone)", [small, small]),
        ("PNG claiming 20000² (\(size(claims[0])))", [claims[0], small]),
        ("PNG claiming 46340² (\(size(claims[1])))", [claims[1], small]),
        ("PNG claiming 100000² (\(size(claims[2])))", [claims[2], small]),
        ("valid 16384² PNG (\(size(valid16384)))", [valid16384, small]),
        ("1×1 PNG inflating to 1 GiB (\(size(bomb)))", [bomb, small]),
        ("1,000 1-px frames on 2000² (\(size(thousand))) vs its frame 0", [thousand, canvas]),
        ("the same APNG against itself, streamed", [thousand, thousand]),
        ("two PNGs at the pixel budget, all differ, --out", [black, white, "--out", out]),
    ]
    print("")
    print("Peak memory of cutaway diff, one child process each (target: under 200 MiB)")
    report("the measurement's floor (/bin/true through the launcher)", floor.peakResidentMiB, "MiB")
    for run in runs {
        let usage = try measureChildProcess(cutaway, ["diff"] + run.arguments)
        report("\(run.label), exit \(usage.exitStatus)", usage.peakResidentMiB, "MiB")
    }
}
