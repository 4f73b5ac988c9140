import Testing
@testable import Combine

/// `Subscribers.Sink` (developer.apple.com/documentation/combine/subscribers/sink): "A simple
/// subscriber that requests an unlimited number of values upon subscription"; `sink`
/// "Attaches a subscriber with closure-based behavior" and returns a cancellable that stops
/// it, as does releasing it.
struct SubscribersSinkTests {
    @Test func itAsksForUnlimitedValuesWhenItSubscribes() {
        var requests: [Subscribers.Demand] = []
        let cancellable = PassthroughSubject<Int, Never>().handleEvents(receiveRequest: { requests.append($0) }).sink { _ in }
        #expect(requests == [.unlimited])
        _ = cancellable
    }

    @Test func itHandsEachValueThenTheCompletionToItsClosures() {
        var events: [String] = []
        let sink = Subscribers.Sink<Int, TestError>(
            receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
        [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError("down"))).subscribe(sink)
        #expect(events == ["1", "2", "failure(down)"])
    }

    @Test func cancellingItCancelsTheUpstreamAndStopsTheValues() {
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        var heard: [Int] = []
        let cancellable = subject.handleEvents(receiveCancel: { cancels += 1 }).sink { heard.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(heard == [1])
        #expect(cancels == 1)
    }

    @Test func releasingTheCancellableStopsTheValues() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { heard.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(heard == [1])
        #expect(cancellable == nil)
    }

    @Test func itDescribesItselfAsSink() {
        #expect(Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in }).description == "Sink")
    }
}
