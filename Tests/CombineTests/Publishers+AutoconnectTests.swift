import Testing
@testable import Combine

/// `Publishers.Autoconnect` (developer.apple.com/documentation/combine/publishers/autoconnect):
/// "A publisher that automatically connects to an upstream connectable publisher"; with
/// `autoconnect()` it "Automates the process of connecting or disconnecting": it connects for
/// its first subscriber and disconnects when none is left.
struct AutoconnectTests {
    @Test func itConnectsOnceForManySubscribersAndEachHearsTheValues() {
        let subject = PassthroughSubject<Int, Never>()
        var connections = 0
        let publisher = subject.handleEvents(receiveSubscription: { _ in connections += 1 })
            .makeConnectable().autoconnect()
        let first = Recording(publisher)
        let second = Recording(publisher)
        subject.send(1)
        #expect(connections == 1)
        #expect(first.events == ["1"])
        #expect(second.events == ["1"])
    }

    @Test func itDisconnectsWhenTheLastSubscriberLeaves() {
        let subject = PassthroughSubject<Int, Never>()
        var disconnections = 0
        let publisher = subject.handleEvents(receiveCancel: { disconnections += 1 })
            .makeConnectable().autoconnect()
        let first = Recording(publisher)
        let second = Recording(publisher)
        first.cancel()
        #expect(disconnections == 0)
        subject.send(1)
        #expect(second.events == ["1"])
        second.cancel()
        #expect(disconnections == 1)
    }

    @Test func aSubscriberAfterADisconnectionConnectsAgain() {
        let subject = PassthroughSubject<Int, Never>()
        var connections = 0
        let publisher = subject.handleEvents(receiveSubscription: { _ in connections += 1 })
            .makeConnectable().autoconnect()
        Recording(publisher).cancel()
        let again = Recording(publisher)
        subject.send(2)
        #expect(connections == 2)
        #expect(again.events == ["2"])
    }

    @Test func theUpstreamsCompletionReachesTheSubscribers() {
        let subject = PassthroughSubject<Int, TestError>()
        let recording = Recording(subject.multicast { PassthroughSubject() }.autoconnect())
        subject.send(1)
        subject.send(completion: .failure(TestError("over")))
        #expect(recording.events == ["1", "failure(over)"])
    }
}
