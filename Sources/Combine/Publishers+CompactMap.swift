extension Publishers {
    /// Sends each upstream value a closure turns into something, and drops those it turns
    /// into nil (`compactMap(_:)`).
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { [transform] value, outlet in
                if let output = transform(value) { outlet.send(output) }
            }
        }
    }
}

extension Publisher {
    /// The values `transform` turns into something, turned.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// The non-nil values, unwrapped (`replaceNil` and `compactMap { $0 }` read the same).
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }
}
