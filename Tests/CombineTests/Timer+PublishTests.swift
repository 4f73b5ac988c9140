import Foundation
import Testing
@testable import Combine

struct TimerPublishTests {
    @Test func anAutoconnectedTimerTicksAtEveryMultipleOfItsIntervalFromWhenItConnects() {
        let clock = TestClock()
        var ticks: [Int] = []
        clock.run {
            clock.advance(to: ms(100))
            let subscription = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                .sink { ticks.append(Int(($0.timeIntervalSince(clock.startDate) * 1_000).rounded())) }
            clock.advance(to: ms(1_700))
            subscription.cancel()
            clock.advance(to: ms(5_000))
        }
        // Connected at 100 ms: ticks at 100 + k × 500 ms up to 1700 (k = 1, 2, 3), none after
        // cancelling (dates in whole milliseconds).
        #expect(ticks == [600, 1_100, 1_600])
    }
}
