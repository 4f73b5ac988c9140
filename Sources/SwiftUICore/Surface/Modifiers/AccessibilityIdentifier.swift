/// Names the modified view for inspection and tests.
nonisolated struct _AccessibilityIdentifierModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let identifier: String

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.accessibilityIdentifier(identifier))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Names this view, as UI tests name views on Apple platforms. The name finds the view in
    /// a frame's geometry (`Frame.geometry(named:)`), in `cutaway inspect` and in scene files;
    /// it does not change the view's identity.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_AccessibilityIdentifierModifier(identifier: identifier))
    }
}
