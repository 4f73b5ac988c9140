import Foundation
import Testing
@testable import Combine

/// `SchedulerClock` is Cutaway's own hook (no Apple counterpart): a scene's virtual clock,
/// which Combine's schedulers read through `SchedulerClocks.running`. What it guarantees is
/// read from its declaration; the repeating wake-ups take at least 0.1 ms apart as a `Timer`
/// does ("If seconds is less than or equal to 0.0, this method chooses the nonnegative value
/// of 0.0001 seconds instead", developer.apple.com/documentation/foundation/timer).
struct SchedulerClockTests {
    @Test func datesAndNanosecondsConvertFromTheClocksStartDate() {
        let clock = TestClock()
        #expect(clock.date(at: 1_500_000_000) == clock.startDate.addingTimeInterval(1.5))
        #expect(clock.nanoseconds(at: clock.startDate.addingTimeInterval(2)) == 2_000_000_000)
        #expect(clock.nanoseconds(at: clock.startDate.addingTimeInterval(-1)) == -1_000_000_000)
    }

    @Test func theRunningClockIsTheOneBoundAndNoneOutside() {
        let clock = TestClock()
        #expect(SchedulerClocks.running == nil)
        clock.run { #expect(SchedulerClocks.running === clock) }
        #expect(SchedulerClocks.running == nil)
    }

    @Test func aRepeatingWakeUpFiresAtEveryMultipleOfItsIntervalFromItsStartUntilCancelled() {
        let clock = TestClock()
        var deadlines: [Int64] = []
        var firedAt: [Int64] = []
        let repeating = clock.scheduleRepeating(from: ms(50), every: ms(100)) { deadline in
            deadlines.append(deadline)
            firedAt.append(clock.nanosecondsNow)
        }
        clock.advance(to: ms(360))
        repeating.cancel()
        clock.advance(to: ms(1_000))
        #expect(deadlines == [ms(150), ms(250), ms(350)])
        #expect(firedAt == deadlines)
    }

    @Test func aNonPositiveIntervalRepeatsEveryTenthOfAMillisecond() {
        let clock = TestClock()
        var deadlines: [Int64] = []
        let repeating = clock.scheduleRepeating(from: 0, every: 0) { deadlines.append($0) }
        clock.advance(to: 350_000)
        repeating.cancel()
        #expect(deadlines == [100_000, 200_000, 300_000])
    }
}
