/// A control that runs an action when tapped. Cutaway draws it as its label in the accent
/// colour (as iOS draws a plain button in a `List`); scene scripts tap it by its title as
/// shown, numbers in it formatted ("1,000 items").
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(label.foregroundStyle(.tint), component: .type("Button"))
        let title = nodes.flatMap(\.textContent).joined(separator: " ")
        for node in nodes {
            node.decorate(.tapAction(title: title, action: action))
        }
        return nodes
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
}
