import Testing
@testable import Combine

/// `AnySubscriber` (developer.apple.com/documentation/combine/anysubscriber): "A type-erasing
/// subscriber", made from a subscriber it forwards to, or from closures
/// (`init(receiveSubscription:receiveValue:receiveCompletion:)`).
struct AnySubscriberTests {
    @Test func aWrappedSubscriberGetsEverythingThePublisherSends() {
        var events: [String] = []
        let sink = Subscribers.Sink<Int, Never>(
            receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        [1, 2].publisher.subscribe(AnySubscriber(sink))
        #expect(events == ["1", "2", "finished"])
    }

    @Test func closuresGetTheSubscriptionThenTheValuesAskedForThenTheCompletion() {
        var events: [String] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { events.append("subscription"); $0.request(.max(2)) },
            receiveValue: { events.append("\($0)"); return .none },
            receiveCompletion: { _ in events.append("finished") })
        Just(7).subscribe(subscriber)
        [1, 2, 3].publisher.subscribe(subscriber)
        // Just: one value then the end; the sequence: only the two asked for, so no end.
        #expect(events == ["subscription", "7", "finished", "subscription", "1", "2"])
    }

    @Test func theDemandAValueClosureReturnsAsksForMore() {
        var heard: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(1)) },
            receiveValue: { heard.append($0); return $0 < 3 ? .max(1) : .none })
        (1...5).publisher.subscribe(subscriber)
        #expect(heard == [1, 2, 3])
    }

    @Test func closureSubscribersHaveIdentifiersUnlikeEachOther() {
        let first = AnySubscriber<Int, Never>()
        let second = AnySubscriber<Int, Never>()
        #expect(first.combineIdentifier != second.combineIdentifier)
    }
}
