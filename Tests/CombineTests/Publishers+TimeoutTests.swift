import Foundation
import Testing
@testable import Combine

struct TimeoutTests {
    // timeout "terminates publishing if the upstream publisher exceeds the specified time
    // interval without producing an element"; the custom error is the failure sent
    // (developer.apple.com/documentation/combine/publisher/timeout(_:scheduler:options:customerror:)).
    // A value at 200 ms restarts the 500 ms wait: the failure comes at 700 ms.
    @Test func failsWithTheCustomErrorWhenTheIntervalPassesWithoutAValue() {
        let clock = TestClock()
        let subject = PassthroughSubject<Int, TestError>()
        var heard: [(String, Int64)] = []
        clock.run {
            let subscription = subject.timeout(.milliseconds(500), scheduler: DispatchQueue.main, customError: { TestError("late") })
                .sink(
                    receiveCompletion: { heard.append(("\($0)", clock.nanosecondsNow)) },
                    receiveValue: { heard.append(("\($0)", clock.nanosecondsNow)) })
            clock.advance(to: ms(200))
            subject.send(1)
            clock.advance(to: ms(2_000))
            subscription.cancel()
        }
        #expect(heard.map(\.0) == ["1", "failure(late)"])
        #expect(heard.map(\.1) == [ms(200), ms(700)])
    }

    @Test func withoutACustomErrorItFinishes() {
        let clock = TestClock()
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int64] = []
        clock.run {
            let subscription = subject.timeout(.seconds(1), scheduler: DispatchQueue.main)
                .sink(receiveCompletion: { _ in heard.append(clock.nanosecondsNow) }, receiveValue: { _ in })
            clock.advance(to: ms(3_000))
            subscription.cancel()
        }
        // Subscribed at 0: finished at 1 s.
        #expect(heard == [ms(1_000)])
    }
}
