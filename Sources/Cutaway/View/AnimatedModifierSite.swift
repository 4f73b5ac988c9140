/// The content of an animatable modifier, as its body sees it: resolved once, and handed back
/// as the same nodes, undecorated again, when a refresher makes the body again at a later time.
/// The body is made on every frame of the animation; its content (often a whole body of
/// primitives) is not resolved and measured again for it.
final class AnimatedModifierSite: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    private var nodes: [ViewNode]?
    private var counts: [Int] = []
    /// Where the body placed its content: a refresh that places it elsewhere (another branch
    /// of the body) cannot keep its nodes.
    private var identity: ViewIdentity?
    private var isRefreshing = false
    /// How often the body placed its content while refreshing, and whether it placed it
    /// anywhere but where it did the first time.
    private var placements = 0
    private var placedElsewhere = false

    init(content: any View) {
        self.content = content
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        placements += 1
        if isRefreshing, let nodes {
            placedElsewhere = placedElsewhere || context.identity != identity
            for (node, count) in zip(nodes, counts) {
                node.restoreDecorations(count: count)
            }
            return nodes
        }
        let resolved = context.resolve(content)
        identity = context.identity
        nodes = resolved
        counts = resolved.map(\.decorationLog.count)
        return resolved
    }

    func beginRefresh() {
        isRefreshing = true
        placements = 0
        placedElsewhere = false
    }

    /// Ends a refresh; returns whether the body placed the content exactly once, where it did
    /// the first time (anything else cannot be refreshed in place).
    func endRefresh() -> Bool {
        isRefreshing = false
        return placements == 1 && !placedElsewhere
    }
}
