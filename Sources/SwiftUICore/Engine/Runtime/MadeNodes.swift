/// The nodes a view made, remembered as the view returned them: before the modifiers outside
/// it decorated them. A reused body, an animator's placeholder and an animatable modifier's
/// content hand their nodes back this way, and a part of a body made again in place is given
/// back what the modifiers outside it added (see `ViewGraph.resolveAgain(_:with:)`).
struct MadeNodes {
    let nodes: [ViewNode]
    /// How many decorations each node had when its view returned it.
    private let decorationCounts: [Int]

    init(_ nodes: [ViewNode]) {
        self.nodes = nodes
        decorationCounts = nodes.map(\.decorationLog.count)
    }

    /// The nodes put back as their view made them, ready for outer modifiers to decorate again.
    func restored() -> [ViewNode] {
        for (node, count) in zip(nodes, decorationCounts) {
            node.restoreDecorations(count: count)
        }
        return nodes
    }

    /// What modifiers outside the view added to each node since it was made.
    var outerDecorations: [ArraySlice<NodeDecoration>] {
        zip(nodes, decorationCounts).map { node, count in node.decorationLog.dropFirst(count) }
    }

    /// Whether `remade` is these nodes again (a node lives at its identity), with as many
    /// decorations of their own as when they were made.
    func areMade(by remade: [ViewNode]) -> Bool {
        remade.count == nodes.count && zip(remade, nodes).allSatisfy { $0 === $1 }
            && remade.map(\.decorationLog.count) == decorationCounts
    }
}
