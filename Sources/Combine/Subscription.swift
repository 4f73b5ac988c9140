/// A subscriber's link to a publisher (Combine's name and meaning): it asks for values
/// through it, and cancels it to stop them.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Combine's namespace for subscriptions that need no type of their own.
public enum Subscriptions {
    /// A subscription that does nothing: for a publisher that completes at once.
    public static var empty: any Subscription { EmptySubscription() }
}

/// A subscription that sends nothing (`Subscriptions.empty`).
private struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
