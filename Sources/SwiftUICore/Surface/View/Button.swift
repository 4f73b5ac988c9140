/// A control that runs an action when tapped, drawn by the environment's button style
/// (`buttonStyle(_:)`): by default its label in the accent colour, as iOS draws a plain button
/// in a `List`. Scene scripts tap it by its title as shown, numbers in it formatted
/// ("1,000 items"). A disabled button (`disabled(_:)`) is drawn dimmed and cannot be tapped.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let action: () -> Void
    let role: ButtonRole?
    /// The style it is drawn in regardless of the environment's (a built-in style's body).
    var fixedAppearance: ButtonAppearance?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let isEnabled = context.environment.isEnabled
        // Held down by a script's finger (`press`), a button's style draws it pressed.
        let isPressed = context.graph.touchInput.pressedButtons.contains(context.identity)
        let style = fixedAppearance.map(AnyButtonStyle.builtIn) ?? context.environment.buttonStyle
        let nodes: [ViewNode]
        switch style {
        case .builtIn(.tinted) where role == nil && isEnabled:
            // Resolved as it always was, so that a default button keeps its identities.
            nodes = context.resolve(label.foregroundStyle(.tint), component: .type("Button"))
        case .builtIn(let appearance):
            nodes = context.resolve(ButtonAppearanceBody(appearance: appearance, role: role, label: label), component: .type("Button"))
        case .style(let makeBody):
            let configuration = ButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), isPressed: isPressed)
            nodes = context.resolve(makeBody(configuration), component: .type("Button"))
        case .primitive(let makeBody):
            // The style's body decides what can be tapped (a `Button(configuration)` in it).
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: .init(content: AnyView(label)), action: isEnabled ? action : {})
            return context.resolve(makeBody(configuration), component: .type("Button"))
        }
        guard isEnabled else { return nodes }
        let title = nodes.flatMap(\.textContent).joined(separator: " ")
        let press = ButtonPress.attachment(identity: context.identity, graph: context.graph, composite: context.composite, action: action)
        for node in nodes {
            node.decorate(.tapAction(title: title, action: action))
            node.decorate(.gesture(press))
        }
        return nodes
    }
}

/// A built-in style's drawing of a label.
nonisolated private struct ButtonAppearanceBody<Label: View>: View {
    let appearance: ButtonAppearance
    let role: ButtonRole?
    let label: Label

    var body: some View {
        switch appearance {
        case .tinted: TintedButtonLabel(role: role, label: label)
        case .plain: PlainButtonLabel(role: role, label: label)
        case .bordered: BorderedButtonLabel(role: role, label: label, isProminent: false)
        case .borderedProminent: BorderedButtonLabel(role: role, label: label, isProminent: true)
        }
    }
}

extension ViewNode {
    /// The strings of the texts in this subtree, in order.
    var textContent: [String] {
        if case .text(let text) = kind { return [text.string] }
        return children.flatMap(\.textContent)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string, shown as is (disfavoured, as in SwiftUI, so that a
    /// literal with interpolations is a `LocalizedStringKey`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUICore.Label<Text, Image> {
    /// A button labelled with a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUICore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUICore.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUICore.Label(titleKey, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button of a primitive style's configuration: its label and role, acting through
    /// `trigger()`, drawn in the automatic style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(configuration, appearance: .tinted)
    }

    init(_ configuration: PrimitiveButtonStyleConfiguration, appearance: ButtonAppearance) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
        fixedAppearance = appearance
    }
}
