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
