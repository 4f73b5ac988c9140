/// What receives a publisher's values (Combine's name and meaning): first a subscription,
/// through which it asks for values, then values while it wants them, then at most one
/// completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    /// The publisher accepted the subscription: ask it for values with `request(_:)`.
    func receive(subscription: any Subscription)
    /// A value; returns how many more it wants on top of what it asked for.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher ended; nothing comes after.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// An empty value (for a publisher of `Void`).
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}
