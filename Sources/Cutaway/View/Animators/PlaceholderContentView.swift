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
        guard let transaction else { return context.resolve(content, component: .part("placeholder")) }
        var outer = context
        outer.transaction = transaction
        return outer.resolveContent(content)
    }
}
