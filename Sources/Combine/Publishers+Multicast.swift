extension Publishers {
    /// A connectable publisher that sends its upstream's values to every subscriber through
    /// one subject, which it makes once: its subscribers wait for `connect()`, which
    /// subscribes the subject to the upstream (`multicast(_:)`, `multicast(subject:)`).
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let createSubject: () -> SubjectType
        private var madeSubject: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// The subject, made on first use.
        private var subject: SubjectType {
            if let madeSubject { return madeSubject }
            let subject = createSubject()
            madeSubject = subject
            return subject
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            upstream.subscribe(subject)
        }
    }
}

extension Publisher {
    /// This publisher's values, sent to every subscriber through the subject `createSubject`
    /// makes, once connected.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Failure == Failure, S.Output == Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// This publisher's values, sent to every subscriber through `subject`, once connected.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Failure == Failure, S.Output == Output {
        Publishers.Multicast(upstream: self) { subject }
    }
}
