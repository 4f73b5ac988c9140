import Testing
@testable import Combine

struct FirstTests {
    // Apple's first() example: (-10...10) publishes -10
    // (developer.apple.com/documentation/combine/publisher/first()).
    @Test func firstSendsTheFirstValueThenFinishes() {
        #expect(recorded((-10...10).publisher.first()) == ["-10", "finished"])
    }

    // Apple's first(where:) example: the first of (-10...10) above 0 is 1
    // (developer.apple.com/documentation/combine/publisher/first(where:)).
    @Test func firstWhereSendsTheFirstMatchThenFinishes() {
        #expect(recorded((-10...10).publisher.first { $0 > 0 }) == ["1", "finished"])
    }

    @Test func firstCancelsItsUpstreamOnceItHasAValue() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = 0
        let recording = Recording(subject.handleEvents(receiveCancel: { cancelled += 1 }).first())
        subject.send(7)
        subject.send(8)
        #expect(recording.events == ["7", "finished"])
        #expect(cancelled == 1)
    }

    @Test func anEmptyUpstreamFinishesWithoutAValue() {
        #expect(recorded(Empty<Int, Never>().first()) == ["finished"])
    }
}
