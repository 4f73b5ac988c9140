extension Publishers {
    /// Sends the running result of a closure over the upstream values (`scan(_:_:)`).
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = Box(initialResult)
            upstream.relay(to: subscriber) { [nextPartialResult] value, outlet in
                result.value = nextPartialResult(result.value, value)
                outlet.send(result.value)
            }
        }
    }
}

extension Publisher {
    /// After each value, the result of `nextPartialResult` on the result so far (starting at
    /// `initialResult`) and the value.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
