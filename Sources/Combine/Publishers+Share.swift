extension Publishers {
    /// Shares one subscription to its upstream among all its subscribers (`share()`): the
    /// first subscriber subscribes it, the last one's leaving cancels it, and each value goes
    /// to the subscribers there are when it comes (a later one misses what came before), as
    /// `multicast` through a `PassthroughSubject`, autoconnected, does (Combine's documented
    /// equivalence).
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            shared = upstream.multicast { PassthroughSubject() }.autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            shared.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool {
            lhs === rhs
        }
    }
}

extension Publisher {
    /// This publisher, its one subscription shared among all subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
