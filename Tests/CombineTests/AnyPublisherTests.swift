import Testing
@testable import Combine

/// `AnyPublisher` (developer.apple.com/documentation/combine/anypublisher): "A publisher that
/// performs type erasure by wrapping another publisher"; it forwards what the wrapped one sends.
struct AnyPublisherTests {
    @Test func erasedPublishersAndDropFirst() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.dropFirst().eraseToAnyPublisher()
        var heard: [Int] = []
        let subscription = erased.sink { heard.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(heard == [2])
        _ = subscription
    }

    @Test func anErasedPublisherSendsTheWrappedOnesValuesAndFailure() {
        let publisher = [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError("down")))
        #expect(recorded(AnyPublisher(publisher)) == ["1", "2", "failure(down)"])
    }

    @Test func eachSubscriberSubscribesToTheWrappedPublisher() {
        var subscriptions = 0
        let erased = Deferred { () -> Just<Int> in
            subscriptions += 1
            return Just(subscriptions)
        }.eraseToAnyPublisher()
        #expect(recorded(erased) == ["1", "finished"])
        #expect(recorded(erased) == ["2", "finished"])
    }

    // Apple's AnyPublisher describes itself as "AnyPublisher" (its `description`).
    @Test func itDescribesItselfAsAnyPublisher() {
        #expect(Just(1).eraseToAnyPublisher().description == "AnyPublisher")
    }
}
