/// A publisher that code sends values into (Combine's name and meaning).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    func send(_ value: Output)
    /// Ends the subject: the subscribers get `completion`, and nothing is sent after it.
    func send(completion: Subscribers.Completion<Failure>)
    /// Hands a subscription from an upstream the subject is attached to (it asks for all).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends an empty value.
    public func send() {
        send(())
    }
}

/// One subscriber of a subject: gets what is sent while it has asked for values.
///
/// A passthrough subject's value sent while the subscriber has asked for none is dropped (as
/// Combine's is); a current-value subject's waits, the latest only, until it asks.
final class SubjectConduit<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var latest: Output?
    private let keepsLatest: Bool
    private let onCancel: (SubjectConduit) -> Void

    init(_ downstream: AnySubscriber<Output, Failure>, keepsLatest: Bool, onCancel: @escaping (SubjectConduit) -> Void) {
        self.downstream = downstream
        self.keepsLatest = keepsLatest
        self.onCancel = onCancel
    }

    func send(_ value: Output) {
        guard let downstream else { return }
        guard demand > 0 else {
            if keepsLatest { latest = value }
            return
        }
        demand -= 1
        demand += downstream.receive(value)
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = downstream
        self.downstream = nil
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        if let value = latest, self.demand > 0 {
            latest = nil
            send(value)
        }
    }

    func cancel() {
        guard downstream != nil else { return }
        downstream = nil
        onCancel(self)
    }
}

/// What a subject keeps: its subscribers in the order they came, and how it ended.
final class SubjectSubscribers<Output, Failure: Error> {
    private(set) var conduits: [SubjectConduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    var upstreamSubscriptions: [any Subscription] = []

    /// Attaches `subscriber`; one that comes after the end gets the completion at once.
    /// Returns its conduit, or nil when the subject had ended.
    @discardableResult
    func attach<S: Subscriber>(_ subscriber: S, keepsLatest: Bool) -> SubjectConduit<Output, Failure>?
    where S.Input == Output, S.Failure == Failure {
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return nil
        }
        let conduit = SubjectConduit(AnySubscriber(subscriber), keepsLatest: keepsLatest) { [weak self] conduit in
            self?.conduits.removeAll { $0 === conduit }
        }
        conduits.append(conduit)
        subscriber.receive(subscription: conduit)
        return conduit
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.send(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let conduits = conduits
        self.conduits = []
        for conduit in conduits { conduit.finish(completion) }
    }
}
