extension Publishers {
    /// Sends what its upstream sends until it fails, then what the publisher a closure makes
    /// of the error sends (`catch(_:)`).
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber, receiveValue: { value, outlet in outlet.send(value) },
                receiveCompletion: { [handler] completion, outlet in
                    switch completion {
                    case .finished: outlet.finish(.finished)
                    case .failure(let error):
                        guard outlet.isActive else { return }
                        handler(error).subscribe(outlet.inlet(
                            receiveValue: { outlet.send($0) }, receiveCompletion: { outlet.finish($0) }))
                    }
                })
        }
    }

    /// As `Catch`, with a closure that may throw: its error ends the publisher
    /// (`tryCatch(_:)`).
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error

        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber, receiveValue: { value, outlet in outlet.send(value) },
                receiveCompletion: { [handler] completion, outlet in
                    switch completion {
                    case .finished: outlet.finish(.finished)
                    case .failure(let error):
                        do {
                            let next = try handler(error)
                            guard outlet.isActive else { return }
                            next.subscribe(outlet.inlet(
                                receiveValue: { outlet.send($0) },
                                receiveCompletion: { outlet.finish($0.mapError { $0 }) }))
                        } catch {
                            outlet.finish(.failure(error))
                        }
                    }
                })
        }
    }
}

extension Publisher {
    /// This publisher's values until it fails, then those of the publisher `handler` makes of
    /// the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// This publisher's values until it fails, then those of the publisher `handler` makes of
    /// the error; a throw ends it with the thrown error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}
