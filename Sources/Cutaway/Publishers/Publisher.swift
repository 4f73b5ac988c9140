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
        private var state = AutoconnectState()

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let subscription = upstream._subscribe(receiveValue)
            let state = state
            state.subscriberCount += 1
            if state.subscriberCount == 1 {
                state.connection = upstream.connect()
            }
            // The subscription keeps the publisher alive, as a Combine subscription keeps its
            // upstream: a view that made it may be gone (a new one made another).
            return AnyCancellable { [upstream] in
                _ = upstream
                subscription.cancel()
                state.subscriberCount -= 1
                if state.subscriberCount == 0 {
                    state.connection?.cancel()
                    state.connection = nil
                }
            }
        }

        /// Takes over `earlier`'s connection when the upstream takes over `earlier`'s.
        func continueRunning(from earlier: Autoconnect<Upstream>) -> Bool {
            guard let upstream = upstream as? any ContinuingPublisher, upstream.continueRunning(fromAny: earlier.upstream) else {
                return false
            }
            state = earlier.state
            return true
        }
    }
}

/// How many subscribers an autoconnecting publisher has, and its connection.
private final class AutoconnectState {
    var subscriberCount = 0
    var connection: (any Cancellable)?
}

/// A publisher that a view made again (its parent made the view again) can take over from the
/// one the view subscribed to, so that the view's code reaches the running one.
protocol ContinuingPublisher: AnyObject {
    /// Takes over `earlier`'s running state when it is the same kind of publisher; false otherwise.
    func continueRunning(from earlier: Self) -> Bool
}

extension ContinuingPublisher {
    func continueRunning(fromAny earlier: Any) -> Bool {
        guard let earlier = earlier as? Self else { return false }
        return continueRunning(from: earlier)
    }
}

extension Publishers.Autoconnect: ContinuingPublisher {}
