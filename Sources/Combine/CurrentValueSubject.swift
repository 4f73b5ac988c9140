/// A subject that holds a value: a subscriber gets it first, then every new one (Combine's
/// name and meaning). Setting `value` sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private var current: Output

    /// The value held; setting it sends it to the subscribers.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public init(_ value: Output) {
        current = value
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, keepsLatest: true)?.send(current)
    }

    /// Holds `input`, then sends it (after the end, does neither).
    public func send(_ input: Output) {
        guard subscribers.completion == nil else { return }
        current = input
        subscribers.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    public func send(subscription: any Subscription) {
        subscribers.upstreamSubscriptions.append(subscription)
        subscription.request(.unlimited)
    }
}
