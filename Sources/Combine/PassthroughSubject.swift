/// A subject that hands each value it is sent to the subscribers that asked for one, and
/// keeps none (Combine's name and meaning).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, keepsLatest: false)
    }

    public func send(_ input: Output) {
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
