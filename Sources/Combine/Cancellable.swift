/// Something that can be stopped: a subscription, a connection (Combine's name and meaning).
public protocol Cancellable {
    /// Stops it; calling it again does nothing.
    func cancel()
}

extension Cancellable {
    /// Keeps this cancellable in `set` (wrapped in an `AnyCancellable`).
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Keeps this cancellable in `collection` (wrapped in an `AnyCancellable`).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
