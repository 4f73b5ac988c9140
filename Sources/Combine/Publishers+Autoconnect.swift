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

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let state = state
            // The subscription keeps the publisher alive, as a Combine subscription keeps its
            // upstream: a view that made it may be gone (a new one made another).
            let outlet = Outlet(subscriber)
            outlet.onCancel { [upstream] in
                _ = upstream
                state.subscriberCount -= 1
                if state.subscriberCount == 0 {
                    state.connection?.cancel()
                    state.connection = nil
                }
            }
            outlet.start()
            upstream.subscribe(outlet.inlet(
                receiveValue: { outlet.send($0) }, receiveCompletion: { outlet.finish($0) }))
            state.subscriberCount += 1
            if state.subscriberCount == 1 {
                state.connection = upstream.connect()
            }
        }

        /// Takes over `earlier`'s connection when the upstream takes over `earlier`'s.
        package func continueRunning(from earlier: Autoconnect<Upstream>) -> Bool {
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

extension Publishers.Autoconnect: ContinuingPublisher {}
