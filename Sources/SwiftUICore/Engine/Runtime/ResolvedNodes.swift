/// Nodes a primitive has already made, as a view, so that it can put modifiers around them
/// (a list's background that runs into the safe area, a navigation screen's bars). It hands
/// the nodes back as they are, at whatever identity it is resolved.
nonisolated struct ResolvedNodes: View, PrimitiveView {
    typealias Body = Never
    let nodes: [ViewNode]

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        nodes
    }
}
