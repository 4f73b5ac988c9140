/// What lives from pass to pass for a composite view (one with a body), at its identity: its
/// state, what its last body evaluation made, and everything that evaluation set up at the
/// identities inside the body (animated values, `onChange` values, lifecycle handlers, and the
/// composites nested in it). A modifier with a body has one too, for its state alone.
///
/// The composite nodes form a tree under the graph's root node, as the views nest. A node
/// lives while its parent's last evaluation (or reuse) reached it: dropping a node drops its
/// state, animators and subscriptions with it, so nothing is kept in tables to prune.
///
/// A write to a node's state (or to an observable property its body read) invalidates it and
/// marks its ancestors as holding an invalid descendant: a pass evaluates the invalid bodies
/// and reuses the others, walking down only where something changed.
final class CompositeNode {
    let identity: ViewIdentity
    private weak var parent: CompositeNode?
    /// The `@State` (and `@StateObject`) storage of the view's properties, by property name.
    var states: [String: AnyStateStorage] = [:]
    /// What the view's `@StateObject`, `@ObservedObject` and `@EnvironmentObject` properties
    /// listen to, by property name: the object's `objectWillChange`.
    var subscriptions: [String: ObjectSubscription] = [:]
    /// What the last evaluation of the body made; `nil` for a modifier (never reused).
    var memo: Memo?
    /// Animated values sampled in the body, by the identity of what they animate.
    private(set) var animators = ReachedTable<any PrunableAnimator>()
    /// `onChange` and `.animation(_:value:)` values seen in the body, by modifier identity.
    private var observedValues = ReachedTable<ObservedValue>()
    /// The lifecycle handlers registered in the body, made again when it is reused.
    private(set) var lifecycle: [LifecycleRegistry.Registration] = []
    /// How to bring the body's animated values up to the current time without evaluating it
    /// again, in the order they were sampled (innermost first).
    private(set) var refreshers: [AnimationRefresher] = []
    /// The composites (and modifiers with state) nested directly in the body, in the order
    /// the last evaluation reached them.
    private(set) var children: [CompositeNode] = []
    private var childIndex = ReachedTable<CompositeNode>()
    private(set) var isEvaluating = false
    /// Whether evaluations keep what reuse needs (refreshers, registrations to make again):
    /// not the root closure's, which runs on every pass.
    private let isReusable: Bool
    /// What observation callbacks for reads in the body hold (see `observationReference(in:)`).
    var trackingReference: WeakOwner?
    /// Whether the view's own state changed since it was last evaluated.
    private(set) var isInvalid = false
    /// Whether a node below this one is invalid.
    private(set) var hasInvalidDescendant = false

    /// A composite's view value and where it was resolved, with the nodes its body made.
    struct Memo {
        let view: any View
        /// Its identity, environment and transaction (reuse only in the same transaction,
        /// since nodes, handlers and geometry readers keep the one they were made in).
        let context: ResolveContext
        /// What the body made, as it returned it: reuse puts the nodes back so, before outer
        /// modifiers add theirs again.
        let made: MadeNodes
    }

    init(identity: ViewIdentity, parent: CompositeNode?) {
        self.identity = identity
        self.parent = parent
        isReusable = parent != nil
    }

    /// Marks the view's body as needing evaluation, and its ancestors as holding it.
    func invalidate() {
        isInvalid = true
        var ancestor = parent
        while let node = ancestor, !node.hasInvalidDescendant {
            node.hasInvalidDescendant = true
            ancestor = node.parent
        }
    }

    /// Clears the marks: the pass has reached the node, and deals with what they said.
    func validate() {
        isInvalid = false
        hasInvalidDescendant = false
    }

    /// The nodes directly below this one that are invalid or hold an invalid node.
    var invalidChildren: [CompositeNode] {
        hasInvalidDescendant ? children.filter { $0.isInvalid || $0.hasInvalidDescendant } : []
    }

    // MARK: Evaluation

    /// Evaluates the body with `body`: the node is reached (its marks cleared), and what the
    /// evaluation reaches of the last one's it keeps.
    func evaluate<Result>(_ body: () -> Result) -> Result {
        validate()
        beginEvaluation()
        defer { endEvaluation() }
        return body()
    }

    private func beginEvaluation() {
        isEvaluating = true
        animators.beginReaching()
        observedValues.beginReaching()
        childIndex.beginReaching()
        children = []
        lifecycle = []
        refreshers = []
    }

    /// What the evaluation did not reach is dropped.
    private func endEvaluation() {
        isEvaluating = false
        animators.dropUnreached()
        observedValues.dropUnreached()
        childIndex.dropUnreached()
    }

    /// The node of the composite (or modifier) at `identity`, nested in this body.
    func child(at identity: ViewIdentity) -> CompositeNode {
        switch childIndex.reach(identity) {
        case .reachedBefore(let node):
            return node
        case .kept(let node):
            children.append(node)
            return node
        case nil:
            let node = CompositeNode(identity: identity, parent: self)
            childIndex.insert(node, at: identity)
            children.append(node)
            return node
        }
    }

    /// The animator of type `A` at `key`, kept for the body, or `nil` after `make()`'s is put
    /// there (the value starts where it is).
    func animator<A: PrunableAnimator>(at key: ViewIdentity, make: () -> A) -> A? {
        if let animator = animators.reach(key)?.value as? A { return animator }
        animators.insert(make(), at: key)
        return nil
    }

    /// The value the body last recorded at `key`.
    func observedValue(at key: ViewIdentity) -> ObservedValue? {
        observedValues.reach(key)?.value
    }

    func setObservedValue(_ value: ObservedValue, at key: ViewIdentity) {
        observedValues.insert(value, at: key)
    }

    /// Keeps a registration made by the body being evaluated (a refresh makes none to keep:
    /// the evaluation's stand).
    func record(_ registration: LifecycleRegistry.Registration) {
        if isEvaluating, isReusable { lifecycle.append(registration) }
    }

    func record(_ refresher: AnimationRefresher) {
        if isEvaluating, isReusable { refreshers.append(refresher) }
    }

    /// Whether a value sampled in this subtree is still animating.
    var isAnimating: Bool {
        animators.contains { _, animator in animator.isAnimating } || children.contains { $0.isAnimating }
    }

    /// Drops the finished animations of this subtree at `time`.
    func removeFinishedAnimations(at time: Double) {
        animators.forEach { _, animator in animator.removeFinished(at: time) }
        for child in children {
            child.removeFinishedAnimations(at: time)
        }
    }
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

/// Values a body's evaluations keep by identity: what an evaluation reaches stays, the rest
/// goes when it ends. A value reached costs one lookup, and the table is not made anew.
struct ReachedTable<Value> {
    private var entries: [ViewIdentity: (value: Value, evaluation: Int)] = [:]
    /// The evaluation under way (or the last one).
    private var evaluation = 0
    /// How many entries the evaluation reached.
    private var reached = 0

    /// What `reach(_:)` found.
    enum Found {
        /// Kept from an earlier evaluation, reached now for the first time.
        case kept(Value)
        /// Already reached in this evaluation.
        case reachedBefore(Value)

        var value: Value {
            switch self {
            case .kept(let value), .reachedBefore(let value): value
            }
        }
    }

    mutating func beginReaching() {
        evaluation += 1
        reached = 0
    }

    mutating func dropUnreached() {
        guard reached < entries.count else { return }
        let current = evaluation
        entries = entries.filter { $0.value.evaluation == current }
    }

    /// The value at `key`, now reached.
    mutating func reach(_ key: ViewIdentity) -> Found? {
        guard let index = entries.index(forKey: key) else { return nil }
        if entries.values[index].evaluation == evaluation { return .reachedBefore(entries.values[index].value) }
        entries.values[index].evaluation = evaluation
        reached += 1
        return .kept(entries.values[index].value)
    }

    /// Puts `value` at `key`, reached.
    mutating func insert(_ value: Value, at key: ViewIdentity) {
        if entries.updateValue((value, evaluation), forKey: key)?.evaluation != evaluation { reached += 1 }
    }

    func contains(where predicate: (ViewIdentity, Value) -> Bool) -> Bool {
        entries.contains { predicate($0.key, $0.value.value) }
    }

    func forEach(_ body: (ViewIdentity, Value) -> Void) {
        for (key, entry) in entries { body(key, entry.value) }
    }
}
