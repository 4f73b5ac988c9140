extension Publishers {
    /// Sends every upstream value in one array when the upstream finishes (`collect()`); a
    /// failure passes through, without the array.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.reduce([]) { $0 + [$1] }.receive(subscriber: subscriber)
        }
    }

    /// Sends the upstream's values in arrays of `count` as they fill, and what is left when
    /// it finishes (`collect(_:)`); a failure passes through, without the partial array.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = Box<[Upstream.Output]>([])
            upstream.relay(
                to: subscriber,
                receiveValue: { [count] value, outlet in
                    buffer.value.append(value)
                    if buffer.value.count >= count {
                        let full = buffer.value
                        buffer.value = []
                        outlet.send(full)
                    }
                },
                receiveCompletion: { completion, outlet in
                    if case .finished = completion, !buffer.value.isEmpty { outlet.send(buffer.value) }
                    outlet.finish(completion)
                })
        }
    }
}

extension Publisher {
    /// Every value, in one array, when this publisher finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// The values in arrays of at most `count`.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}
