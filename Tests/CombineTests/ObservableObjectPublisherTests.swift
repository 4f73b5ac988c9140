import Testing
@testable import Combine

struct ObservableObjectPublisherTests {
    @Test func sendCallsEverySubscriberInTheOrderTheySubscribed() {
        let publisher = ObservableObjectPublisher()
        var calls: [String] = []
        let first = ObjectSubscription(publisher) { calls.append("first") }
        let second = ObjectSubscription(publisher) { calls.append("second") }
        publisher.send()
        #expect(calls == ["first", "second"])
        _ = (first, second)
    }

    @Test func aDroppedSubscriptionReceivesNothing() {
        let publisher = ObservableObjectPublisher()
        var calls = 0
        var subscription: ObjectSubscription? = ObjectSubscription(publisher) { calls += 1 }
        publisher.send()
        subscription = nil
        publisher.send()
        #expect(calls == 1)
        #expect(subscription == nil)
    }
}
