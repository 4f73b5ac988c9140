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
            GraphScope.current?.graph?.stateDidChange(owner: .root, transaction: Transaction.current)
        }
    }
}
