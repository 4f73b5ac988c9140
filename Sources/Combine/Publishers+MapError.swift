extension Publishers {
    /// Passes its upstream's values, and turns its failure by a closure (`mapError(_:)`).
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output

        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.init(upstream: upstream, transform: map)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber, receiveValue: { value, outlet in outlet.send(value) },
                receiveCompletion: { [transform] completion, outlet in outlet.finish(completion.mapError(transform)) })
        }
    }
}

extension Publisher {
    /// This publisher, its failure turned by `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}
