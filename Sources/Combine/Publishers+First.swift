extension Publishers {
    /// Sends the upstream's first value, then finishes and cancels the upstream (`first()`).
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.first { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// Sends the first upstream value that satisfies a predicate, then finishes and cancels
    /// the upstream (`first(where:)`).
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { [predicate] value, outlet in
                guard predicate(value) else { return }
                outlet.send(value)
                outlet.finish(.finished)
            }
        }
    }
}

extension Publisher {
    /// The first value, then the end.
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// The first value that satisfies `predicate`, then the end.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}
