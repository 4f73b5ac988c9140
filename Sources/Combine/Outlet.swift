/// One subscriber's subscription to an operator: what the operator sends it waits in order
/// until the subscriber asks for it, and its completion comes after the last value.
///
/// Why one machine for every operator: each of Combine's operators is a publisher whose
/// subscription is both a subscriber (to its upstream) and a subscription (for its
/// downstream). Here the downstream side is this class, and the upstream side an `Inlet`
/// that asks its publisher for every value (`.unlimited`); an operator is then the two
/// closures between them (what to do with a value, with a completion).
///
/// Design boundaries: an operator asks its upstream for unlimited values and holds what its
/// subscriber has not asked for yet, where Combine's pass the demand upstream. A subscriber
/// that asks for all values (`sink`, `assign`, `onReceive`: what SwiftUI code uses) sees no
/// difference; one that asks for a few gets them in the same order, later.
final class Outlet<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var waiting: [Downstream.Input] = []
    private var waitingIndex = 0
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var isDelivering = false
    /// The upstream subscriptions, cancelled when this one ends.
    private var inlets: [any Cancellable] = []
    private var releaseActions: [() -> Void] = []

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    /// Whether the subscriber still listens (neither cancelled nor completed).
    var isActive: Bool { downstream != nil && completion == nil }

    /// Hands the subscriber this subscription; done before the upstream is subscribed to, so
    /// that values an upstream sends at once (`Just`) reach a subscriber that asked for them.
    func start() {
        downstream?.receive(subscription: self)
    }

    /// Runs `action` once, when the subscription ends (cancelled, or completed).
    func onCancel(_ action: @escaping () -> Void) {
        releaseActions.append(action)
    }

    /// A subscriber to an upstream that calls `receiveValue` and `receiveCompletion`, and is
    /// cancelled with this subscription.
    func inlet<Input, Failure: Error>(
        initialDemand: Subscribers.Demand = .unlimited,
        receiveValue: @escaping (Input) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> Inlet<Input, Failure> {
        let inlet = Inlet(initialDemand: initialDemand, receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        if downstream == nil { inlet.cancel() } else { inlets.append(inlet) }
        return inlet
    }

    /// Sends `value` to the subscriber, now if it asked for it, else once it does.
    func send(_ value: Downstream.Input) {
        guard isActive else { return }
        waiting.append(value)
        deliver()
    }

    /// Ends the subscription with `completion`, after the values waiting.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard isActive else { return }
        self.completion = completion
        deliver()
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        deliver()
    }

    func cancel() {
        downstream = nil
        waiting = []
        waitingIndex = 0
        release()
    }

    private func release() {
        let inlets = inlets
        let actions = releaseActions
        self.inlets = []
        releaseActions = []
        for inlet in inlets { inlet.cancel() }
        for action in actions { action() }
    }

    /// Hands the subscriber what it asked for; a value sent while one is handed (by the
    /// subscriber itself) waits its turn, so that values arrive in the order they were sent.
    private func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while let downstream, demand > 0, waitingIndex < waiting.count {
            let value = waiting[waitingIndex]
            waitingIndex += 1
            demand -= 1
            demand += downstream.receive(value)
        }
        if waitingIndex == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingIndex = 0
        }
        if waiting.isEmpty, let completion, let downstream {
            self.downstream = nil
            release()
            downstream.receive(completion: completion)
        }
    }
}

/// An operator's subscriber to its upstream: asks for every value (or for `initialDemand`,
/// then what the operator asks through `request(_:)`) and hands each to a closure.
final class Inlet<Input, Failure: Error>: Subscriber, Cancellable {
    private var subscription: (any Subscription)?
    private var isDone = false
    private let initialDemand: Subscribers.Demand
    /// What the operator asked for before the upstream's subscription came.
    private var pendingDemand = Subscribers.Demand.none
    private let receiveValue: (Input) -> Void
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        initialDemand: Subscribers.Demand = .unlimited,
        receiveValue: @escaping (Input) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.initialDemand = initialDemand
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    func receive(subscription: any Subscription) {
        guard self.subscription == nil, !isDone else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        let demand = initialDemand + pendingDemand
        pendingDemand = .none
        if demand > 0 { subscription.request(demand) }
    }

    /// Asks the upstream for `demand` more values (for an inlet made with a limited demand).
    func request(_ demand: Subscribers.Demand) {
        guard !isDone, demand > 0 else { return }
        if let subscription { subscription.request(demand) } else { pendingDemand += demand }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if !isDone { receiveValue(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !isDone else { return }
        isDone = true
        subscription = nil
        receiveCompletion(completion)
    }

    func cancel() {
        isDone = true
        let subscription = subscription
        self.subscription = nil
        subscription?.cancel()
    }
}

extension Publisher {
    /// Subscribes `subscriber` through an outlet fed by this publisher: `receiveValue` and
    /// `receiveCompletion` decide what reaches it. Returns the outlet.
    @discardableResult
    func relay<S: Subscriber>(
        to subscriber: S,
        receiveValue: @escaping (Output, Outlet<S>) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>, Outlet<S>) -> Void
    ) -> Outlet<S> {
        let outlet = Outlet(subscriber)
        outlet.start()
        subscribe(outlet.inlet(
            receiveValue: { receiveValue($0, outlet) }, receiveCompletion: { receiveCompletion($0, outlet) }))
        return outlet
    }

    /// Subscribes `subscriber` through an outlet fed by this publisher, whose completion
    /// passes through as it is.
    @discardableResult
    func relay<S: Subscriber>(
        to subscriber: S, receiveValue: @escaping (Output, Outlet<S>) -> Void
    ) -> Outlet<S> where S.Failure == Failure {
        relay(to: subscriber, receiveValue: receiveValue, receiveCompletion: { $1.finish($0) })
    }
}
