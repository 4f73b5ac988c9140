import Testing
@testable import Combine

/// `ObservableObjectPublisher` as a `Publisher`
/// (developer.apple.com/documentation/combine/observableobjectpublisher): "A publisher that
/// publishes changes from observable objects", of `Void`, never failing; `send()` "Sends the
/// changed value to the downstream subscriber."
struct ObservableObjectPublisherPublisherTests {
    @Test func aSinkHearsEverySend() {
        let publisher = ObservableObjectPublisher()
        var heard = 0
        let cancellable = publisher.sink { heard += 1 }
        publisher.send()
        publisher.send()
        #expect(heard == 2)
        _ = cancellable
    }

    @Test func combineSubscribersAndViewSubscriptionsAreCalledInTheOrderTheyCame() {
        let publisher = ObservableObjectPublisher()
        var calls: [String] = []
        let sink = publisher.sink { calls.append("sink") }
        let view = ObjectSubscription(publisher) { calls.append("view") }
        publisher.send()
        #expect(calls == ["sink", "view"])
        _ = (sink, view)
    }

    @Test func aCancelledOrReleasedSubscriberIsRemoved() {
        let publisher = ObservableObjectPublisher()
        var heard = 0
        let cancelled = publisher.sink { heard += 1 }
        var released: AnyCancellable? = publisher.sink { heard += 10 }
        #expect(publisher.subscriberCount == 2)
        cancelled.cancel()
        released = nil
        publisher.send()
        #expect(heard == 0)
        #expect(publisher.subscriberCount == 0)
        #expect(released == nil)
    }
}
