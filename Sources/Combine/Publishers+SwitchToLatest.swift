extension Publishers {
    /// Sends what the latest publisher its upstream sent sends: each new one cancels the one
    /// before (`switchToLatest()`). It finishes once the upstream and the latest publisher
    /// have finished, and fails at the first failure of either.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The latest inner subscription, a count that tells whether a completion is the
            // latest one's, and whether the upstream has finished.
            let state = Box<(inner: (any Cancellable)?, number: Int, innerDone: Bool, upstreamDone: Bool)>((nil, 0, true, false))
            upstream.relay(
                to: subscriber,
                receiveValue: { publisher, outlet in
                    state.value.inner?.cancel()
                    state.value.number += 1
                    state.value.innerDone = false
                    let number = state.value.number
                    let inlet = outlet.inlet(
                        receiveValue: { (value: P.Output) in if state.value.number == number { outlet.send(value) } },
                        receiveCompletion: { (completion: Subscribers.Completion<Failure>) in
                            guard state.value.number == number else { return }
                            state.value.innerDone = true
                            state.value.inner = nil
                            if case .failure = completion { return outlet.finish(completion) }
                            if state.value.upstreamDone { outlet.finish(.finished) }
                        })
                    state.value.inner = inlet
                    publisher.subscribe(inlet)
                },
                receiveCompletion: { completion, outlet in
                    state.value.upstreamDone = true
                    if case .failure = completion { return outlet.finish(completion) }
                    if state.value.innerDone { outlet.finish(.finished) }
                })
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// What the latest publisher this one sent sends.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// What the latest publisher this one sent sends, this one typed as failing as they may.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// What the latest publisher this one sent sends; neither fails.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// What the latest never-failing publisher this one sent sends, typed as failing as this
    /// one may.
    public func switchToLatest() -> Publishers.SwitchToLatest<
        Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    > {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
