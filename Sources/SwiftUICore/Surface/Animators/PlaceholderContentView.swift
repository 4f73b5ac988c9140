/// The view a modifier applies its closure to, as the closure sees it: a stand-in to modify,
/// resolved where the closure places it. Inside `.animation(_:body:)` it keeps the transaction
/// from outside the modifier, so only what `body` adds animates; for `keyframeAnimator` and
/// `phaseAnimator` it is the content as it is.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
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
        return kept.nodes(in: context) { context in
            // A placeholder inside the content is another animator's.
            var inner = context
            inner.placeholderNodes = nil
            return inner.resolve(content, component: .part("placeholder"))
        }
    }
}
