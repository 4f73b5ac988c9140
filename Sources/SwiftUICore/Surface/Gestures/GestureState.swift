import Foundation

/// A property wrapper that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends (SwiftUI's `GestureState`).
///
/// Its value lives where a `@State`'s does (a cell bound to the view's storage), so a
/// recognizer made from an old copy of the view writes the live value. Only a gesture's
/// `updating(_:body:)` writes it; when the gesture ends, fails or is cancelled, it returns to
/// its initial value in the reset transaction (`resetTransaction`, or the one the `reset`
/// closure makes), so a reset can animate.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let cell: StateCell<Value>
    let reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        cell = StateCell(initialValue: wrappedValue)
        self.reset = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value: the gesture's current state, or the initial value outside a gesture.
    public var wrappedValue: Value { cell.value }

    /// The property itself, to hand to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes `value` in `transaction` (the gesture's update).
    func update(to value: Value, in transaction: Transaction) {
        withTransaction(transaction) { cell.value = value }
    }

    /// Returns the value to its initial one in the reset transaction.
    func resetToInitialValue() {
        var transaction = Transaction()
        reset(cell.value, &transaction)
        withTransaction(transaction) { cell.value = cell.initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        cell.bind(context.storage(for: label, initialValue: cell.initialValue))
    }
}
