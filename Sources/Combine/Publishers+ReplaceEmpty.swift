extension Publishers {
    /// Sends a value before finishing when its upstream finished without any
    /// (`replaceEmpty(with:)`).
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let output: Upstream.Output
        public let upstream: Upstream

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isEmpty = Box(true)
            upstream.relay(
                to: subscriber,
                receiveValue: { value, outlet in
                    isEmpty.value = false
                    outlet.send(value)
                },
                receiveCompletion: { [output] completion, outlet in
                    if case .finished = completion, isEmpty.value { outlet.send(output) }
                    outlet.finish(completion)
                })
        }
    }
}

extension Publisher {
    /// `output` when this publisher finishes without a value.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}
