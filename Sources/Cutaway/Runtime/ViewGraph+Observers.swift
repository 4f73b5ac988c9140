import Foundation

/// A value the graph remembers between passes for one identity (an `onChange` value, an
/// `.animation(_:value:)` value, a preference), the tick it last changed in and the pass that
/// last saw it.
struct ObservedValue {
    var value: Any
    var changedAtTick: Int
    var touchedAtPass: Int
}

extension ViewGraph {
    /// Records `value` for `key`; returns whether it changed in this tick (not counting its
    /// first sighting).
    func recordAnimationValue<V: Equatable>(_ value: V, for key: ViewIdentity) -> Bool {
        record { $0.observedKeys.append(key) }
        guard var observed = observedValues[key] else {
            observedValues[key] = ObservedValue(value: value, changedAtTick: -1, touchedAtPass: passCount)
            return false
        }
        if observed.value as? V != value {
            observed.value = value
            observed.changedAtTick = tickCount
        }
        observed.touchedAtPass = passCount
        observedValues[key] = observed
        return observed.changedAtTick == tickCount
    }

    /// Records `value` for `key`; returns whether a preference handler should be called: the
    /// first time, and whenever the value differs from the last call's.
    func recordPreference<V: Equatable>(_ value: V, for key: ViewIdentity) -> Bool {
        let previous = observedValues[key]
        observedValues[key] = ObservedValue(value: value, changedAtTick: tickCount, touchedAtPass: passCount)
        guard let previous else { return true }
        return previous.value as? V != value
    }

    /// Queues `action(old, new)` when `value` differs from the last pass's (and
    /// `action(value, value)` on first sight when `initial`).
    func observeChange<V: Equatable>(
        of value: V, for key: ViewIdentity, initial: Bool, transaction: Transaction, action: @escaping (V, V) -> Void
    ) {
        record { $0.observedKeys.append(key) }
        let previous = observedValues[key]
        observedValues[key] = ObservedValue(value: value, changedAtTick: tickCount, touchedAtPass: passCount)
        if let previous {
            guard let old = previous.value as? V, old != value else {
                observedValues[key]?.changedAtTick = previous.changedAtTick
                return
            }
            handlers.append { withTransaction(transaction) { action(old, value) } }
        } else if initial {
            handlers.append { withTransaction(transaction) { action(value, value) } }
        }
    }

    func registerLifecycle(_ key: ViewIdentity, onAppear: (() -> Void)?, onDisappear: (() -> Void)?, transaction: Transaction) {
        lifecycle.register(key, onAppear: onAppear, onDisappear: onDisappear, transaction: transaction)
        record {
            $0.lifecycle.append(.init(key: key, onAppear: onAppear, onDisappear: onDisappear, transaction: transaction))
        }
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

    mutating func register(_ key: ViewIdentity, onAppear: (() -> Void)?, onDisappear: (() -> Void)?, transaction: Transaction) {
        current.append(Registration(key: key, onAppear: onAppear, onDisappear: onDisappear, transaction: transaction))
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
