import Testing
@testable import Combine

/// `Publisher` (developer.apple.com/documentation/combine/publisher): `subscribe(_:)` "Attaches
/// the specified subscriber to this publisher"; `subscribe(_:)` with a subject "Attaches the
/// specified subject to this publisher" and returns "A cancellable instance, which you use
/// when you end assignment of the received value".
struct PublisherTests {
    @Test func subscribeAttachesASubscriberThatGetsTheSubscriptionValuesAndEnd() {
        var events: [String] = []
        [1, 2].publisher.subscribe(AnySubscriber<Int, Never>(
            receiveSubscription: { events.append("subscription"); $0.request(.unlimited) },
            receiveValue: { events.append("\($0)"); return .none },
            receiveCompletion: { events.append("\($0)") }))
        #expect(events == ["subscription", "1", "2", "finished"])
    }

    @Test func aSubjectAttachedToAPublisherSendsWhatItSends() {
        let upstream = PassthroughSubject<Int, TestError>()
        let subject = PassthroughSubject<Int, TestError>()
        let recording = Recording(subject)
        let attachment = upstream.subscribe(subject)
        upstream.send(1)
        upstream.send(completion: .failure(TestError("end")))
        #expect(recording.events == ["1", "failure(end)"])
        _ = attachment
    }

    @Test func cancellingTheAttachmentDetachesTheSubject() {
        let upstream = PassthroughSubject<Int, Never>()
        let subject = CurrentValueSubject<Int, Never>(0)
        let attachment = upstream.subscribe(subject)
        upstream.send(1)
        attachment.cancel()
        upstream.send(2)
        #expect(subject.value == 1)
    }
}
