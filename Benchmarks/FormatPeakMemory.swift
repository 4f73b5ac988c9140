import Foundation

/// Peak memory of `cutaway render` in every output format, and of `inspect --json`, at 2,000
/// and 20,000 frames (the frame limit), measured in child processes (`measureChildProcess`).
/// The goal (issue 45): flat in the number of frames. The scene is the example
/// `native-toggle.json`, lengthened: its toggle moves in the first 2.5 s and rests after, as a
/// long scene mostly does. The figures at 20,000 frames are the ones to hold; the ratio line says
/// how much ten times the frames added.
func reportFormatPeakMemory() throws {
    guard let cutaway = builtCutaway(for: "format peak memory") else { return }
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-bench-formats-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let example = try String(contentsOf: checkout.appendingPathComponent("Examples/Scenes/native-toggle.json"), encoding: .utf8)
    // The scene's 60 fps: 2,000 frames are 1999/60 s, 20,000 are 19999/60 s (frame 0 included).
    var scenes: [Int: URL] = [:]
    for frames in [2_000, 20_000] {
        let duration = "\"duration\": \(Double(frames - 1) / 60)"
        guard let range = example.range(of: #""duration": [0-9.]+"#, options: .regularExpression) else {
            throw BenchmarkFailure("Examples/Scenes/native-toggle.json has no duration")
        }
        let url = folder.appendingPathComponent("long-\(frames).json")
        try example.replacingCharacters(in: range, with: duration).write(to: url, atomically: true, encoding: .utf8)
        scenes[frames] = url
    }
    print("")
    print("Peak memory by output format, at 2,000 and 20,000 frames (goal: flat in frames)")
    let formats = ["png", "apng", "svg", "svg-frame"] + (FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") ? ["gif", "mp4", "webm"] : [])
    for format in formats + ["inspect --json"] {
        var peaks: [Double] = []
        for frames in [2_000, 20_000] {
            let scene = scenes[frames]!.path
            let arguments = format == "inspect --json"
                ? ["inspect", scene, "--json"]
                : ["render", scene, "--format", format, "--out", folder.appendingPathComponent("out-\(format)").path, "--force", "-q"]
            let usage = try measureChildProcess(cutaway, arguments)
            // A video ffmpeg could not hold (`FFmpegMemory`) is refused up front with 65, before
            // anything is drawn: said so, not measured.
            guard usage.exitStatus == 0 else {
                print("\(format), \(frames) frames: refused (exit \(usage.exitStatus)), at \(String(format: "%.1f", usage.peakResidentMiB)) MiB")
                continue
            }
            peaks.append(usage.peakResidentMiB)
            report("\(format), \(frames) frames", usage.peakResidentMiB, "MiB")
        }
        if peaks.count == 2 { report("  \(format): 20,000 frames over 2,000", peaks[1] / peaks[0], "×") }
    }
}
