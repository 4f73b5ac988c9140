/// A text field that hides what it holds: one bullet per character, drawn as `TextField`
/// draws its text (placeholder, style, caret, script focus and typing alike).
nonisolated public struct SecureField<Label: View>: View {
    let label: Label
    let title: LocalizedStringKey?
    let text: Binding<String>
    let prompt: Text?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.title = nil
        self.text = text
        self.prompt = prompt
    }

    init(title: LocalizedStringKey, text: Binding<String>, prompt: Text?, label: Label) {
        self.label = label
        self.title = title
        self.text = text
        self.prompt = prompt
    }

    public var body: some View {
        if let prompt {
            TextInputField(placeholder: prompt, title: title, text: text, isSecure: true)
        } else {
            TextInputField(placeholder: label, title: title, text: text, isSecure: true)
        }
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey, text: text, prompt: nil, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey, text: text, prompt: prompt, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: LocalizedStringKey(String(title)), text: text, prompt: nil, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: LocalizedStringKey(String(title)), text: text, prompt: prompt, label: Text(title))
    }
}
