import Testing
@testable import Combine

/// `ConnectablePublisher` (developer.apple.com/documentation/combine/connectablepublisher):
/// "A publisher that provides an explicit means of connecting and canceling publication";
/// `connect()` "Connects to the publisher, allowing it to produce elements, and returns an
/// instance with which to cancel publishing"; `autoconnect()` "Automates the process of
/// connecting or disconnecting from this connectable publisher."
struct ConnectablePublisherTests {
    @Test func nothingIsPublishedUntilConnectAndNothingAfterTheConnectionIsCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        let connectable: some ConnectablePublisher<Int, Never> = subject.makeConnectable()
        var heard: [Int] = []
        let subscription = connectable.sink { heard.append($0) }
        subject.send(1)
        let connection = connectable.connect()
        subject.send(2)
        connection.cancel()
        subject.send(3)
        #expect(heard == [2])
        _ = subscription
    }

    @Test func autoconnectConnectsWhenTheFirstSubscriberComes() {
        let subject = PassthroughSubject<Int, Never>()
        var upstreamSubscriptions = 0
        let connected = subject.handleEvents(receiveSubscription: { _ in upstreamSubscriptions += 1 })
            .makeConnectable().autoconnect()
        #expect(upstreamSubscriptions == 0)
        var heard: [Int] = []
        let subscription = connected.sink { heard.append($0) }
        #expect(upstreamSubscriptions == 1)
        subject.send(1)
        #expect(heard == [1])
        _ = subscription
    }
}
