import Testing
@testable import Combine

/// `Subject` (developer.apple.com/documentation/combine/subject): "A publisher that exposes a
/// method for outside callers to publish elements." Its subscribers get what is sent while
/// they have asked for values: "A PassthroughSubject drops values if there are no subscribers,
/// or its current demand is zero" (developer.apple.com/documentation/combine/passthroughsubject),
/// while a `CurrentValueSubject` "maintains a buffer of the most recently published element"
/// (developer.apple.com/documentation/combine/currentvaluesubject).
struct SubjectTests {
    @Test func sendWithoutAValueSendsOneEmptyValueOnAVoidSubject() {
        let subject: some Subject<Void, Never> = PassthroughSubject<Void, Never>()
        var heard = 0
        let cancellable = subject.sink { heard += 1 }
        subject.send()
        #expect(heard == 1)
        _ = cancellable
    }

    @Test func aPassthroughValueSentWithoutDemandIsDropped() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        var subscription: (any Subscription)?
        subject.subscribe(AnySubscriber(
            receiveSubscription: { subscription = $0; $0.request(.max(1)) },
            receiveValue: { heard.append($0); return .none }))
        subject.send(1)
        subject.send(2)
        subscription?.request(.max(1))
        subject.send(3)
        #expect(heard == [1, 3])
    }

    @Test func aCurrentValueSubscriberThatAsksLateGetsTheLatestValue() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var heard: [Int] = []
        var subscription: (any Subscription)?
        subject.subscribe(AnySubscriber(
            receiveSubscription: { subscription = $0 },
            receiveValue: { heard.append($0); return .none }))
        subject.send(1)
        subject.send(2)
        #expect(heard == [])
        subscription?.request(.max(1))
        #expect(heard == [2])
    }

    // send(subscription:) "Provides this Subject an opportunity to establish demand for any
    // new upstream subscriptions": attached to a publisher, a subject asks it for its values.
    @Test func aSubjectAttachedUpstreamAsksForEveryValue() {
        let subject = PassthroughSubject<Int, Never>()
        let recording = Recording(subject)
        let attachment = (1...3).publisher.subscribe(subject)
        #expect(recording.events == ["1", "2", "3", "finished"])
        _ = attachment
    }
}
