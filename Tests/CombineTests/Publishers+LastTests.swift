import Testing
@testable import Combine

struct LastTests {
    // Apple's last() example: (-10...10) publishes 10 once it finishes
    // (developer.apple.com/documentation/combine/publisher/last()).
    @Test func lastSendsTheLastValueOnceTheUpstreamFinishes() {
        let subject = PassthroughSubject<Int, Never>()
        let recording = Recording(subject.last())
        subject.send(-10)
        subject.send(10)
        #expect(recording.events == [])
        subject.send(completion: .finished)
        #expect(recording.events == ["10", "finished"])
    }

    // Apple's last(where:) example: the last of (-10...10) below 6 is 5
    // (developer.apple.com/documentation/combine/publisher/last(where:)).
    @Test func lastWhereSendsTheLastMatch() {
        #expect(recorded((-10...10).publisher.last { $0 < 6 }) == ["5", "finished"])
    }
}
