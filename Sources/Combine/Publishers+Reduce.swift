extension Publishers {
    /// Sends one value when its upstream finishes: the closure's result accumulated over every
    /// upstream value from `initial` (`reduce(_:_:)`). A failure passes through, and no value.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = Box(initial)
            upstream.relay(
                to: subscriber,
                receiveValue: { [nextPartialResult] value, _ in result.value = nextPartialResult(result.value, value) },
                receiveCompletion: { completion, outlet in
                    if case .finished = completion { outlet.send(result.value) }
                    outlet.finish(completion)
                })
        }
    }
}

extension Publisher {
    /// One value at the end: `nextPartialResult` applied to each value in turn, from
    /// `initialResult`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}
