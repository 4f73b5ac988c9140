extension Publishers {
    /// A publisher that never fails, typed as one that may (`setFailureType(to:)`), so that it
    /// combines with publishers that do.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber, receiveValue: { value, outlet in outlet.send(value) },
                receiveCompletion: { _, outlet in outlet.finish(.finished) })
        }
    }

    /// Replaces a failure with a last value, then the end (`replaceError(with:)`).
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let output: Output
        public let upstream: Upstream

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber, receiveValue: { value, outlet in outlet.send(value) },
                receiveCompletion: { [output] completion, outlet in
                    if case .failure = completion { outlet.send(output) }
                    outlet.finish(.finished)
                })
        }
    }
}

extension Publisher where Failure == Never {
    /// This publisher, typed as one that may fail with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publisher {
    /// This publisher, sending `output` and ending where it would fail.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}
