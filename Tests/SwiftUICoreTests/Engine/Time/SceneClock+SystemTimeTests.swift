import Foundation
import Glibc
import Testing
@testable import SwiftUICore

/// Reads `Date.now` and `Date()` each frame, as a view that shows the present does.
private struct PresentReader: View {
    let dates: Box<[Date]>
    var body: some View {
        TimelineView(.animation) { _ in
            // (A body may be evaluated more than once a frame: the test reads distinct dates.)
            let _ = dates.value.append(contentsOf: [Date.now, Date()])
            Color.clear
        }
    }
}

/// Sleeps 0.3 s in a task, then reads the present.
private struct SleepThenRead: View {
    let dates: Box<[Date]>
    var body: some View {
        Color.red.frame(width: 10, height: 10).task {
            try? await Task.sleep(for: .seconds(0.3))
            dates.value.append(Date())
        }
    }
}

/// The machine's real-time clock, read past Cutaway's `clock_gettime` (`timespec_get` does not
/// call it), in seconds since 1970.
private func machineTime() -> Double {
    var time = timespec()
    _ = timespec_get(&time, TIME_UTC)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// `Date()` and `Date.now` in a scene's code are the scene's date; elsewhere the machine's.
struct SceneClockSystemTimeTests {
    /// The scene's start in seconds since 1970: 2007-01-09 09:41:00 UTC, which
    /// `SceneClockTests.startDateIsNineFortyOneOnTheNinthOfJanuary2007InUTC` checks against the
    /// calendar.
    static let start = 1_168_335_660.0

    @Test func aBodyReadsTheScenesDateFromDateNowAndDateInit() throws {
        let dates = Box<[Date]>([])
        let played = player(RenderScene("present", duration: 1, fps: 4) { PresentReader(dates: dates) })
        for index in 0..<4 {
            _ = try played.frame(at: index)
        }
        // Frames at 0, 0.25, 0.5 and 0.75 s: each body read its frame's time after the start,
        // to the nanosecond (quarter seconds are exact in binary), from both spellings.
        let read = dates.value.map(\.timeIntervalSince1970)
        #expect(Set(read).sorted() == [0, 0.25, 0.5, 0.75].map { Self.start + $0 })
        #expect(stride(from: 0, to: read.count, by: 2).allSatisfy { read[$0] == read[$0 + 1] })
    }

    @Test func aTaskThatSleepsReadsTheDateItsWakeUpWasDue() throws {
        let dates = Box<[Date]>([])
        let played = player(RenderScene("sleep", duration: 1, fps: 2) { SleepThenRead(dates: dates) })
        _ = try played.frame(at: 0)
        _ = try played.frame(at: 1)
        // The wake-up is due at 0.3 s and fires with the frame at 0.5 s; while it runs the
        // clock reads its deadline, so the task sees 09:41:00.3, not 09:41:00.5.
        // (A `Date` is a `Double` of seconds since 2001: near 2007 it holds about 2e-8 s.)
        let read = dates.value.map { $0.timeIntervalSince1970 - Self.start }
        #expect(read.count == 1 && abs(read[0] - 0.3) < 1e-6)
    }

    @Test func outsideASceneDatesAreTheMachines() {
        let before = machineTime()
        let now = Date.now.timeIntervalSince1970
        let after = machineTime()
        #expect(before <= now && now <= after)
    }

    @Test func inASceneOnlyTheRealTimeClockIsTheScenes() throws {
        // The monotonic clock goes on counting the machine's time in a body (Swift's
        // `ContinuousClock` and the timeouts built on it read it).
        let monotonic = Box<[Double]>([])
        func read() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let outside = read()
        let played = player(RenderScene("monotonic", duration: 1, fps: 1) {
            monotonic.value.append(read())
            return Color.red
        })
        _ = try played.frame(at: 0)
        let inside = try #require(monotonic.value.first)
        #expect(inside >= outside && inside - outside < 60)
    }
}
