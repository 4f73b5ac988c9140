extension Publishers {
    /// Drops the first values of its upstream (`dropFirst(_:)`).
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let left = Box(count)
            upstream.relay(to: subscriber) { value, outlet in
                if left.value > 0 { left.value -= 1 } else { outlet.send(value) }
            }
        }
    }
}

extension Publisher {
    /// The values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}
