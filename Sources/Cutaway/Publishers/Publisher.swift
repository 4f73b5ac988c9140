/// A source of values over time, with Combine's name and meaning, for `onReceive(_:perform:)`.
///
/// Why Cutaway's own: Combine does not exist on Linux, and SwiftUI code hands views
/// publishers (`Timer.publish(...)`, an object's `objectWillChange`). This is the least of
/// Combine that such code uses: `Publisher` with its `Output` and `Failure`, `sink`,
/// `Cancellable`/`AnyCancellable`, `ConnectablePublisher` and `autoconnect()`.
///
/// Design boundaries: Combine's subscribers, demand and operators are not here. A publisher
/// delivers values through `_subscribe(_:)`, Cutaway's stand-in for Combine's
/// `receive(subscriber:)`, and delivers them on the scene's thread, in the order subscribers
/// came.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Calls `receiveValue` with every value published from now on, until the returned
    /// cancellable is cancelled or released.
    func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value published, until the returned cancellable is
    /// cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}

/// A publisher that starts publishing when it is connected (`connect()`), not when it is
/// subscribed to.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// The publisher, connected when its first subscriber comes and disconnected when its
    /// last one goes.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// Combine's namespace for publishers made from other publishers.
public enum Publishers {}

extension Publishers {
    /// A connectable publisher that connects with its first subscriber and disconnects
    /// when the last one leaves (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one connects.
        public final let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscriberCount = 0

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let subscription = upstream._subscribe(receiveValue)
            subscriberCount += 1
            if subscriberCount == 1 {
                connection = upstream.connect()
            }
            return AnyCancellable { [weak self] in
                subscription.cancel()
                guard let self else { return }
                self.subscriberCount -= 1
                if self.subscriberCount == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
        }
    }
}
