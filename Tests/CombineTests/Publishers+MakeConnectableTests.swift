import Testing
@testable import Combine

/// `makeConnectable()` (developer.apple.com/documentation/combine/publisher/makeconnectable()):
/// "Creates a connectable wrapper around the publisher"; its subscribers receive nothing until
/// `connect()`, and then share the one upstream subscription.
struct MakeConnectableTests {
    @Test func subscribersGetNothingUntilConnectThenEveryoneGetsTheValues() {
        let connectable = [1, 2].publisher.makeConnectable()
        let first = Recording(connectable)
        let second = Recording(connectable)
        #expect(first.events == [])
        let connection = connectable.connect()
        #expect(first.events == ["1", "2", "finished"])
        #expect(second.events == ["1", "2", "finished"])
        _ = connection
    }

    @Test func theUpstreamIsSubscribedToOncePerConnectionNotPerSubscriber() {
        var subscriptions = 0
        let connectable = Just(1).handleEvents(receiveSubscription: { _ in subscriptions += 1 }).makeConnectable()
        _ = Recording(connectable)
        _ = Recording(connectable)
        #expect(subscriptions == 0)
        let connection = connectable.connect()
        #expect(subscriptions == 1)
        _ = connection
    }

    @Test func cancellingTheConnectionCancelsTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        let connectable = subject.handleEvents(receiveCancel: { cancels += 1 }).makeConnectable()
        let recording = Recording(connectable)
        let connection = connectable.connect()
        subject.send(1)
        connection.cancel()
        subject.send(2)
        #expect(cancels == 1)
        #expect(recording.events == ["1"])
    }
}
