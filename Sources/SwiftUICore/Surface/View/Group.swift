/// Groups views without laying them out: the parent lays out each child, and modifiers
/// applied to the group apply to each child.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content, component: .index(0))
    }
}
