extension Publishers {
    /// A never-failing publisher made connectable: its subscribers wait for `connect()`
    /// (`makeConnectable()`).
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        public init(upstream: Upstream) {
            multicast = upstream.multicast { PassthroughSubject() }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            multicast.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            multicast.connect()
        }
    }
}

extension Publisher where Failure == Never {
    /// This publisher, which starts when connected rather than when subscribed to.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}
