/// A publisher that starts publishing when it is connected (`connect()`), not when it is
/// subscribed to (Combine's name and meaning).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// The publisher, connected when its first subscriber comes and disconnected when its
    /// last one goes.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
