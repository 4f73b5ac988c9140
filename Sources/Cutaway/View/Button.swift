/// A control that runs an action when tapped. Cutaway draws it as its label in the accent
/// colour (as iOS draws a plain button in a `List`); scene scripts tap it by its title.
public struct Button<Label: View>: View {
    let label: Label
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    public var body: some View {
        label.foregroundStyle(Color.accentColor)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
