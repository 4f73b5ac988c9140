import Foundation
import Testing
@testable import Combine

struct DelayTests {
    @Test func everyValueAndTheEndComeExactlyTheIntervalLater() {
        let clock = TestClock()
        let subject = PassthroughSubject<Int, Never>()
        var heard: [String] = []
        clock.run {
            let subscription = subject.delay(for: .seconds(1), scheduler: RunLoop.main)
                .sink(receiveCompletion: { _ in heard.append("end@\(clock.nanosecondsNow)") },
                      receiveValue: { heard.append("\($0)@\(clock.nanosecondsNow)") })
            subject.send(1)
            clock.advance(to: ms(250)); subject.send(2)
            clock.advance(to: ms(500)); subject.send(completion: .finished)
            // Nothing yet at 999 ms: the first is due at 1000.
            clock.advance(to: ms(999))
            #expect(heard.isEmpty)
            clock.advance(to: ms(5_000))
            subscription.cancel()
        }
        // Sent at 0, 250 and 500 ms; each 1000 ms later.
        #expect(heard == ["1@\(ms(1_000))", "2@\(ms(1_250))", "end@\(ms(1_500))"])
    }
}
