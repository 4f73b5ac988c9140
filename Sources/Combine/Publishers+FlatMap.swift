extension Publishers {
    /// Turns each upstream value into a publisher and sends what all of them send, as it
    /// comes (`flatMap(maxPublishers:_:)`).
    ///
    /// As Combine's: it asks its upstream for `maxPublishers` values, then for one more each
    /// time one of the publishers it made finishes, so that at most `maxPublishers` run at
    /// once (a subject's value sent while it asks for none is dropped, as on iOS). It finishes
    /// when the upstream and every publisher it made have finished, and fails at the first
    /// failure.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let state = Box<(running: Int, upstreamDone: Bool)>((0, false))
            let upstreamInlet = Box<Inlet<Upstream.Output, Failure>?>(nil)
            let transform = transform
            upstreamInlet.value = outlet.inlet(
                initialDemand: maxPublishers,
                receiveValue: { value in
                    guard outlet.isActive else { return }
                    state.value.running += 1
                    transform(value).subscribe(outlet.inlet(
                        receiveValue: { outlet.send($0) },
                        receiveCompletion: { completion in
                            state.value.running -= 1
                            if case .failure = completion { return outlet.finish(completion) }
                            if state.value.upstreamDone, state.value.running == 0 { return outlet.finish(.finished) }
                            upstreamInlet.value?.request(.max(1))
                        }))
                },
                receiveCompletion: { completion in
                    state.value.upstreamDone = true
                    if case .failure = completion { return outlet.finish(completion) }
                    if state.value.running == 0 { outlet.finish(.finished) }
                })
            if let inlet = upstreamInlet.value { upstream.subscribe(inlet) }
        }
    }
}

extension Publisher {
    /// What the publishers `transform` makes of each value send, at most `maxPublishers` at once.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// What the publishers `transform` makes of each value send, this publisher typed as
    /// failing as they may.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// What the publishers `transform` makes of each value send, none of which fails.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// What the never-failing publishers `transform` makes of each value send, typed as
    /// failing as this publisher may.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}
