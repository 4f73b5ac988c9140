/// A cancellable that cancels itself when it is released (Combine's name and meaning), so a
/// subscription lives as long as whoever holds it: a `Set<AnyCancellable>` in a view model,
/// say.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A cancellable that calls `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// A cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) {
        onCancel = { canceller.cancel() }
    }

    deinit {
        onCancel?()
    }

    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    /// Keeps this cancellable in `set`, so that it lives as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
