/// A publisher of one result, which a closure promises once (Combine's name and meaning):
/// the closure runs when the future is made, and every subscriber, earlier or later, gets
/// the result.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        let waiting = waiting
        self.waiting = []
        for deliver in waiting { deliver(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let outlet = Outlet(subscriber)
        outlet.start()
        let deliver: (Result<Output, Failure>) -> Void = { result in
            switch result {
            case .success(let value):
                outlet.send(value)
                outlet.finish(.finished)
            case .failure(let error):
                outlet.finish(.failure(error))
            }
        }
        if let result { deliver(result) } else { waiting.append(deliver) }
    }
}

extension Future {
    /// The result's value once the future is fulfilled; throws its failure. Waits for the
    /// promise whatever happens to the waiting task, as Combine's does.
    public var value: Output {
        get async throws {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Unchecked<Output>, any Error>) in
                let kept = SubscriptionHolder()
                kept.keep(sink(
                    receiveCompletion: { completion in
                        if case .failure(let error) = completion { continuation.resume(throwing: error) }
                        kept.release()
                    },
                    receiveValue: { continuation.resume(returning: Unchecked(value: $0)) }))
            }.value
        }
    }
}

extension Future where Failure == Never {
    /// The result's value once the future is fulfilled.
    public var value: Output {
        get async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Unchecked<Output>, Never>) in
                let kept = SubscriptionHolder()
                kept.keep(sink(
                    receiveCompletion: { _ in kept.release() },
                    receiveValue: { continuation.resume(returning: Unchecked(value: $0)) }))
            }.value
        }
    }
}

/// Keeps a subscription alive until its publisher ends (`Future.value`).
private final class SubscriptionHolder {
    private var subscription: AnyCancellable?
    private var isReleased = false

    /// Keeps `subscription`, unless its publisher has already ended.
    func keep(_ subscription: AnyCancellable) {
        if !isReleased { self.subscription = subscription }
    }

    func release() {
        isReleased = true
        subscription = nil
    }
}
