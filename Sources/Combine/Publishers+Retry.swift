extension Publishers {
    /// Subscribes to its upstream again when it fails, up to a number of times (`retry(_:)`);
    /// the failure after the last attempt passes through.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// How many more attempts, or nil for as many as it takes.
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let left = Box(retries)
            let upstream = upstream
            func attempt() {
                guard outlet.isActive else { return }
                upstream.subscribe(outlet.inlet(
                    receiveValue: { outlet.send($0) },
                    receiveCompletion: { completion in
                        if case .failure = completion, left.value.map({ $0 > 0 }) ?? true {
                            left.value = left.value.map { $0 - 1 }
                            attempt()
                        } else {
                            outlet.finish(completion)
                        }
                    }))
            }
            attempt()
        }
    }
}

extension Publisher {
    /// This publisher, subscribed to again after a failure, at most `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
