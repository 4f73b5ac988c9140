/// The view a modifier applies its closure to, as the closure sees it: a stand-in to modify,
/// resolved where the closure places it. Inside `.animation(_:body:)` it keeps the transaction
/// from outside the modifier, so only what `body` adds animates; for `keyframeAnimator` and
/// `phaseAnimator` it is the content as it is.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View
    /// The transaction from outside `.animation(_:body:)`; `nil` for an animator's content.
    let transaction: Transaction?

    init(_ content: any View) {
        self.content = content
        transaction = nil
    }

    init(content: any View, transaction: Transaction) {
        self.content = content
        self.transaction = transaction
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        guard let transaction else { return resolveAnimatorContent(in: context) }
        var outer = context
        outer.transaction = transaction
        return outer.resolveContent(content)
    }

    /// The content of an animator's placeholder. While the animator makes its content again
    /// for a new value (`KeyframeAnimator`), the placeholder holds the same view as when the
    /// body was evaluated: where it is placed again with the same environment and
    /// transaction, its nodes are kept as they were (see `PlaceholderNodes`).
    private func resolveAnimatorContent(in context: ResolveContext) -> [ViewNode] {
        guard let kept = context.placeholderNodes else { return context.resolve(content, component: .part("placeholder")) }
        if let nodes = kept.nodes(at: context.identity, environment: context.environment, transaction: context.transaction) {
            return nodes
        }
        // A placeholder inside the content is another animator's.
        var inner = context
        inner.placeholderNodes = nil
        let nodes = inner.resolve(content, component: .part("placeholder"))
        kept.keep(nodes, at: context.identity, environment: context.environment, transaction: context.transaction)
        return nodes
    }
}

/// The nodes an animator's placeholder made when the animator's body was evaluated, by where
/// the content placed it: when the animator makes its content again for a new value, the
/// placeholder, which holds the same view, is given them back as its view made them (before
/// the content's modifiers decorated them) instead of resolving the view again.
final class PlaceholderNodes {
    private struct Kept {
        let nodes: [ViewNode]
        let decorationCounts: [Int]
        let environment: EnvironmentValues
        let transaction: Transaction
    }

    private var kept: [ViewIdentity: Kept] = [:]
    /// Whether the content is being made again: until then, placeholders resolve and keep.
    var isReplaying = false

    /// The nodes kept at `identity`, put back as their view made them, if the placeholder is
    /// placed there again in the same environment and transaction.
    func nodes(at identity: ViewIdentity, environment: EnvironmentValues, transaction: Transaction) -> [ViewNode]? {
        guard isReplaying, let entry = kept[identity], entry.transaction.isSame(as: transaction),
              entry.environment.isEqual(to: environment)
        else { return nil }
        for (node, count) in zip(entry.nodes, entry.decorationCounts) {
            node.restoreDecorations(count: count)
        }
        return entry.nodes
    }

    func keep(_ nodes: [ViewNode], at identity: ViewIdentity, environment: EnvironmentValues, transaction: Transaction) {
        kept[identity] = Kept(
            nodes: nodes, decorationCounts: nodes.map(\.decorationLog.count), environment: environment, transaction: transaction)
    }
}
