extension Publishers {
    /// Sends the latest values of two publishers as a pair whenever either sends, once both
    /// have; ends when both have ended, or at the first failure (`combineLatest(_:)`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let latest = Box<(A.Output?, B.Output?)>((nil, nil))
            let left = Box(2)
            let complete: (Subscribers.Completion<Failure>) -> Void = { completion in
                left.value -= 1
                if case .failure = completion { outlet.finish(completion) }
                if left.value == 0 { outlet.finish(.finished) }
            }
            let sendPair = {
                if let first = latest.value.0, let second = latest.value.1 { outlet.send((first, second)) }
            }
            a.subscribe(outlet.inlet(receiveValue: { latest.value.0 = $0; sendPair() }, receiveCompletion: complete))
            guard outlet.isActive else { return }
            b.subscribe(outlet.inlet(receiveValue: { latest.value.1 = $0; sendPair() }, receiveCompletion: complete))
        }
    }

    /// Sends the latest values of three publishers whenever any sends, once all have
    /// (`combineLatest(_:_:)`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.receive(subscriber: subscriber)
        }
    }
    /// Sends the latest values of four publishers whenever any sends, once all have
    /// (`combineLatest(_:_:_:)`).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest3(a, b, c), d).map { ($0.0.0, $0.0.1, $0.0.2, $0.1) }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`, paired, whenever either sends.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of the latest values of this publisher and `other`, whenever either sends.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher, `second` and `third`, whenever any sends.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ second: P, _ third: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, second, third)
    }

    /// `transform` of the latest values of this publisher, `second` and `third`, whenever any sends.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ second: P, _ third: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, second, third).map(transform)
    }

    /// The latest values of this publisher and three others, whenever any sends.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// `transform` of the latest values of this publisher and three others, whenever any sends.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
