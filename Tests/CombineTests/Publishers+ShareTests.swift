import Testing
@testable import Combine

struct ShareTests {
    // share() "shares the output of an upstream publisher with multiple subscribers"
    // (developer.apple.com/documentation/combine/publisher/share()): two subscribers, one
    // upstream subscription, both hear each value.
    @Test func twoSubscribersShareOneUpstreamSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let first = Recording(shared)
        let second = Recording(shared)
        subject.send(5)
        #expect(subscriptions == 1)
        #expect(first.events == ["5"])
        #expect(second.events == ["5"])
    }
}
