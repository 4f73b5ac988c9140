extension Publishers {
    /// Sends what either of two publishers sends, as it comes; ends when both have ended, or
    /// at the first failure (`merge(with:)`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// Sends what any of its publishers sends, as it comes; ends when all have ended, or at
    /// the first failure (`Publishers.MergeMany`, `merge(with:_:)`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let left = Box(publishers.count)
            if publishers.isEmpty { return outlet.finish(.finished) }
            for publisher in publishers {
                guard outlet.isActive else { return }
                publisher.subscribe(outlet.inlet(
                    receiveValue: { outlet.send($0) },
                    receiveCompletion: { completion in
                        left.value -= 1
                        if case .failure = completion { outlet.finish(completion) }
                        if left.value == 0 { outlet.finish(.finished) }
                    }))
            }
        }
    }
}

extension Publisher {
    /// What this publisher and `other` send, as it comes.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// What this publisher and `others` send, as it comes.
    public func merge(with others: Self...) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany([self] + others)
    }
}
