/// Announces that an `ObservableObject` is about to change: `@Published` properties send
/// through it before every write, and code may call `send()` itself.
///
/// Why its own subscribers: views subscribe to it through the runtime (`ObjectSubscription`),
/// many at a time, cheaply; Combine subscribers come through the same list
/// (`ObservableObjectPublisher+Publisher.swift`).
///
/// How it works: subscribers are kept in the order they subscribed, each under a number the
/// publisher gives, so they are called in the same order on every run. A subscription removes
/// itself when it is dropped.
public final class ObservableObjectPublisher {
    private var subscribers: [(number: Int, receive: () -> Void)] = []
    private var nextNumber = 0

    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        for subscriber in subscribers {
            subscriber.receive()
        }
    }

    /// Calls `receive` on every `send()` until the returned number is unsubscribed.
    package func subscribe(_ receive: @escaping () -> Void) -> Int {
        nextNumber += 1
        subscribers.append((nextNumber, receive))
        return nextNumber
    }

    /// How many subscriptions are open.
    package var subscriberCount: Int { subscribers.count }

    package func unsubscribe(_ number: Int) {
        subscribers.removeAll { $0.number == number }
    }
}

/// A view's subscription to an object's `objectWillChange`, held by the graph; it ends when it
/// is dropped.
package final class ObjectSubscription {
    package let publisher: ObservableObjectPublisher
    private let number: Int

    package init(_ publisher: ObservableObjectPublisher, receive: @escaping () -> Void) {
        self.publisher = publisher
        number = publisher.subscribe(receive)
    }

    deinit {
        publisher.unsubscribe(number)
    }
}
