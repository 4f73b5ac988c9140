import Foundation
import Testing
@testable import SwiftUICore

/// Shows its timeline's date as milliseconds since the scene's start.
private struct Dated<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    var body: some View {
        TimelineView(schedule) { context in
            Text(verbatim: "\(Int((context.date.timeIntervalSince(SceneClock.startDate) * 1000).rounded()))")
        }
    }
}

/// A `Dated` timeline whose enclosing body a task makes again at 0.51 s, between two frames.
private struct WokenBetweenFrames: View {
    @State private var wakes = 0
    var body: some View {
        VStack {
            Text(verbatim: "woken \(wakes)")
            Dated(schedule: .animation)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.51))
            wakes += 1
        }
    }
}

/// `TimelineView` on the scene's clock: which date each frame shows.
struct TimelineViewTests {
    private func shown<S: TimelineSchedule>(_ schedule: S, fps: Int = 60, seconds: Double) throws -> [Int] {
        let played = player(RenderScene("timeline", duration: seconds, fps: fps) { Dated(schedule: schedule) })
        let frames = Int((seconds * Double(fps)).rounded())
        return try (0...frames).map { Int(try played.frame(at: $0).drawnTexts[0].string)! }
    }

    @Test func aPeriodicScheduleShowsTheLastEntryAtOrBeforeEachFrame() throws {
        // Entries at 100 + 250k ms. Frame i (60 fps) is at 1000 i / 60 ms: it shows the last
        // entry at or before it, found with integers (3 · 1000 i ≥ 3 · entry ⇔ 50 i ≥ 3 · entry);
        // before the first entry it keeps the date it was first made at (time zero): a timeline
        // updates only at its entries.
        let schedule = PeriodicTimelineSchedule(from: SceneClock.startDate.addingTimeInterval(0.1), by: 0.25)
        let expected = (0...120).map { i -> Int in
            guard 50 * i >= 3 * 100 else { return 0 }
            let k = (50 * i - 300) / 750  // floor((t − 100) / 250) with t = 50 i / 3
            return 100 + 250 * k
        }
        let shown = try shown(schedule, seconds: 2)
        #expect(shown == expected)
    }

    @Test func aTimelineMadeAgainBetweenFramesShowsTheFramesDate() throws {
        // The task wakes at 0.51 s, between the frames at 30/60 and 31/60 s, and its body (the
        // timeline with it) is made again then; the frame at 31/60 s still shows its own date,
        // 516.67 ms, as every frame of an `.animation` timeline does.
        let played = player(RenderScene("woken", duration: 0.6, fps: 60) { WokenBetweenFrames() })
        let frames = try (0...32).map { try played.frame(at: $0).drawnTexts.map(\.string) }
        #expect(frames[30] == ["woken 0", "500"])
        #expect(frames[31] == ["woken 1", "517"])
        #expect(frames[32] == ["woken 1", "533"])
    }

    @Test func theAnimationScheduleShowsEveryFramesDate() throws {
        // At 30 fps frame i is at 100 i / 3 ms.
        #expect(try shown(.animation, fps: 30, seconds: 1) == (0...30).map { Int((Double($0) * 100 / 3).rounded()) })
    }

    @Test func anAnimationScheduleWithAMinimumIntervalSkipsFrames() throws {
        // Every 0.1 s at most, at 60 fps: entries from each update on, so updates at frames
        // 0, 6, 12, ...: frame i shows 100 · floor(i / 6) ms.
        #expect(try shown(.animation(minimumInterval: 0.1), seconds: 1) == (0...60).map { 100 * ($0 / 6) })
    }

    @Test func aPausedAnimationScheduleNeverUpdates() throws {
        #expect(try shown(.animation(minimumInterval: nil, paused: true), fps: 10, seconds: 1) == Array(repeating: 0, count: 11))
    }

    @Test func theEveryMinuteScheduleUpdatesAtTheStartOfEachMinute() throws {
        // The scene starts on a minute (09:41:00): 0 until 60 s, then 60,000 ms.
        let shown = try shown(.everyMinute, fps: 2, seconds: 61)
        #expect(shown == (0...122).map { $0 < 120 ? 0 : 60_000 })
    }

    @Test func anExplicitScheduleShowsItsDatesAsTheyCome() throws {
        let dates = [0.25, 0.5, 2].map { SceneClock.startDate.addingTimeInterval($0) }
        // At 4 fps: frames at 0, 250, 500, 750, ... ms; before the first date, the frame's own.
        #expect(try shown(.explicit(dates), fps: 4, seconds: 2.5) == [0, 250, 500, 500, 500, 500, 500, 500, 2000, 2000, 2000])
    }

    @Test func theCadenceIsLive() throws {
        var cadence: TimelineViewDefaultContext.Cadence?
        _ = try player(RenderScene("cadence") {
            TimelineView(.everyMinute) { context in
                let _ = cadence = context.cadence
                Color.red
            }
        }).at(0)
        #expect(cadence == .live)
    }

    @Test func periodicEntriesStartAtTheLastOneBeforeTheStartDate() {
        let origin = Date(timeIntervalSinceReferenceDate: 1000)
        let entries = PeriodicTimelineSchedule(from: origin, by: 10)
            .entries(from: origin.addingTimeInterval(25), mode: .normal).prefix(3)
        #expect(entries.map { $0.timeIntervalSince(origin) } == [20, 30, 40])
    }
}
