import Testing
@testable import Combine

/// `Publishers.Sequence` (developer.apple.com/documentation/combine/publishers/sequence): "A
/// publisher that publishes a given sequence of elements", then finishes; like every
/// publisher it sends no more than its subscriber asks for
/// (developer.apple.com/documentation/combine/subscribers/demand).
struct SequencePublisherTests {
    @Test func itSendsEveryElementInOrderThenFinishes() {
        #expect(recorded(["a", "b", "c"].publisher) == ["a", "b", "c", "finished"])
        #expect(recorded([Int]().publisher) == ["finished"])
    }

    @Test func itSendsOnlyAsManyAsTheSubscriberAsksFor() {
        var heard: [Int] = []
        var finished = false
        var subscription: (any Subscription)?
        (1...5).publisher.subscribe(AnySubscriber(
            receiveSubscription: { subscription = $0; $0.request(.max(2)) },
            receiveValue: { heard.append($0); return .none },
            receiveCompletion: { _ in finished = true }))
        #expect(heard == [1, 2])
        #expect(finished == false)
        subscription?.request(.max(10))
        #expect(heard == [1, 2, 3, 4, 5])
        #expect(finished)
    }

    @Test func aSubscriberThatCancelsGetsNothingMore() {
        var heard: [Int] = []
        var subscription: (any Subscription)?
        (1...5).publisher.subscribe(AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0; $0.request(.unlimited) },
            receiveValue: { value in
                heard.append(value)
                if value == 2 { subscription?.cancel() }
                return .none
            }))
        #expect(heard == [1, 2])
    }
}
