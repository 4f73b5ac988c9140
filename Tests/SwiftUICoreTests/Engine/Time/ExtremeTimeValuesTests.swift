import Combine
import Foundation
import Testing
@testable import SwiftUICore

/// Shows `stage`, which a task moves on as its sleeps end.
private struct Sleeper: View {
    let sleep: () async throws -> Void
    @State private var stage = "asleep"

    var body: some View {
        Text(stage).task {
            // A first sleep moves the clock on, so that a later deadline is `now + interval`
            // from a moment past zero (the sleep-forever idiom once overflowed there).
            try? await Task.sleep(nanoseconds: 50_000_000)
            stage = "slept"
            try? await sleep()
            stage = "woke"
        }
    }
}

/// Counts what a publisher sends.
private struct Receiver<Source: Publisher>: View where Source.Failure == Never {
    let source: Source
    @State private var count = 0

    var body: some View {
        Text("\(count)").onReceive(source) { _ in count += 1 }
    }
}

/// Every public API of the scene's clock that takes a duration or an interval (`Task.sleep`'s
/// four spellings, `Timer.publish`, `TimelineView`'s schedules), called with extreme values in
/// a scene: none traps or hangs. A sleep, timer or timeline entry past the scene's end never
/// comes, as on iOS; a non-positive one comes at once (a timer: every 0.1 ms, `Timer`'s
/// documented minimum).
///
/// Where iOS traps too: `Duration.seconds(_: Double)` stops the program for NaN, the
/// infinities and magnitudes past `Int128` attoseconds (1.7 × 10²⁰ s), a precondition of the
/// standard library itself, so `Task.sleep(for:)` is called here with the durations a
/// program can make: whole seconds from `Int`'s ends and finite fractional ones.
nonisolated struct ExtremeTimeValuesTests {
    static let durations: [(name: String, value: Duration)] =
        ExtremeValues.integers.map { ("seconds(\($0.name))", Duration.seconds($0.value)) }
        + ExtremeValues.integers.map { ("nanoseconds(\($0.name))", Duration.nanoseconds($0.value)) }
        + [("seconds(1e-300)", .seconds(1e-300)), ("seconds(1e10)", .seconds(1e10)), ("seconds(-1e10)", .seconds(-1e10)),
           ("seconds(1e20)", .seconds(1e20))]

    nonisolated static let cases: [ExtremeValueCase] =
        ExtremeValueCase.unsignedIntegers("Task.sleep(nanoseconds:)") { nanoseconds in
            Sleeper { try await Task.sleep(nanoseconds: nanoseconds) }
        }
        + durations.map { name, duration in
            ExtremeValueCase(api: "Task.sleep(for:)", value: name) { AnyView(Sleeper { try await Task.sleep(for: duration) }) }
        }
        + durations.map { name, duration in
            ExtremeValueCase(api: "Task.sleep(for:tolerance:clock:)", value: name) {
                AnyView(Sleeper { try await Task.sleep(for: duration, tolerance: duration, clock: .continuous) })
            }
        }
        + durations.map { name, duration in
            ExtremeValueCase(api: "Task.sleep(until:clock:)", value: name) {
                AnyView(Sleeper { try await Task.sleep(until: .now + duration, clock: .continuous) })
            }
        }
        + ExtremeValueCase.doubles("Timer.publish(every:on:in:)") { interval in
            Receiver(source: Timer.publish(every: interval, on: .main, in: .common).autoconnect())
        }
        + ExtremeValueCase.doubles("Timer.publish(every:tolerance:on:in:)") { tolerance in
            Receiver(source: Timer.publish(every: 0.1, tolerance: tolerance, on: .main, in: .common).autoconnect())
        }
        + ExtremeValueCase.doubles("TimelineView(.periodic(from:by:))") { interval in
            TimelineView(.periodic(from: .now, by: interval)) { context in Text("\(context.date.timeIntervalSince1970)") }
        }
        + ExtremeValueCase.doubles("TimelineView(.periodic(from:)) start") { seconds in
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: seconds), by: 0.1)) { context in
                Text("\(context.date.timeIntervalSince1970)")
            }
        }
        + ExtremeValueCase.doubles("TimelineView(.animation(minimumInterval:))") { interval in
            TimelineView(.animation(minimumInterval: interval)) { context in Text("\(context.date.timeIntervalSince1970)") }
        }
        + ExtremeValueCase.doubles("TimelineView(.explicit(_:))") { seconds in
            TimelineView(.explicit([Date(timeIntervalSinceNow: seconds)])) { context in Text("\(context.date.timeIntervalSince1970)") }
        }

    @Test(arguments: cases) func aClockAPIPlaysAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }

    @Test func theSleepForeverIdiomSleepsUntilTheSceneEnds() throws {
        // `Task.sleep(nanoseconds: .max)` after a first sleep: its deadline, past `Int64.max`
        // nanoseconds, is clamped to it; the task sleeps on, as on iOS.
        let scene = RenderScene("sleeps", duration: 1, fps: 10) {
            Sleeper { try await Task.sleep(nanoseconds: .max) }
        }
        let player = player(scene)
        #expect(try player.frame(at: 0).drawnTexts.map(\.string) == ["asleep"])
        #expect(try player.frame(at: 10).drawnTexts.map(\.string) == ["slept"])
    }

    @Test func aTimerPastTheScenesEndNeverTicks() throws {
        let scene = RenderScene("timer", duration: 1, fps: 10) {
            Receiver(source: Timer.publish(every: 1e12, on: .main, in: .common).autoconnect())
        }
        #expect(try player(scene).frame(at: 10).drawnTexts.map(\.string) == ["0"])
    }
}
