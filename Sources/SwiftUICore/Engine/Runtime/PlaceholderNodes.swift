/// The nodes a stand-in for content made when the body around it was evaluated, by where the
/// body placed it: an animator's placeholder (`PlaceholderContentView`), an animatable
/// modifier's content. When the body is made again for a new value, the stand-in, which holds
/// the same view, is given its nodes back as its view made them (before the body's modifiers
/// decorated them) instead of resolving the view again.
final class PlaceholderNodes {
    private struct Kept {
        let made: MadeNodes
        let environment: EnvironmentValues
        let transaction: Transaction
    }

    private var kept: [ViewIdentity: Kept] = [:]
    /// Whether the body is being made again: until then, stand-ins resolve and keep.
    var isReplaying = false

    /// The nodes of `content` resolved at `context`'s identity: those kept there, put back as
    /// their view made them, if the stand-in is placed there again in the same environment
    /// and transaction; else resolved now (with `resolve`) and kept.
    func nodes(in context: ResolveContext, resolve: (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        if isReplaying, let entry = kept[context.identity], entry.transaction.isSame(as: context.transaction),
           entry.environment.isEqual(to: context.environment) {
            return entry.made.restored()
        }
        let nodes = resolve(context)
        kept[context.identity] = Kept(made: MadeNodes(nodes), environment: context.environment, transaction: context.transaction)
        return nodes
    }
}
