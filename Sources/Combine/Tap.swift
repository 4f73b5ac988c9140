/// A subscription that stands between a subscriber and its upstream unchanged, and tells
/// closures of each event as it passes (`handleEvents`, `print`): the subscriber's requests
/// and cancel go up as they are, the upstream's values and end come down as they are.
final class Tap<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    struct Hooks {
        var subscription: ((any Subscription) -> Void)?
        var output: ((Input) -> Void)?
        var completion: ((Subscribers.Completion<Failure>) -> Void)?
        var cancel: (() -> Void)?
        var request: ((Subscribers.Demand) -> Void)?
    }

    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let hooks: Hooks

    init(_ downstream: Downstream, hooks: Hooks) {
        self.downstream = downstream
        self.hooks = hooks
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        hooks.subscription?(subscription)
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream else { return .none }
        hooks.output?(input)
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        hooks.completion?(completion)
        self.downstream = nil
        upstream = nil
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        hooks.request?(demand)
        upstream?.request(demand)
    }

    func cancel() {
        guard downstream != nil else { return }
        hooks.cancel?()
        downstream = nil
        let upstream = upstream
        self.upstream = nil
        upstream?.cancel()
    }
}
