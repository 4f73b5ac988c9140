import Foundation

/// A value a composite's node remembers between passes for one modifier (an `onChange`
/// value, an `.animation(_:value:)` value, the last value an `onPreferenceChange` handler
/// was called with), and the tick it last changed in.
struct ObservedValue {
    var value: Any
    var changedAtTick: Int
}

extension ViewGraph {
    /// Records `value` for `key`; returns whether it changed in this tick (not counting its
    /// first sighting).
    func recordAnimationValue<V: Equatable>(_ value: V, for key: ViewIdentity, in context: ResolveContext) -> Bool {
        let composite = context.composite
        guard var observed = composite.observedValue(at: key) else {
            composite.setObservedValue(ObservedValue(value: value, changedAtTick: -1), at: key)
            return false
        }
        if observed.value as? V != value {
            observed.value = value
            observed.changedAtTick = tickCount
        }
        composite.setObservedValue(observed, at: key)
        return observed.changedAtTick == tickCount
    }

    /// Queues `action(old, new)` when `value` differs from the last pass's (and
    /// `action(value, value)` on first sight when `initial`).
    func observeChange<V: Equatable>(
        of value: V, for key: ViewIdentity, initial: Bool, in context: ResolveContext, action: @escaping (V, V) -> Void
    ) {
        let composite = context.composite, transaction = context.transaction
        guard let previous = composite.observedValue(at: key) else {
            composite.setObservedValue(ObservedValue(value: value, changedAtTick: tickCount), at: key)
            if initial { handlers.append { withTransaction(transaction) { action(value, value) } } }
            return
        }
        guard let old = previous.value as? V, old != value else {
            composite.setObservedValue(ObservedValue(value: value, changedAtTick: previous.changedAtTick), at: key)
            return
        }
        composite.setObservedValue(ObservedValue(value: value, changedAtTick: tickCount), at: key)
        handlers.append { withTransaction(transaction) { action(old, value) } }
    }

    func registerLifecycle(_ key: ViewIdentity, onAppear: (() -> Void)?, onDisappear: (() -> Void)?, in context: ResolveContext) {
        let registration = LifecycleRegistry.Registration(
            key: key, onAppear: onAppear, onDisappear: onDisappear, transaction: context.transaction)
        lifecycle.register(registration)
        context.composite.record(registration)
    }
}

/// Which views with `onAppear`/`onDisappear` are in the graph, to call them when views come
/// and go.
struct LifecycleRegistry {
    struct Registration {
        let key: ViewIdentity
        let onAppear: (() -> Void)?
        let onDisappear: (() -> Void)?
        let transaction: Transaction
    }

    private var present: [ViewIdentity: Registration] = [:]
    private var current: [Registration] = []

    mutating func beginPass() {
        current = []
    }

    mutating func register(_ registration: Registration) {
        current.append(registration)
    }

    /// The calls for views that appeared (in tree order) and disappeared (in identity order)
    /// since the last pass.
    mutating func endPass() -> [() -> Void] {
        var calls: [() -> Void] = []
        var next: [ViewIdentity: Registration] = [:]
        for registration in current {
            // A view registered twice in a pass (a refreshed body registers again) appears once.
            if present[registration.key] == nil, next[registration.key] == nil, let action = registration.onAppear {
                let transaction = registration.transaction
                calls.append { withTransaction(transaction) { action() } }
            }
            next[registration.key] = registration
        }
        for key in present.keys.sorted() where next[key] == nil {
            if let action = present[key]?.onDisappear { calls.append(action) }
        }
        present = next
        return calls
    }
}
