import Foundation
import Testing
@testable import Combine

struct DebounceTests {
    @Test func aBurstGivesItsLastValueOnceAtTheLastValuePlusTheInterval() {
        let clock = TestClock()
        let subject = PassthroughSubject<String, Never>()
        var heard: [(String, Int64)] = []
        clock.run {
            let subscription = subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .sink { heard.append(($0, clock.nanosecondsNow)) }
            // Typed at 0, 100 and 200 ms: each restarts the 300 ms wait.
            subject.send("s")
            clock.advance(to: ms(100)); subject.send("sw")
            clock.advance(to: ms(200)); subject.send("swi")
            clock.advance(to: ms(1_000))
            subscription.cancel()
        }
        // One value, the last, at 200 + 300 = 500 ms.
        #expect(heard.map(\.0) == ["swi"])
        #expect(heard.map(\.1) == [ms(500)])
    }

    @Test func valuesFurtherApartThanTheIntervalAllGoThrough() {
        let clock = TestClock()
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int64] = []
        clock.run {
            let subscription = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .sink { _ in heard.append(clock.nanosecondsNow) }
            subject.send(1)
            clock.advance(to: ms(400)); subject.send(2)
            clock.advance(to: ms(2_000))
            subscription.cancel()
        }
        // 0 + 300 and 400 + 300.
        #expect(heard == [ms(300), ms(700)])
    }
}
