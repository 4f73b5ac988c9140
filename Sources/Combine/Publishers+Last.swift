extension Publishers {
    /// Sends the upstream's last value once it finishes (`last()`).
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.last { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// Sends the last upstream value that satisfied a predicate, once the upstream finishes
    /// (`last(where:)`).
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = Box<Output?>(nil)
            upstream.relay(
                to: subscriber,
                receiveValue: { [predicate] value, _ in if predicate(value) { last.value = value } },
                receiveCompletion: { completion, outlet in
                    if case .finished = completion, let value = last.value { outlet.send(value) }
                    outlet.finish(completion)
                })
        }
    }
}

extension Publisher {
    /// The last value, when this publisher finishes.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// The last value that satisfied `predicate`, when this publisher finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }
}
