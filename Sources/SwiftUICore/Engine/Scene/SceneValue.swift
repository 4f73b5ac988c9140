/// A value that lives beside a scene's views: its root view reads it, its script changes it.
///
/// Writes re-render the scene in the transaction they are made in, so a script event can
/// animate a change (`withAnimation(.smooth) { detail.value = nil }`) exactly as a button
/// action that writes `@State` would. A write between frames (from a test, or a scene's
/// `prepareFrame` hook) is seen by the next frame of every graph whose views read the value.
///
/// It is `Sendable`, so that a scene's content (made on the main actor, as SwiftUI makes views)
/// and its script (run on the player's thread) may both hold it: the two never run at once,
/// since the player waits while the main actor builds the views (see `ViewCode`).
public final class _SceneValue<Value>: @unchecked Sendable {
    private var storage: Value
    /// The graphs whose views have read this value.
    private var readers: [WeakGraph] = []

    public init(_ value: Value) {
        storage = value
    }

    public var value: Value {
        get {
            if let graph = GraphScope.resolving?.graph, !readers.contains(where: { $0.graph === graph }) {
                readers.removeAll { $0.graph == nil }
                readers.append(WeakGraph(graph: graph))
            }
            return storage
        }
        set {
            storage = newValue
            // The graph whose tick runs the write re-renders in its transaction; the others
            // that read the value do so on their next frame.
            let current = GraphScope.current?.graph
            current?.rootDidChange(transaction: Transaction.current)
            for reader in readers where reader.graph !== current {
                reader.graph?.rootDidChange(transaction: nil)
            }
        }
    }
}

private struct WeakGraph {
    weak var graph: ViewGraph?
}
