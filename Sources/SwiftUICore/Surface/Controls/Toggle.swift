/// A control that turns a value on and off, drawn by the environment's toggle style
/// (`toggleStyle(_:)`): by default iOS's switch, trailing its label across the row. Scene
/// scripts tap it by its label's text, as a button by its title; a disabled toggle cannot be
/// tapped.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    /// The style it is drawn in regardless of the environment's (a configuration's toggle).
    var fixedStyle: AnyStyle<ToggleStyleConfiguration>?

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        let nodes = context.resolve((fixedStyle ?? context.environment.toggleStyle).makeBody(configuration), component: .type("Toggle"))
        guard context.environment.isEnabled else { return nodes }
        let title = nodes.flatMap(\.textContent).joined(separator: " ")
        for node in nodes {
            node.decorate(.tapAction(title: title) { isOn.wrappedValue.toggle() })
        }
        return nodes
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUICore.Label<Text, Image> {
    /// A toggle labelled with a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUICore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUICore.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle of a style's configuration, drawn in the switch style, so that a style's body
    /// can hold it without drawing itself again.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
        fixedStyle = AnyStyle(SwitchToggleStyle())
    }
}
