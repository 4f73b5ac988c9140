/// A publisher of one value, then the end (Combine's name and meaning).
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value it publishes.
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let outlet = Outlet(subscriber)
        outlet.start()
        outlet.send(output)
        outlet.finish(.finished)
    }
}

extension Just: Equatable where Output: Equatable {}
