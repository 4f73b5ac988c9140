/// What a composite view's last body evaluation produced, so that a pass can reuse it when
/// nothing it depends on changed: the view value and the context it was resolved in, its
/// nodes, and the side registrations the evaluation made (handlers, observed values, animators,
/// state owners).
final class CompositeMemo {
    let view: any View
    /// Where the view was resolved: its identity, environment and transaction (reuse only in
    /// the same transaction, since nodes, handlers and geometry readers keep the one they were
    /// made in).
    let context: ResolveContext
    let nodes: [ViewNode]
    /// How many decorations each top node had when the body returned it, before outer
    /// modifiers added theirs: reuse puts the nodes back to these.
    let decorationCounts: [Int]
    let recording: MemoRecording

    init(view: any View, context: ResolveContext, nodes: [ViewNode], recording: MemoRecording) {
        self.view = view
        self.context = context
        self.nodes = nodes
        decorationCounts = nodes.map(\.decorationLog.count)
        self.recording = recording
    }

    /// Resolves the view again where it was resolved, for a state change inside it while its
    /// parent's body is reused.
    func resolveAgain() -> [ViewNode] {
        context.resolveBody(of: view)
    }
}

/// The registrations made while a body (and everything under it) was evaluated.
final class MemoRecording {
    var lifecycle: [LifecycleRegistry.Registration] = []
    var observedKeys: [ViewIdentity] = []
    var animatorKeys: [ViewIdentity] = []
    var stateOwners: [ViewIdentity] = []
    var memoKeys: [ViewIdentity] = []
    /// How to bring the body's animated values up to the current time without evaluating it
    /// again, in the order they were sampled (innermost first).
    var refreshers: [AnimationRefresher] = []
}

/// Brings one animated value that a body sampled up to the current time, in the nodes the
/// body made: a layout's or shape's data in its node, an animatable modifier's body made again
/// around the same content. A body whose running animations all have one is reused while they
/// run, instead of evaluated on every frame.
struct AnimationRefresher {
    /// The animator the value comes from.
    let animatorKey: ViewIdentity
    /// Samples the value again and puts it in place; returns `false` if the nodes the value
    /// makes no longer fit where the old ones were (the body is then evaluated instead).
    let refresh: () -> Bool
}
