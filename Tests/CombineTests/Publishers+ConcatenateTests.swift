import Testing
@testable import Combine

/// `Publishers.Concatenate` (developer.apple.com/documentation/combine/publishers/concatenate):
/// "A publisher that emits all of one publisher’s elements before those from another
/// publisher"; it subscribes to the second once the first finishes, and "If this publisher
/// fails with an error, the given publisher doesn’t publish any elements" (`append(_:)`).
struct ConcatenateTests {
    // Apple's append(_:) example: 0...10 appended with 0, 1, 255.
    @Test func appendSendsTheElementsAfterTheUpstreamFinishes() {
        let expected = (0...10).map(String.init) + ["0", "1", "255", "finished"]
        #expect(recorded((0...10).publisher.append(0, 1, 255)) == expected)
    }

    // Apple's prepend(_:) example: 0...10 prepended with 0, 1, 255.
    @Test func prependSendsTheElementsBeforeTheUpstream() {
        let expected = ["0", "1", "255"] + (0...10).map(String.init) + ["finished"]
        #expect(recorded((0...10).publisher.prepend(0, 1, 255)) == expected)
    }

    @Test func theSecondPublisherIsSubscribedToOnlyOnceTheFirstFinishes() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var secondSubscribed = false
        let recording = Recording(first.append(second.handleEvents(receiveSubscription: { _ in secondSubscribed = true })))
        first.send(1)
        second.send(99)  // nobody listens to it yet
        #expect(secondSubscribed == false)
        first.send(completion: .finished)
        #expect(secondSubscribed)
        second.send(2)
        second.send(completion: .finished)
        #expect(recording.events == ["1", "2", "finished"])
    }

    @Test func aFailureOfTheFirstEndsItWithoutTheSecond() {
        let failing = Fail<Int, TestError>(error: TestError("first"))
        #expect(recorded(failing.append(Just(1).setFailureType(to: TestError.self))) == ["failure(first)"])
    }

    @Test func prependingAPublisherSendsItsValuesFirst() {
        #expect(recorded(Just(3).prepend([1, 2].publisher)) == ["1", "2", "3", "finished"])
        #expect(recorded(Just(1).append([2, 3])) == ["1", "2", "3", "finished"])
    }
}
