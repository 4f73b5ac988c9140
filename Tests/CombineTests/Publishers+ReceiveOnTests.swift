import Foundation
import Testing
@testable import Combine

/// `receive(on:options:)` (developer.apple.com/documentation/combine/publisher/receive(on:options:)):
/// "Specifies the scheduler on which to receive elements from the publisher": values and the
/// completion are delivered by the scheduler, in order. On the main queue or run loop (here
/// on a scene's clock, a `TestClock`), that is after the code that sent them has returned.
struct ReceiveOnTests {
    @Test func valuesArriveOnceTheSchedulerRunsThemNotWhileBeingSent() {
        let clock = TestClock()
        let subject = PassthroughSubject<Int, Never>()
        var heard: [String] = []
        clock.run {
            let subscription = subject.receive(on: DispatchQueue.main)
                .sink(receiveCompletion: { _ in heard.append("finished") }, receiveValue: { heard.append("\($0)") })
            subject.send(1)
            subject.send(2)
            subject.send(completion: .finished)
            heard.append("sent")
            clock.advance(to: 0)
            subscription.cancel()
        }
        #expect(heard == ["sent", "1", "2", "finished"])
    }

    @Test func theyArriveAtTheMomentTheyWereSent() {
        let clock = TestClock()
        let subject = PassthroughSubject<Int, Never>()
        var heardAt: [Int64] = []
        clock.run {
            let subscription = subject.receive(on: RunLoop.main).sink { _ in heardAt.append(clock.nanosecondsNow) }
            clock.advance(to: ms(40)); subject.send(1)
            clock.advance(to: ms(90)); subject.send(2)
            clock.advance(to: ms(200))
            subscription.cancel()
        }
        #expect(heardAt == [ms(40), ms(90)])
    }

    @Test func onTheImmediateSchedulerTheyArriveAtOnce() {
        #expect(recorded([1, 2].publisher.receive(on: ImmediateScheduler.shared)) == ["1", "2", "finished"])
    }
}
