/// Where the focus is, as a view owns it: `true` or the value of the field that has it, the
/// unfocused value (`false` or `nil`) when none does. `.focused(_:)` and
/// `.focused(_:equals:)` tie text fields to it; writing it moves the caret there, and a
/// script's `focus` action writes it as a tap on iOS would.
///
/// How it works: it is a `State` in all but name (a cell bound to the graph's storage for the
/// view's identity and property), plus the value it starts from, which is what a field writes
/// when it gives its focus up.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A focus state as `.focused(_:)` receives it (`$isFocused`).
    @propertyWrapper
    public struct Binding {
        let cell: StateCell<Value>

        public var wrappedValue: Value {
            get { cell.value }
            nonmutating set { cell.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }

        /// The value that means no field has the focus (`false` or `nil`).
        var unfocusedValue: Value { cell.initialValue }
    }

    let cell: StateCell<Value>

    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(cell: cell) }

    public init() where Value == Bool {
        cell = StateCell(initialValue: false)
    }

    public init<T: Hashable>() where Value == T? {
        cell = StateCell(initialValue: nil)
    }
}

extension FocusState: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        cell.bind(context.storage(for: label, initialValue: cell.initialValue))
    }
}
