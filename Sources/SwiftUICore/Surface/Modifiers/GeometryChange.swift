import Foundation

/// `onGeometryChange`: after each pass, the modified view's geometry, as a `GeometryProxy`
/// for its frame, transformed, and the action called with the first value and then whenever
/// the value differs from the last pass's (as `onPreferenceChange`'s handlers run, after the
/// pass, in the transaction of the change that moved the view).
///
/// Why a proxy for the view's own frame and not a background `GeometryReader`: the reader
/// would be a view of its own, made again and laid out each pass; the frame is already known
/// when the pass ends, and the proxy reads it as a reader in the view's background would.
nonisolated struct _GeometryChangeObservingModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void

    private enum Key {}

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        let composite = context.composite
        for (index, node) in nodes.enumerated() {
            let key = context.modifierKey("onGeometryChange").appending(.index(index))
            _ = composite.observedValue(at: key)
            node.decorate(.preferenceObserver(PreferenceObserver(key: ObjectIdentifier(Key.self)) { [transform, action, weak composite] node in
                let value = transform(GeometryProxy(reading: GeometryReading(frame: node.frame)))
                let previous = composite?.observedValue(at: key)?.value as? T
                composite?.setObservedValue(ObservedValue(value: value, changedAtTick: 0), at: key)
                guard previous != value else { return nil }
                let current = node.transaction
                return { withTransaction(current) { action(previous ?? value, value) } }
            }))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Calls `action` with `transform` of this view's geometry: once with the first value,
    /// then each time the value changes.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeObservingModifier(transform: transform) { _, newValue in action(newValue) })
    }

    /// Calls `action` with the old and new values of `transform` of this view's geometry: once
    /// with the first value as both, then each time the value changes.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeObservingModifier(transform: transform, action: action))
    }
}
