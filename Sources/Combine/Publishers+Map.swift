extension Publishers {
    /// Sends each upstream value turned by a closure (`map(_:)`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { [transform] value, outlet in outlet.send(transform(value)) }
        }
    }

    /// Sends each upstream value turned by a throwing closure; a throw ends it with the
    /// error (`tryMap(_:)`).
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error

        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber,
                receiveValue: { [transform] value, outlet in
                    do { outlet.send(try transform(value)) } catch { outlet.finish(.failure(error)) }
                },
                receiveCompletion: { completion, outlet in outlet.finish(completion.mapError { $0 }) })
        }
    }
}

extension Publisher {
    /// Each value turned by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Each value turned by `transform`; a throw ends the publisher with the error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// The value at `keyPath` of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }
}
