import Foundation

/// A key into `AnimationState`: a type with the value it stores and a default for when
/// nothing has been stored yet (SwiftUI's `AnimationStateKey`).
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The state a custom animation keeps between samples of one running animation: a typed
/// key-value store, keyed by `AnimationStateKey` types (SwiftUI's `AnimationState`).
///
/// ## How it works
///
/// Values are stored by the key type's `ObjectIdentifier` and cast back on read; the key type
/// fixes the value type, so the cast cannot fail for values stored through the subscript.
/// Nothing iterates the dictionary, so its per-process ordering cannot leak into results.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
