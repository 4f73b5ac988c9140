/// Calls an action when the modified view appears in the graph for the first time, or
/// leaves it.
nonisolated struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let key = context.modifierKey(onAppear != nil ? "onAppear" : "onDisappear")
        context.graph.registerLifecycle(
            key, onAppear: onAppear, onDisappear: onDisappear, in: context)
        return context.resolveContent(content)
    }
}

/// Calls an action when a value changes between updates.
nonisolated struct _OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.graph.observeChange(
            of: value, for: context.modifierKey("onChange"), initial: initial, in: context, action: action)
        return context.resolveContent(content)
    }
}

nonisolated extension View {
    /// Runs `action` when this view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(onAppear: action ?? {}, onDisappear: nil))
    }

    /// Runs `action` when this view leaves the graph.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(onAppear: nil, onDisappear: action ?? {}))
    }

    /// Runs `action` with the old and new value when `value` changes (and once with the
    /// first value when `initial` is true).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and once at first when `initial` is true).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes: the one-argument form SwiftUI
    /// deprecated in iOS 17, still in much code. It never runs for the first value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_OnChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}
