import Foundation

/// A never-failing publisher's values as an asynchronous sequence (Combine's name and
/// meaning: `for await value in publisher.values`).
///
/// As Combine's: the iterator subscribes when it is made and asks for one value each time
/// `next()` waits, so a value a subject sends while nobody waits is dropped, and a
/// `CurrentValueSubject`'s or a sequence's waits for the next `next()`. The sequence ends
/// with the publisher, and when the waiting task is cancelled.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    public struct Iterator: AsyncIteratorProtocol {
        let inbox: AsyncInbox<P.Output, Never>

        public mutating func next() async -> P.Output? {
            try? await inbox.next()
        }
    }

    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        let inbox = AsyncInbox<P.Output, Never>()
        publisher.subscribe(inbox)
        return Iterator(inbox: inbox)
    }
}

/// A publisher's values as an asynchronous sequence that throws its failure (Combine's
/// name and meaning: `for try await value in publisher.values`).
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    public struct Iterator: AsyncIteratorProtocol {
        let inbox: AsyncInbox<P.Output, P.Failure>

        public mutating func next() async throws -> P.Output? {
            try await inbox.next()
        }
    }

    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        let inbox = AsyncInbox<P.Output, P.Failure>()
        publisher.subscribe(inbox)
        return Iterator(inbox: inbox)
    }
}

extension Publisher where Failure == Never {
    /// The values, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> {
        AsyncPublisher(self)
    }
}

extension Publisher {
    /// The values, as an asynchronous sequence that throws the failure.
    public var values: AsyncThrowingPublisher<Self> {
        AsyncThrowingPublisher(self)
    }
}

/// The subscriber behind an asynchronous iterator: asks for one value per `next()` and hands
/// it to the waiting task. Locked, since the task and the publisher may run on different
/// threads.
final class AsyncInbox<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var waiting: CheckedContinuation<Unchecked<Input>?, any Error>?
    /// A value that came with nobody waiting (a publisher that sent more than asked).
    private var ready: [Input] = []
    private var completion: Subscribers.Completion<Failure>?
    private var isCancelled = false

    func receive(subscription: any Subscription) {
        lock.lock()
        guard self.subscription == nil, !isCancelled else {
            lock.unlock()
            return subscription.cancel()
        }
        self.subscription = subscription
        // Asked for before the subscription came: ask now.
        let ask = waiting != nil
        lock.unlock()
        if ask { subscription.request(.max(1)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        if let waiting {
            self.waiting = nil
            lock.unlock()
            waiting.resume(returning: Unchecked(value: input))
        } else {
            ready.append(input)
            lock.unlock()
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        self.completion = completion
        subscription = nil
        let waiting = waiting
        self.waiting = nil
        lock.unlock()
        waiting.map { Self.end($0, completion) }
    }

    private static func end(_ continuation: CheckedContinuation<Unchecked<Input>?, any Error>, _ completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: continuation.resume(returning: nil)
        case .failure(let error): continuation.resume(throwing: error)
        }
    }

    /// The next value, or nil at the end; throws the failure.
    func next() async throws -> Input? {
        try await nextBoxed()?.value
    }

    private func nextBoxed() async throws -> Unchecked<Input>? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Unchecked<Input>?, any Error>) in
                lock.lock()
                if !ready.isEmpty {
                    let value = ready.removeFirst()
                    lock.unlock()
                    return continuation.resume(returning: Unchecked(value: value))
                }
                if isCancelled {
                    lock.unlock()
                    return continuation.resume(returning: nil)
                }
                if let completion {
                    lock.unlock()
                    return Self.end(continuation, completion)
                }
                waiting = continuation
                let subscription = subscription
                lock.unlock()
                subscription?.request(.max(1))
            }
        } onCancel: {
            cancel()
        }
    }

    /// Ends the sequence: cancels the subscription and ends a wait with nil.
    func cancel() {
        lock.lock()
        isCancelled = true
        let subscription = subscription
        self.subscription = nil
        let waiting = waiting
        self.waiting = nil
        lock.unlock()
        subscription?.cancel()
        waiting?.resume(returning: nil)
    }
}

/// A value handed from the publisher's thread to the waiting task: the publisher sends each
/// value once and keeps no hold on it, so handing it over is safe whatever its type.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
