/// Whether the text field under a `.focused` modifier has the focus, read and written through
/// the view's `FocusState`: the field draws its caret while it reads `true`.
struct FocusBinding {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
}

private enum FocusBindingKey: EnvironmentKey {
    static var defaultValue: FocusBinding? { nil }
}

extension EnvironmentValues {
    /// The focus state the text fields in this view are tied to, if any.
    var focusBinding: FocusBinding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Ties the focus of the text field in this view to `condition`: it has the focus while
    /// `condition` is `true`, and setting it gives the field the focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusBinding, FocusBinding(
            isFocused: { condition.wrappedValue },
            setFocused: { condition.wrappedValue = $0 }))
    }

    /// Ties the focus of the text field in this view to `binding` holding `value`: it has the
    /// focus while `binding` is `value`; giving the focus up sets `binding` to its unfocused
    /// value (`nil`), if the focus is still this field's.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusBinding, FocusBinding(
            isFocused: { binding.wrappedValue == value },
            setFocused: { isFocused in
                if isFocused {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = binding.unfocusedValue
                }
            }))
    }
}
