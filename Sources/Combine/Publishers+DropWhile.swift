extension Publishers {
    /// Drops upstream values while a predicate holds, then sends every value from the first
    /// that fails it (`drop(while:)`).
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let dropping = Box(true)
            upstream.relay(to: subscriber) { [predicate] value, outlet in
                if dropping.value, predicate(value) { return }
                dropping.value = false
                outlet.send(value)
            }
        }
    }
}

extension Publisher {
    /// The values from the first that fails `predicate` on.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}
