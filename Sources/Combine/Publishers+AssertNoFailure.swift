extension Publishers {
    /// Passes its upstream's values and end; a failure stops the program with the error
    /// (`assertNoFailure(_:file:line:)`), as Combine's does.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let upstream: Upstream
        public let prefix: String
        public let file: StaticString
        public let line: UInt

        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber, receiveValue: { value, outlet in outlet.send(value) },
                receiveCompletion: { [prefix, file, line] completion, outlet in
                    if case .failure(let error) = completion {
                        fatalError(prefix.isEmpty ? "\(error)" : "\(prefix): \(error)", file: file, line: line)
                    }
                    outlet.finish(.finished)
                })
        }
    }
}

extension Publisher {
    /// This publisher, typed as one that never fails; a failure stops the program.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}
