import Testing
@testable import Combine

/// `Subscription` (developer.apple.com/documentation/combine/subscription): "A protocol
/// representing the connection of a subscriber to a publisher"; `request(_:)` "Tells a
/// publisher that it may send more values to the subscriber", demands adding up, and
/// cancelling stops the values. `Subscriptions.empty`: "Use the empty subscription when you
/// need a Subscription that ignores requests and cancellation."
struct SubscriptionTests {
    @Test func requestsAddUp() {
        var heard: [Int] = []
        var subscription: (any Subscription)?
        (1...10).publisher.subscribe(AnySubscriber(
            receiveSubscription: { subscription = $0 },
            receiveValue: { heard.append($0); return .none }))
        subscription?.request(.max(1))
        subscription?.request(.max(2))
        #expect(heard == [1, 2, 3])
    }

    @Test func cancellingItStopsTheValuesItWasAskedFor() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        var subscription: (any Subscription)?
        subject.subscribe(AnySubscriber(
            receiveSubscription: { subscription = $0; $0.request(.unlimited) },
            receiveValue: { heard.append($0); return .none }))
        subject.send(1)
        subscription?.cancel()
        subject.send(2)
        #expect(heard == [1])
    }

    @Test func eachSubscriptionHasItsOwnIdentifier() {
        let subject = PassthroughSubject<Int, Never>()
        var identifiers: [CombineIdentifier] = []
        for _ in 0..<2 {
            subject.subscribe(AnySubscriber<Int, Never>(receiveSubscription: { identifiers.append($0.combineIdentifier) }))
        }
        #expect(identifiers.count == 2)
        #expect(identifiers.first != identifiers.last)
    }

    @Test func theEmptySubscriptionIgnoresRequestsAndCancellation() {
        var events: [String] = []
        var subscription: (any Subscription)?
        Empty<Int, Never>(completeImmediately: false).subscribe(AnySubscriber(
            receiveSubscription: { subscription = $0; events.append("subscription") },
            receiveValue: { events.append("\($0)"); return .none },
            receiveCompletion: { events.append("\($0)") }))
        subscription?.request(.unlimited)
        subscription?.cancel()
        subscription?.request(.max(1))
        #expect(events == ["subscription"])
    }
}
