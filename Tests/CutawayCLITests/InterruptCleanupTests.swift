import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An interrupted run leaves no staging behind and the previous output as it was; a killed
/// run's staging is swept by the next; concurrent runs into one folder all succeed.
@Suite(.serialized) struct InterruptCleanupTests {
    /// Waits (up to 60 s) until `folder` has an entry starting with `prefix`: the render is
    /// staging its output.
    func waitForStaging(in folder: URL, prefix: String) -> Bool {
        for _ in 0..<6000 {
            if ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains(where: { $0.hasPrefix(prefix) }) {
                return true
            }
            usleep(10_000)
        }
        return false
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func anInterruptedRenderRemovesItsStagingAndKeepsThePreviousOutput(signal number: Int32) throws {
        let parent = temporaryDirectory()
        let out = parent.appendingPathComponent("out")
        #expect(runTool(["render", "settled-row", "--out", out.path, "-q"]).status == 0)
        let before = snapshot(parent)
        // 157 frames at 2x: long enough to be interrupted part way.
        let render = ToolProcess(["render", "native-vs-presence", "--out", out.path, "-q"], in: parent)
        try render.start()
        #expect(waitForStaging(in: parent, prefix: ".out.cutaway-"))
        usleep(200_000)
        kill(render.process.processIdentifier, number)
        let result = render.finish()
        // Ended by the signal, as the shell reports it: 128 + the signal's number.
        #expect(result.status == 128 + number, "\(result.standardError)")
        #expect(snapshot(parent) == before)
    }

    @Test func aKilledRunsStagingIsSweptByTheNext() throws {
        let parent = temporaryDirectory()
        let out = parent.appendingPathComponent("out")
        let render = ToolProcess(["render", "native-vs-presence", "--out", out.path, "-q"], in: parent)
        try render.start()
        #expect(waitForStaging(in: parent, prefix: ".out.cutaway-"))
        kill(render.process.processIdentifier, SIGKILL)
        #expect(render.finish().status == 128 + SIGKILL)
        let staging = try #require(try FileManager.default.contentsOfDirectory(atPath: parent.path).first { $0.hasPrefix(".out.cutaway-") })
        // Left alone for a minute (AtomicOutput.staleAge), as a killed run's staging is.
        var times = [timeval(tv_sec: time(nil) - 61, tv_usec: 0), timeval(tv_sec: time(nil) - 61, tv_usec: 0)]
        _ = utimes(parent.appendingPathComponent(staging).path, &times)
        #expect(runTool(["render", "settled-row", "--out", out.path, "-q"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
    }

    @Test func aKilledRecordingLeavesTheScenesGoldensAsTheyWere() throws {
        let parent = temporaryDirectory()
        let goldens = parent.appendingPathComponent("goldens")
        #expect(runTool(["test", goldens.path, "presence-smooth", "--record", "missing"]).status == 0)
        let before = snapshot(goldens)
        // Re-record every frame of the scene (217 of them), and kill the run part way.
        let record = ToolProcess(
            ["test", goldens.path, "presence-smooth", "--at", (0...216).map { String(Double($0) / 60) }.joined(separator: ",")],
            in: parent, environment: ["CUTAWAY_RECORD": "all"])
        try record.start()
        #expect(waitForStaging(in: goldens, prefix: ".presence-smooth.cutaway-"))
        usleep(300_000)
        kill(record.process.processIdentifier, SIGKILL)
        _ = record.finish()
        // Nothing re-recorded in place: the scene's goldens are all the old ones.
        #expect(snapshot(goldens).filter { !$0.hasPrefix("./.presence-smooth.cutaway-") } == before)
    }

    @Test func concurrentRendersIntoOneFolderAllSucceed() throws {
        let parent = temporaryDirectory()
        let renders = (0..<12).map { _ in ToolProcess(["render", "settled-row", "--out", "out", "-q"], in: parent) }
        for render in renders { try render.start() }
        let results = renders.map { $0.finish() }
        #expect(results.map(\.status) == Array(repeating: 0, count: 12), "\(results.map(\.standardError))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.appendingPathComponent("out").path).sorted() == [".cutaway-output", "frame-00000.png"])
    }

    /// `cutaway previews` waits for `swift build` (and then its runner) in a process group of
    /// their own, which the terminal's Ctrl-C does not reach: an interrupt of `cutaway` ends
    /// them too, instead of leaving them building (and writing output) after the prompt is back.
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedPreviewsRunEndsTheBuildItWaitsFor(signal number: Int32) throws {
        let folder = temporaryDirectory()
        let package = folder.appendingPathComponent("Package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // A `swift` that lists one library and then builds for a minute, saying its process ID.
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let pidFile = folder.appendingPathComponent("build.pid")
        try """
            #!/bin/sh
            if [ "$1" = package ]; then echo '{"products": [{"name": "L", "type": {"library": ["automatic"]}}]}'; exit 0; fi
            echo $$ > '\(pidFile.path)'
            exec sleep 60
            """.write(to: bin.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        chmod(bin.appendingPathComponent("swift").path, 0o755)
        let previews = ToolProcess(
            ["previews", package.path, "--list"], in: folder,
            environment: ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
        try previews.start()
        var build: pid_t?
        for _ in 0..<3000 where build == nil {
            build = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if build == nil { usleep(10_000) }
        }
        let pid = try #require(build)
        kill(previews.process.processIdentifier, number)
        #expect(previews.finish().status == 128 + number)
        // The build ended (or is a zombie waiting to be reaped), not still running.
        func isRunning() -> Bool {
            guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            return !stat.contains(") Z ")
        }
        for _ in 0..<200 where isRunning() { usleep(10_000) }
        #expect(!isRunning())
        if isRunning() { kill(pid, SIGKILL) }
    }
}
