/// A reference to a value owned elsewhere: read and write it as if it were your own.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction?) -> Void
    /// The transaction writes through this binding use (`.animation(_:)`), if any.
    public var transaction: Transaction?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = { value, transaction in set(value, transaction ?? Transaction()) }
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            if let transaction {
                withTransaction(transaction) { setValue(newValue, transaction) }
            } else {
                setValue(newValue, nil)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// The binding itself: what lets a closure take a binding as `$item` and read `item`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getValue = getValue
        let setValue = setValue
        var binding = Binding<Subject>(
            get: { getValue()[keyPath: keyPath] },
            set: { subject in
                var value = getValue()
                value[keyPath: keyPath] = subject
                setValue(value, nil)
            })
        binding.transaction = transaction
        return binding
    }

    /// The binding with writes animated by `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction = Transaction(animation: animation)
        return binding
    }

    /// The binding with writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}
