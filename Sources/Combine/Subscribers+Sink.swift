extension Subscribers {
    /// A subscriber that asks for every value and hands each to a closure (Combine's name and
    /// meaning: what `sink` attaches).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        public var receiveValue: (Input) -> Void
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var isDone = false

        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, !isDone else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if !isDone { receiveValue(value) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !isDone else { return }
            isDone = true
            subscription = nil
            receiveCompletion(completion)
        }

        public func cancel() {
            isDone = true
            let subscription = subscription
            self.subscription = nil
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` at the end, until the
    /// returned cancellable is cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value, until the returned cancellable is cancelled or
    /// released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
