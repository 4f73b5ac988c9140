import Foundation

/// A control that shows and edits a string, drawn by the environment's text field style
/// (`textFieldStyle(_:)`): by default its text alone, or its placeholder (its prompt, else its
/// title) in the placeholder colour while the text is empty, across the width offered. A
/// script focuses it by its placeholder or title (`ScriptEvent.focus`), after which its caret
/// is drawn after the text, and can type into its binding (see `TextInputField`).
nonisolated public struct TextField<Label: View>: View {
    let label: Label
    let title: LocalizedStringKey?
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis

    init(title: LocalizedStringKey?, text: Binding<String>, prompt: Text?, axis: Axis, label: Label) {
        self.label = label
        self.title = title
        self.text = text
        self.prompt = prompt
        self.axis = axis
    }

    public var body: some View {
        // On iOS the prompt, when there is one, is the placeholder; the label is not drawn.
        if let prompt {
            TextInputField(placeholder: prompt, title: title, text: text, axis: axis)
        } else {
            TextInputField(placeholder: label, title: title, text: text, axis: axis)
        }
    }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: nil, text: text, prompt: prompt, axis: .horizontal, label: label())
    }

    /// A field that grows to more lines along `axis` (`.vertical`) as its text wraps.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(title: nil, text: text, prompt: prompt, axis: axis, label: label())
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey, text: text, prompt: nil, axis: .horizontal, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey, text: text, prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey, text: text, prompt: nil, axis: axis, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: titleKey, text: text, prompt: prompt, axis: axis, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: LocalizedStringKey(String(title)), text: text, prompt: nil, axis: .horizontal, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: LocalizedStringKey(String(title)), text: text, prompt: prompt, axis: .horizontal, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: LocalizedStringKey(String(title)), text: text, prompt: nil, axis: axis, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: LocalizedStringKey(String(title)), text: text, prompt: prompt, axis: axis, label: Text(title))
    }

    /// A field that shows `value` formatted by `format`; what a script types is appended to
    /// that text and parsed back into `value` (a text that does not parse leaves it as it was,
    /// as iOS does when the field commits).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title: titleKey, text: Self.formatted(value, format), prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title: LocalizedStringKey(String(title)), text: Self.formatted(value, format), prompt: prompt, axis: .horizontal, label: Text(title))
    }

    /// `value` as the text `format` makes of it, written back through `format`'s parser.
    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }
}
