import Foundation
import Testing
@testable import Combine

/// `RunLoop` as a `Scheduler` (developer.apple.com/documentation/foundation/runloop, its
/// `SchedulerTimeType`, a date, and `SchedulerTimeType.Stride`, whose `timeInterval` is in
/// seconds). In a scene it runs on the scene's clock: here a `TestClock`, moved by hand. A
/// run loop's time is a `Date`, a `Double` of seconds since 2001, so a deadline it is given
/// lands on the clock within a microsecond, not to the nanosecond (`nearly`).
struct RunLoopSchedulerTests {
    @Test func strideIntervalsAreSeconds() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        #expect(Stride.seconds(2).timeInterval == 2)
        #expect(Stride.seconds(0.25).timeInterval == 0.25)
        #expect(Stride.milliseconds(250).timeInterval == 0.25)
        #expect(Stride.microseconds(500).timeInterval == 0.0005)
        #expect(Stride.nanoseconds(1_000_000).timeInterval == 0.001)
        #expect((1.5 as Stride).timeInterval == 1.5)
        #expect(Stride.seconds(1) + .milliseconds(500) == .seconds(1.5))
        #expect(Stride.milliseconds(1) < .seconds(1))
    }

    @Test func timesAreDatesThatAdvanceAndMeasureDistancesInSeconds() {
        let start = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 100))
        let later = start.advanced(by: .milliseconds(1_500))
        #expect(later.date == Date(timeIntervalSince1970: 101.5))
        #expect(start.distance(to: later) == .seconds(1.5))
        #expect(later.distance(to: start) == .seconds(-1.5))
    }

    @Test func inASceneNowIsTheScenesDate() {
        let clock = TestClock()
        clock.run {
            clock.advance(to: ms(2_500))
            #expect(RunLoop.main.now.date == clock.startDate.addingTimeInterval(2.5))
        }
    }

    @Test func anActionForADateRunsWhenTheClockReachesIt() {
        let clock = TestClock()
        var ranAt: [Int64] = []
        clock.run {
            RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: .milliseconds(300))) {
                ranAt.append(clock.nanosecondsNow)
            }
            clock.advance(to: ms(299))
            #expect(ranAt == [])
            clock.advance(to: ms(1_000))
        }
        #expect(nearly(ranAt, [ms(300)]))
    }

    @Test func anActionForNowRunsAfterWhatIsRunningNotInsideIt() {
        let clock = TestClock()
        var ran: [String] = []
        clock.run {
            RunLoop.main.schedule { ran.append("action") }
            ran.append("returned")
            clock.advance(to: 0)
        }
        #expect(ran == ["returned", "action"])
    }

    @Test func aRepeatingActionRunsAtItsDateThenEveryIntervalUntilCancelled() {
        let clock = TestClock()
        var ranAt: [Int64] = []
        clock.run {
            let loop = RunLoop.main
            let repeating = loop.schedule(after: loop.now.advanced(by: .milliseconds(100)), interval: .milliseconds(200)) {
                ranAt.append(clock.nanosecondsNow)
            }
            clock.advance(to: ms(550))
            repeating.cancel()
            clock.advance(to: ms(2_000))
        }
        #expect(nearly(ranAt, [ms(100), ms(300), ms(500)]))
    }
}

/// Whether `times` are `expected`, each within a microsecond.
private func nearly(_ times: [Int64], _ expected: [Int64]) -> Bool {
    times.count == expected.count && zip(times, expected).allSatisfy { abs($0 - $1) < 1_000 }
}
