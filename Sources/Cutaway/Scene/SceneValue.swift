import Synchronization

/// A value that lives beside a scene's views: its root view reads it, its script changes it.
///
/// Writes re-render the scene in the transaction they are made in, so a script event can
/// animate a change (`withAnimation(.smooth) { detail.value = nil }`) exactly as a button
/// action that writes `@State` would.
public final class SceneValue<Value> {

    private var storage: Value

    public init(_ value: Value) {
        storage = value
    }

    public var value: Value {
        get { storage }
        set {
            storage = newValue
            SceneValueWrites.counter.add(1, ordering: .relaxed)
            GraphScope.current?.graph?.stateDidChange(owner: .root, transaction: Transaction.current)
        }
    }
}

/// How many writes scene values have seen, all together: a graph at rest hands back its last
/// frame only while this stays the same (a write between frames, outside any tick, changes
/// what the root reads).
enum SceneValueWrites {
    static let counter = Atomic<Int>(0)
    static var count: Int { counter.load(ordering: .relaxed) }
}
