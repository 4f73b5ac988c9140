import Testing
@testable import Combine

/// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`
/// (developer.apple.com/documentation/combine/publisher/handleevents(receivesubscription:receiveoutput:receivecompletion:receivecancel:receiverequest:)):
/// "Performs the specified closures when publisher events occur", passing the events on
/// unchanged; `receiveCancel` runs "when the downstream receiver cancels publishing".
struct HandleEventsTests {
    @Test func everyEventReachesItsClosureAndPassesOnUnchanged() {
        var seen: [String] = []
        let publisher = [1, 2].publisher.handleEvents(
            receiveSubscription: { _ in seen.append("subscription") },
            receiveOutput: { seen.append("output \($0)") },
            receiveCompletion: { seen.append("completion \($0)") },
            receiveCancel: { seen.append("cancel") },
            receiveRequest: { seen.append("request \($0)") })
        #expect(recorded(publisher) == ["1", "2", "finished"])
        // sink asks for unlimited values; the subscription and request come before any value.
        #expect(Set(seen.prefix(2)) == ["subscription", "request unlimited"])
        #expect(Array(seen.dropFirst(2)) == ["output 1", "output 2", "completion finished"])
    }

    @Test func cancellingDownstreamRunsReceiveCancelOnceAndStopsTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        var outputs: [Int] = []
        let recording = Recording(subject.handleEvents(receiveOutput: { outputs.append($0) }, receiveCancel: { cancels += 1 }))
        subject.send(1)
        recording.cancel()
        recording.cancel()
        subject.send(2)
        #expect(cancels == 1)
        #expect(outputs == [1])
        #expect(recording.events == ["1"])
    }

    @Test func aFailureReachesTheCompletionClosure() {
        var completions: [Subscribers.Completion<TestError>] = []
        let failing = Fail<Int, TestError>(error: TestError("down")).handleEvents(receiveCompletion: { completions.append($0) })
        #expect(recorded(failing) == ["failure(down)"])
        #expect(completions == [.failure(TestError("down"))])
    }

    @Test func aSubscribersOwnRequestsReachTheRequestClosure() {
        var requests: [Subscribers.Demand] = []
        var heard: [Int] = []
        (1...5).publisher.handleEvents(receiveRequest: { requests.append($0) })
            .subscribe(AnySubscriber(
                receiveSubscription: { $0.request(.max(2)) },
                receiveValue: { heard.append($0); return $0 == 2 ? .max(1) : .none }))
        #expect(requests.first == .max(2))
        #expect(heard == [1, 2, 3])
    }
}
