import CutawayRender
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `ProcessSupervisor` (in CutawayRender, tested here: it runs as `cutaway` started again,
/// `cutaway --supervise-process`), and SwiftPM run under it by `cutaway previews`: what a
/// supervised command starts ends with it, at its time limit, and when `cutaway` is killed
/// outright.
@Suite(.serialized) struct ProcessSupervisorTests {
    /// The running processes whose command line is exactly `words`.
    private func processes(running words: [String]) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let wanted = words.joined(separator: "\u{0}") + "\u{0}"
        return entries.compactMap(pid_t.init).filter { pid in
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return false }
            return String(decoding: data, as: UTF8.self) == wanted && stat[close.upperBound...].split(separator: " ").first != "Z"
        }
    }

    @Test func aCommandPastItsTimeLimitEndsWithEverythingItStartedAndSaysSo() throws {
        // A shell that starts a sleeper of its own (in the background), then waits for ever.
        let sleeper = ["sleep", "3597"]
        let started = ContinuousClock.now
        let result = try ToolProcess.run(
            [ProcessSupervisor.argument, "1", "/bin/sh", "-c", "sleep 3597 & sleep 3596"], in: temporaryDirectory())
        #expect(result.status == ProcessSupervisor.timedOutStatus)
        // 1 s, and the supervisor's 20 ms steps; the bound is for a loaded machine.
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(processes(running: sleeper).isEmpty)
        #expect(processes(running: ["sleep", "3596"]).isEmpty)
    }

    @Test func aCommandThatEndsGivesItsStatusAndWhatItLeftRunningEnds() throws {
        let result = try ToolProcess.run(
            [ProcessSupervisor.argument, "0", "/bin/sh", "-c", "sleep 3595 & exit 3"], in: temporaryDirectory())
        #expect(result.status == 3)
        #expect(processes(running: ["sleep", "3595"]).isEmpty)
    }

    @Test func aManifestThatNeverEndsEndsWhenCutawayIsKilledOutright() throws {
        let package = temporaryDirectory().appendingPathComponent("Looping")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        // A manifest that sleeps, in a process of its own, for an hour, and waits for it.
        try """
            // swift-tools-version: 6.0
            import Foundation
            import PackageDescription
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            sleeper.arguments = ["3594"]
            try! sleeper.run()
            sleeper.waitUntilExit()
            let package = Package(name: "Looping")
            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let tool = ToolProcess(["previews", package.path, "--list"], in: package.deletingLastPathComponent())
        try tool.start()
        // The manifest is compiled, then run: its sleeper shows within a minute.
        var waited = 0
        while processes(running: ["/bin/sleep", "3594"]).isEmpty, waited < 1200 {
            usleep(100_000)
            waited += 1
        }
        #expect(!processes(running: ["/bin/sleep", "3594"]).isEmpty, "the manifest never ran")
        kill(tool.process.processIdentifier, SIGKILL)
        // Everything SwiftPM started goes within 10 s (it goes at once; the bound is for load).
        waited = 0
        while !processes(running: ["/bin/sleep", "3594"]).isEmpty, waited < 1000 {
            usleep(10_000)
            waited += 1
        }
        #expect(processes(running: ["/bin/sleep", "3594"]).isEmpty)
        _ = tool.finish()
    }
}
