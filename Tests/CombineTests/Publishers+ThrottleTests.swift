import Foundation
import Testing
@testable import Combine

/// `throttle(for:scheduler:latest:)`
/// (developer.apple.com/documentation/combine/publisher/throttle(for:scheduler:latest:)):
/// "Publishes either the most-recent or first element published by the upstream publisher in
/// the specified time interval"; `latest`: "A Boolean value that indicates whether to publish
/// the most recent element. If false, the publisher emits the first element received during
/// the interval." Timed on a scene's clock (a `TestClock`).
struct ThrottleTests {
    private func throttled(latest: Bool) -> [(String, Int64)] {
        let clock = TestClock()
        let subject = PassthroughSubject<String, Never>()
        var heard: [(String, Int64)] = []
        clock.run {
            let subscription = subject.throttle(for: .milliseconds(300), scheduler: DispatchQueue.main, latest: latest)
                .sink { heard.append(($0, clock.nanosecondsNow)) }
            subject.send("a")
            clock.advance(to: ms(100)); subject.send("b")
            clock.advance(to: ms(200)); subject.send("c")
            clock.advance(to: ms(2_000))
            subscription.cancel()
        }
        return heard
    }

    // "a" opens an interval and goes; of "b" and "c", which came within it, one goes at its end.
    @Test func withLatestTheLastValueOfAnIntervalGoesAtItsEnd() {
        let heard = throttled(latest: true)
        #expect(heard.map(\.0) == ["a", "c"])
        #expect(heard.map(\.1) == [0, ms(300)])
    }

    @Test func withoutLatestTheFirstValueOfAnIntervalGoesAtItsEnd() {
        let heard = throttled(latest: false)
        #expect(heard.map(\.0) == ["a", "b"])
        #expect(heard.map(\.1) == [0, ms(300)])
    }

    @Test func valuesFurtherApartThanTheIntervalAllGo() {
        let clock = TestClock()
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        clock.run {
            let subscription = subject.throttle(for: .milliseconds(100), scheduler: RunLoop.main, latest: true)
                .sink { heard.append($0) }
            subject.send(1)
            clock.advance(to: ms(500)); subject.send(2)
            clock.advance(to: ms(1_000)); subject.send(3)
            clock.advance(to: ms(2_000))
            subscription.cancel()
        }
        #expect(heard == [1, 2, 3])
    }
}
