extension Publishers {
    /// Pairs the values of two publishers in the order they came: the first of each, then the
    /// second of each, and so on (`zip(_:)`). A value waits for its partner; the zip finishes
    /// once one publisher has finished and none of its values waits, and fails at the first
    /// failure.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
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
            // The values waiting for a partner, and whether each side has finished.
            let left = Box<(waiting: [A.Output], done: Bool)>(([], false))
            let right = Box<(waiting: [B.Output], done: Bool)>(([], false))
            let check = {
                while !left.value.waiting.isEmpty, !right.value.waiting.isEmpty {
                    outlet.send((left.value.waiting.removeFirst(), right.value.waiting.removeFirst()))
                }
                if (left.value.done && left.value.waiting.isEmpty) || (right.value.done && right.value.waiting.isEmpty) {
                    outlet.finish(.finished)
                }
            }
            a.subscribe(outlet.inlet(
                receiveValue: { left.value.waiting.append($0); check() },
                receiveCompletion: { completion in
                    if case .failure = completion { return outlet.finish(completion) }
                    left.value.done = true
                    check()
                }))
            guard outlet.isActive else { return }
            b.subscribe(outlet.inlet(
                receiveValue: { right.value.waiting.append($0); check() },
                receiveCompletion: { completion in
                    if case .failure = completion { return outlet.finish(completion) }
                    right.value.done = true
                    check()
                }))
        }
    }

    /// Zips three publishers' values into triples, in the order they came (`zip(_:_:)`).
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, A.Failure == C.Failure {
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
            Zip(Zip(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.receive(subscriber: subscriber)
        }
    }

    /// Zips four publishers' values into quadruples, in the order they came (`zip(_:_:_:)`).
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
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
            Zip(Zip3(a, b, c), d).map { ($0.0.0, $0.0.1, $0.0.2, $0.1) }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// This publisher's values paired with `other`'s, in the order they came.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// `transform` of this publisher's values paired with `other`'s.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.Zip<Self, P>, T>
    where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// This publisher's values with those of two others, in triples.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// `transform` of this publisher's values with those of two others.
    public func zip<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }

    /// This publisher's values with those of three others, in quadruples.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.Zip4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// `transform` of this publisher's values with those of three others.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
