extension Publishers {
    /// Sends upstream values while a predicate holds; at the first that fails it, finishes and
    /// cancels the upstream (`prefix(while:)`).
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
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
                if predicate(value) { outlet.send(value) } else { outlet.finish(.finished) }
            }
        }
    }
}

extension Publisher {
    /// The values while `predicate` holds, then the end.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }
}
