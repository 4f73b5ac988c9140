extension Publishers {
    /// Sends an upstream value only when it differs from the one before it
    /// (`removeDuplicates()`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// Whether two values in a row count as the same.
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let previous = Box<Output?>(nil)
            upstream.relay(to: subscriber) { [predicate] value, outlet in
                if let last = previous.value, predicate(last, value) { return }
                previous.value = value
                outlet.send(value)
            }
        }
    }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// The values `predicate` does not call the same as the one before.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

/// A value an operator's subscription keeps between values.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
