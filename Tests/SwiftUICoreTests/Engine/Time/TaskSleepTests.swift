import Foundation
import Testing
@testable import SwiftUICore

/// A typing indicator: a `.task` loop that sleeps 0.3 s and counts.
private struct Ticking: View {
    let sleep: @Sendable () async throws -> Void
    @State private var count = 0
    var body: some View {
        Text("\(count)").task {
            while !Task.isCancelled {
                do { try await sleep() } catch { return }
                count += 1
            }
        }
    }
}

/// Shows a `.task` view while the box says so; the task logs what it does.
private struct Removable: View {
    let shown: Box<Bool>
    let log: Log
    var body: some View {
        if shown.value {
            Color.red.frame(width: 10, height: 10).task {
                log.entries.append("start")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(0.5))
                        log.entries.append("tick")
                    }
                } catch {
                    log.entries.append(error is CancellationError ? "cancelled" : "\(error)")
                }
            }
        }
    }
}

/// A typing indicator written as many tutorials write it: `try?` swallows the cancellation,
/// so once cancelled the loop never sleeps again and never ends.
private struct Swallowing: View {
    let shown: Box<Bool>
    let log: Log
    var body: some View {
        if shown.value {
            Color.red.frame(width: 10, height: 10).task {
                while true {
                    try? await Task.sleep(for: .seconds(0.5))
                    log.entries.append("tick")
                }
            }
        }
    }
}

/// A `.task(id:)` that restarts when its id changes.
private struct Restarting: View {
    let id: Box<Int>
    let log: Log
    var body: some View {
        Color.red.frame(width: 10, height: 10).task(id: id.value) {
            let started = id.value
            log.entries.append("start \(started)")
            do {
                try await Task.sleep(nanoseconds: 1_000_000_000)
                log.entries.append("slept \(started)")
            } catch {
                log.entries.append("cancelled \(started)")
            }
        }
    }
}

/// `.task` and `Task.sleep` on the scene's virtual clock.
struct TaskSleepTests {
    /// The count the loop reads at frame `index` of a 60 fps scene: floor(t / 0.3) with
    /// t = index / 60, that is floor(index / 18), in integers.
    private func expectedCount(atFrame index: Int) -> Int { index / 18 }

    private func counts(_ sleep: @escaping @Sendable () async throws -> Void, frames: Int = 181) throws -> [String] {
        let played = player(RenderScene("ticking", duration: 3) { Ticking(sleep: sleep) })
        return try (0..<frames).map { try played.frame(at: $0).drawnTexts.map(\.string).joined() }
    }

    @Test func aSleepLoopCountsExactlyOnTheVirtualClock() throws {
        let counts = try counts { try await Task.sleep(for: .seconds(0.3)) }
        #expect(counts == (0..<181).map { "\(expectedCount(atFrame: $0))" })
    }

    @Test func everySpellingOfSleepWaitsOnTheVirtualClock() throws {
        let expected = (0..<181).map { "\(expectedCount(atFrame: $0))" }
        #expect(try counts { try await Task.sleep(nanoseconds: 300_000_000) } == expected)
        #expect(try counts { try await Task.sleep(for: .milliseconds(300), tolerance: .seconds(1)) } == expected)
        #expect(try counts { try await Task.sleep(for: .milliseconds(300), clock: ContinuousClock()) } == expected)
        #expect(try counts { try await Task.sleep(until: .now + .milliseconds(300), clock: .continuous) } == expected)
    }

    @Test func aBusyMachineMakesTheSameFrames() throws {
        let quiet = try counts { try await Task.sleep(for: .seconds(0.3)) }
        // Keep every core busy while the scene plays again: nothing may wait for real time.
        let stop = StopFlag()
        let threads = (0..<max(2, ProcessInfo.processInfo.activeProcessorCount)).map { _ in
            Thread {
                var x = 0.0
                while !stop.isStopped { for i in 0..<10_000 { x += sin(Double(i)) } }
                _ = x
            }
        }
        threads.forEach { $0.start() }
        defer { stop.stop() }
        let busy = try counts { try await Task.sleep(for: .seconds(0.3)) }
        #expect(busy == quiet)
    }

    @Test func disappearingCancelsTheTask() throws {
        let shown = Box(true), log = Log()
        let played = player(RenderScene("removable", duration: 2, script: [.run(at: 1.2) { shown.value = false }]) {
            Removable(shown: shown, log: log)
        })
        try played.play(through: [120]) { _ in }
        // Ticks at 0.5 and 1.0 s; removed at 1.2 s, before the tick at 1.5 s.
        #expect(log.entries == ["start", "tick", "tick", "cancelled"])
    }

    /// Without the bound this test never ends: the cancelled loop spins in the scene's executor.
    /// (The limit catches that hang, not slowness: the test's frames are main-actor work, which
    /// waits its turn behind the other tests' on the one main thread.)
    @Test(.timeLimit(.minutes(10))) func aLoopThatSwallowsItsCancellationIsSuspendedAfterItsSleepsRunOut() throws {
        let shown = Box(true), log = Log()
        let played = player(RenderScene("swallowing", duration: 2, script: [.run(at: 1.2) { shown.value = false }]) {
            Swallowing(shown: shown, log: log)
        })
        try played.play(through: [120]) { _ in }
        // Ticks at 0.5 and 1.0 s while shown. Removed at 1.2 s: the sleep it was in throws
        // (one more tick), then the loop goes round once per sleep that throws at once
        // (maximumCancelledSleeps of them) and is suspended at the next: 2 + 1 + 1,000
        // ticks, and none more by the end of the scene.
        #expect(log.entries.count == 2 + 1 + SceneClock.maximumCancelledSleeps)
    }

    @Test func aNewIdCancelsTheTaskAndStartsAnother() throws {
        let id = Box(1), log = Log()
        let played = player(RenderScene("restarting", duration: 3, script: [.run(at: 0.5) { id.value = 2 }]) {
            Restarting(id: id, log: log)
        })
        try played.play(through: [180]) { _ in }
        // The first sleeps from 0 to 1 s but its id changes at 0.5 s; the second sleeps to 1.5 s.
        #expect(log.entries == ["start 1", "cancelled 1", "start 2", "slept 2"])
    }

    @Test func outsideASceneSleepWaitsForRealTime() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        // Every spelling, each 5 ms (these once called themselves for ever, outside a scene).
        try await Task.sleep(nanoseconds: 5_000_000)
        try await Task.sleep(for: .milliseconds(5))
        try await Task.sleep(for: .milliseconds(5), tolerance: nil, clock: ContinuousClock())
        try await Task.sleep(until: clock.now + .milliseconds(5), clock: .continuous)
        // A real sleep never returns early.
        #expect(start.duration(to: clock.now) >= .milliseconds(20))
    }
}

/// Tells the busy threads to stop.
nonisolated private final class StopFlag: @unchecked Sendable {
    // @unchecked: the lock guards the flag.
    private let lock = NSLock()
    private var stopped = false
    var isStopped: Bool { lock.withLock { stopped } }
    func stop() { lock.withLock { stopped = true } }
}
