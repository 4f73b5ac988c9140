import Dispatch
import Foundation
import Testing
@testable import Combine

/// `DispatchQueue` as a `Scheduler` (developer.apple.com/documentation/dispatch/dispatchqueue,
/// its `SchedulerTimeType` and `SchedulerTimeType.Stride`, whose `magnitude` is "the value of
/// this time interval in nanoseconds"). In a scene it runs on the scene's clock: here a
/// `TestClock`, moved by hand.
struct DispatchQueueSchedulerTests {
    @Test func strideMagnitudesAreNanoseconds() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.seconds(2).magnitude == 2_000_000_000)
        #expect(Stride.seconds(0.5).magnitude == 500_000_000)
        #expect(Stride.milliseconds(300).magnitude == 300_000_000)
        #expect(Stride.microseconds(7).magnitude == 7_000)
        #expect(Stride.nanoseconds(9).magnitude == 9)
        #expect(Stride(.milliseconds(20)) == .milliseconds(20))
        // Literals are seconds.
        #expect((1.5 as Stride).magnitude == 1_500_000_000)
        #expect((3 as Stride).magnitude == 3_000_000_000)
        #expect(Stride.milliseconds(100) + .milliseconds(50) == .milliseconds(150))
        #expect(Stride.milliseconds(100) < .seconds(1))
    }

    @Test func timesAdvanceAndMeasureDistancesInNanoseconds() {
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        let later = start.advanced(by: .microseconds(3))
        #expect(later.dispatchTime.uptimeNanoseconds == 4_000)
        #expect(start.distance(to: later) == .nanoseconds(3_000))
        #expect(later.distance(to: start) == .nanoseconds(-3_000))
    }

    @Test func inASceneNowIsTheScenesTime() {
        let clock = TestClock()
        clock.run {
            let start = DispatchQueue.main.now
            clock.advance(to: ms(250))
            #expect(start.distance(to: DispatchQueue.main.now) == .milliseconds(250))
        }
    }

    @Test func anActionForADateRunsWhenTheClockReachesIt() {
        let clock = TestClock()
        var ranAt: [Int64] = []
        clock.run {
            DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .milliseconds(300))) {
                ranAt.append(clock.nanosecondsNow)
            }
            clock.advance(to: ms(299))
            #expect(ranAt == [])
            clock.advance(to: ms(1_000))
        }
        #expect(ranAt == [ms(300)])
    }

    @Test func anActionForNowRunsAfterWhatIsRunningNotInsideIt() {
        let clock = TestClock()
        var ran: [String] = []
        clock.run {
            DispatchQueue.main.schedule { ran.append("action") }
            ran.append("returned")
            clock.advance(to: 0)
        }
        #expect(ran == ["returned", "action"])
    }

    @Test func aRepeatingActionRunsAtItsDateThenEveryIntervalUntilCancelled() {
        let clock = TestClock()
        var ranAt: [Int64] = []
        clock.run {
            let queue = DispatchQueue.main
            let repeating = queue.schedule(after: queue.now.advanced(by: .milliseconds(100)), interval: .milliseconds(200)) {
                ranAt.append(clock.nanosecondsNow)
            }
            clock.advance(to: ms(550))
            repeating.cancel()
            clock.advance(to: ms(2_000))
        }
        #expect(ranAt == [ms(100), ms(300), ms(500)])
    }
}
