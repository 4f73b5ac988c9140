import Foundation
import Testing
@testable import CutawayCLI
@testable import CutawayRender

/// The variable that makes `childRendersTheDatePreviews` run, naming its output folder.
private let childOutputVariable = "CUTAWAY_SCENE_TIME_ZONE_TEST_OUT"

@MainActor struct SceneTimeZoneTests {
    /// A preview whose body formats the scene clock's start itself ("Hostile date" in
    /// PreviewFixtures) reads the same under any `TZ` and `LANG`: the test executable is run
    /// again for `childRendersTheDatePreviews` under `TZ=UTC`, and under `TZ=Asia/Tokyo` with
    /// `LANG=de_DE.UTF-8`, each a fresh process whose first act is the command. Before, Tokyo's
    /// picture read 6:41 PM (GMT+9).
    @Test func aBodysOwnDateFormattingIsTheSameUnderAnyTimeZoneAndLanguage() throws {
        let utc = try renderInChild(environment: ["TZ": "UTC"])
        let tokyo = try renderInChild(environment: ["TZ": "Asia/Tokyo", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
        #expect(utc.date.count > 100)
        #expect(utc.date == tokyo.date)
        // And it reads 9:41 AM, the clock's start in GMT, as Foundation's `en_001` shortened
        // time writes it: a narrow no-break space (CLDR's since ICU 72) before AM.
        #expect(utc.string == "9:41\u{202F}AM")
        #expect(tokyo.string == "9:41\u{202F}AM")
    }

    /// The child's part: renders "Hostile date" into the folder the variable names, and writes
    /// there what the same formatting reads after the command. Runs only in the child.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childOutputVariable] != nil))
    func childRendersTheDatePreviews() throws {
        let out = try #require(ProcessInfo.processInfo.environment[childOutputVariable])
        var output = CommandOutput.capturing()
        let status = CutawayTool.runLinkedPreviews(
            arguments: ["previews", "--filter", "Hostile date", "--scale", "1", "--out", out, "--quiet"], output: &output)
        #expect(status == 0, "\(output.standardError.capturedText ?? "")")
        let string = Date(timeIntervalSince1970: 1_168_335_660).formatted(date: .omitted, time: .shortened)
        try string.write(to: URL(fileURLWithPath: out).appendingPathComponent("date.txt"), atomically: true, encoding: .utf8)
    }

    private func renderInChild(environment: [String: String]) throws -> (date: Data, string: String) {
        let out = temporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "childRendersTheDatePreviews"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging([childOutputVariable: out.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return (
            try Data(contentsOf: out.appendingPathComponent("Hostile-date/frame-00000.png")),
            try String(contentsOf: out.appendingPathComponent("date.txt"), encoding: .utf8))
    }
}

struct SceneTimeZoneThreadTests {
    /// The test runner runs tests on several threads, so it counts more than one; the count is
    /// what `install()` reads before it adds `TZ` to a process's environment.
    @Test func theThreadCountIsReadFromProc() async throws {
        let count = try #require(SceneTimeZone.threadCount())
        #expect(count >= 1)
        // A thread started here is counted while it runs.
        let started = DispatchSemaphore(value: 0), finish = DispatchSemaphore(value: 0)
        let thread = Thread { started.signal(); finish.wait() }
        thread.start()
        started.wait()
        let during = try #require(SceneTimeZone.threadCount())
        finish.signal()
        #expect(during >= 2)
    }
}
