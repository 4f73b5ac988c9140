import Foundation
import Testing
@testable import SwiftUICore

/// The scene clock: its start date, its nanosecond arithmetic, and the order it fires wake-ups in.
struct SceneClockTests {
    @Test func startDateIsNineFortyOneOnTheNinthOfJanuary2007InUTC() {
        // The oracle: the calendar's own reading of the date, in UTC.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: SceneClock.startDate)
        #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second] == [2007, 1, 9, 9, 41, 0])
    }

    @Test func secondsAndDurationsRoundToTheNearestNanosecond() {
        #expect(SceneClock.nanoseconds(0.3) == 300_000_000)
        #expect(SceneClock.nanoseconds(18.0 / 60) == 300_000_000)
        // 0.1 + 0.2 is 0.30000000000000004 in binary: still 300 ms to the nanosecond.
        #expect(SceneClock.nanoseconds(0.1 + 0.2) == 300_000_000)
        #expect(SceneClock.nanoseconds(Duration.seconds(0.3)) == 300_000_000)
        #expect(SceneClock.nanoseconds(Duration.milliseconds(1500)) == 1_500_000_000)
        #expect(SceneClock.nanoseconds(Duration.nanoseconds(7)) == 7)
    }

    @Test func wakeUpsFireEarliestFirstAndTiesInTheOrderScheduled() {
        let clock = SceneClock()
        var fired: [String] = []
        clock.schedule(at: 30) { fired.append("c at \(clock.now)") }
        clock.schedule(at: 10) { fired.append("a at \(clock.now)") }
        clock.schedule(at: 30) { fired.append("d at \(clock.now)") }
        clock.schedule(at: 20) {
            fired.append("b at \(clock.now)")
            // Scheduled while firing, due before the end: fires in this call too.
            clock.schedule(at: clock.now + 5) { fired.append("b2 at \(clock.now)") }
        }
        clock.schedule(at: 41) { fired.append("late") }
        clock.fireWakeUps(dueBy: 40)
        #expect(fired == ["a at 10", "b at 20", "b2 at 25", "c at 30", "d at 30"])
        #expect(clock.now == 40)
        #expect(clock.nextMoment(dueBy: 40) == nil)
        #expect(clock.nextMoment(dueBy: 50) == 41)
    }

    @Test func aWakeUpThatWaitsForTheFrameFiresAtTheFramesMomentAfterThoseDueAtTheirDeadlines() {
        let clock = SceneClock()
        var fired: [String] = []
        clock.schedule(at: 10, timing: .nextFrame) { fired.append("timeline at \(clock.now)") }
        clock.schedule(at: 25) { fired.append("task at \(clock.now)") }
        // For a frame at 40: the task's moment is its deadline, the timeline's the frame.
        #expect(clock.nextMoment(dueBy: 40) == 25)
        clock.fireWakeUps(at: 25, frame: 40)
        #expect(fired == ["task at 25"])
        #expect(clock.nextMoment(dueBy: 40) == 40)
        clock.fireWakeUps(at: 40, frame: 40)
        #expect(fired == ["task at 25", "timeline at 40"])
        #expect(clock.now == 40)
    }

    @Test func aKeyedWakeUpReplacesTheOneBeforeIt() {
        let clock = SceneClock()
        var fired: [Int] = []
        clock.schedule(at: 10, key: "timeline") { fired.append(10) }
        clock.schedule(at: 20, key: "timeline") { fired.append(20) }
        let cancelled = clock.schedule(at: 15) { fired.append(15) }
        clock.cancel(cancelled)
        clock.fireWakeUps(dueBy: 100)
        #expect(fired == [20])
        #expect(!clock.hasWakeUp(dueBy: .max))
    }
}
