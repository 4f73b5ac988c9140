/// A named value that views pass up to their ancestors.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Combines the values of siblings, in order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// An optional value's default, as SwiftUI supplies it: `nil`, so that a key of an optional
    /// value needs no `defaultValue` of its own.
    public static var defaultValue: Value { nil }
}

/// A preference value set on a node.
struct PreferenceValue {
    let key: ObjectIdentifier
    let value: Any
}

/// An `.onPreferenceChange` handler on a node.
struct PreferenceObserver {
    let key: ObjectIdentifier
    /// Compares the subtree's reduced value with the last one seen and, if it changed,
    /// returns the call to make.
    let check: (ViewNode) -> (() -> Void)?
}

extension ViewNode {
    /// The preference values for `key` that this subtree produces, in order. A node that sets
    /// the key itself speaks for its whole subtree.
    func preferenceValues(for key: ObjectIdentifier) -> [Any] {
        var values: [Any] = []
        collectPreferenceValues(for: key, into: &values)
        return values
    }

    /// Appends the subtree's values for `key` to `values` (observers ask on every pass).
    private func collectPreferenceValues(for key: ObjectIdentifier, into values: inout [Any]) {
        if let own = preferences.last(where: { $0.key == key }) {
            values.append(own.value)
            return
        }
        for child in children {
            child.collectPreferenceValues(for: key, into: &values)
        }
    }

    /// The subtree's value for `K`: its values reduced in order, or the default.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value: K.Value?
        for next in preferenceValues(for: ObjectIdentifier(key)) {
            guard let next = next as? K.Value else { continue }
            if value == nil {
                value = next
            } else {
                K.reduce(value: &value!, nextValue: { next })
            }
        }
        return value ?? K.defaultValue
    }
}

nonisolated struct _PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: K.Value

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.preference(PreferenceValue(key: ObjectIdentifier(K.self), value: value)))
        }
        return nodes
    }
}

nonisolated struct _PreferenceObservingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        // The value of the last call is kept by the enclosing composite's node, while its body
        // makes this observer (weakly: the node holds the nodes that hold the observer).
        let composite = context.composite
        for (index, node) in nodes.enumerated() {
            let key = context.modifierKey("onPreferenceChange").appending(.index(index))
            _ = composite.observedValue(at: key)
            node.decorate(.preferenceObserver(PreferenceObserver(key: ObjectIdentifier(K.self)) { [action, weak composite] node in
                let value = node.preferenceValue(K.self)
                // The handler runs the first time, and whenever the value differs from the last call's.
                let previous = composite?.observedValue(at: key)
                composite?.setObservedValue(ObservedValue(value: value, changedAtTick: 0), at: key)
                guard previous.map({ $0.value as? K.Value != value }) ?? true else { return nil }
                // The handler runs in the transaction of the pass that drew the node, which a
                // reused body keeps only while it is the same.
                let current = node.transaction
                return { withTransaction(current) { action(value) } }
            }))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Sets the value of preference `key` for this view.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Runs `action` with this view's value for `key` when it first appears and whenever it
    /// changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceObservingModifier<K>(action: action))
    }
}
