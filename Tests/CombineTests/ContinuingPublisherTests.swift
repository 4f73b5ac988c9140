import Foundation
import Testing
@testable import Combine

/// `ContinuingPublisher` is Cutaway's own (no Apple counterpart): a publisher made again takes
/// over the running state of the one it replaces, when it is the same kind of publisher
/// (`continueRunning(fromAny:)` is false for any other kind).
struct ContinuingPublisherTests {
    @Test func continuingFromAnotherKindOfValueIsRefusedWithoutAsking() {
        let publisher = Counter(count: 0)
        #expect(publisher.continueRunning(fromAny: 5) == false)
        #expect(publisher.continueRunning(fromAny: PassthroughSubject<Int, Never>()) == false)
        #expect(publisher.asked == 0)
    }

    @Test func continuingFromTheSameKindAsksItToTakeOver() {
        let earlier = Counter(count: 3)
        let later = Counter(count: 0)
        #expect(later.continueRunning(fromAny: earlier))
        #expect(later.asked == 1)
        #expect(later.count == 3)
    }

    // The reason it exists: a view made again makes its timer again; the new timer takes over
    // the running one, so that subscribing to the new one hears the running ticks.
    @Test func aTimerMadeAgainHearsTheTicksOfTheRunningOne() {
        let clock = TestClock()
        var ticks = 0
        clock.run {
            let running = Timer.publish(every: 1, on: .main, in: .common)
            let connection = running.connect()
            let again = Timer.publish(every: 1, on: .main, in: .common)
            #expect(again.continueRunning(fromAny: running))
            let subscription = again.sink { _ in ticks += 1 }
            clock.advance(to: ms(2_500))
            connection.cancel()
            subscription.cancel()
        }
        // Never connected itself, the new timer still ticks at 1 s and 2 s.
        #expect(ticks == 2)
    }
}

private final class Counter: ContinuingPublisher {
    var count: Int
    var asked = 0
    init(count: Int) { self.count = count }

    func continueRunning(from earlier: Counter) -> Bool {
        asked += 1
        count = earlier.count
        return true
    }
}
