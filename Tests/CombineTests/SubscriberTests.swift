import Testing
@testable import Combine

/// `Subscriber` (developer.apple.com/documentation/combine/subscriber): the publisher "invokes
/// the subscriber’s receive(subscription:) method", then, "After the subscriber makes an
/// initial demand", calls `receive(_:)`, whose result is "A Subscribers.Demand instance
/// indicating how many more elements the subscriber expects to receive", then at most one
/// `receive(completion:)`.
struct SubscriberTests {
    @Test func aSubscriberGetsItsSubscriptionThenValuesAsItAsksThenTheEnd() {
        let subscriber = OneAtATime()
        (1...3).publisher.subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "1", "2", "3", "finished"])
    }

    @Test func askingForNoMoreStopsTheValues() {
        let subscriber = OneAtATime(stopAfter: 2)
        (1...5).publisher.subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "1", "2"])
    }

    @Test func receiveWithoutAValueSendsAnEmptyValueToAVoidSubscriber() {
        var heard = 0
        let subscriber = AnySubscriber<Void, Never>(receiveValue: { heard += 1; return .max(3) })
        #expect(subscriber.receive() == .max(3))
        #expect(heard == 1)
    }
}

/// Asks for one value at a time, and for none after `stopAfter` values.
private final class OneAtATime: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    var events: [String] = []
    private let stopAfter: Int

    init(stopAfter: Int = .max) { self.stopAfter = stopAfter }

    func receive(subscription: any Subscription) {
        events.append("subscription")
        subscription.request(.max(1))
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        events.append("\(input)")
        return events.count - 1 < stopAfter ? .max(1) : .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        events.append("\(completion)")
    }
}
