extension Result {
    /// A publisher of a result: its success, then the end, or its failure (Combine's
    /// `Result.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success

        public let result: Result<Output, Failure>

        public init(_ result: Result<Output, Failure>) {
            self.result = result
        }

        public init(_ output: Output) {
            self.init(.success(output))
        }

        public init(_ failure: Failure) {
            self.init(.failure(failure))
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            switch result {
            case .success(let value):
                outlet.send(value)
                outlet.finish(.finished)
            case .failure(let error):
                outlet.finish(.failure(error))
            }
        }
    }

    /// A publisher of this result.
    public var publisher: Publisher {
        Publisher(self)
    }
}
