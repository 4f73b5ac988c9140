extension Publishers {
    /// A publisher of a sequence's elements, then the end (Combine's name and meaning: what
    /// `sequence.publisher` is).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        public let sequence: Elements

        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            for element in sequence {
                guard outlet.isActive else { return }
                outlet.send(element)
            }
            outlet.finish(.finished)
        }
    }
}

extension Sequence {
    /// A publisher of the elements.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
