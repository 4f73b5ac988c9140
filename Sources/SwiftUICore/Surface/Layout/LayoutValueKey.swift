/// A key for a value that a view passes up to the layout that arranges it
/// (`.layoutValue(key:value:)`, read with `subviews[i][Key.self]`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
