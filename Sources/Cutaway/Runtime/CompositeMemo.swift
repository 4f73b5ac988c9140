/// What a composite view's last body evaluation produced, so that a pass can reuse it when
/// nothing it depends on changed: the view value, its environment, its nodes, and the side
/// registrations the evaluation made (handlers, observed values, animators, state owners).
final class CompositeMemo {
    let view: Any
    let environment: EnvironmentValues
    /// The transaction the body was evaluated in: reuse only in the same one, since nodes
    /// (and handlers, and geometry readers) keep the transaction they were made in.
    let transaction: Transaction
    let nodes: [ViewNode]
    /// The top nodes' decorations as the body returned them, before outer modifiers added
    /// effects or traits: reuse starts from these.
    let decorations: [ViewNode.Decorations]
    let recording: MemoRecording

    init(view: Any, environment: EnvironmentValues, transaction: Transaction, nodes: [ViewNode], recording: MemoRecording) {
        self.view = view
        self.environment = environment
        self.transaction = transaction
        self.nodes = nodes
        decorations = nodes.map(\.decorations)
        self.recording = recording
    }
}

/// The registrations made while a body (and everything under it) was evaluated.
final class MemoRecording {
    var lifecycle: [LifecycleRegistry.Registration] = []
    var observedKeys: [ViewIdentity] = []
    var animatorKeys: [ViewIdentity] = []
    var stateOwners: [ViewIdentity] = []
    var memoKeys: [ViewIdentity] = []
}

extension ViewNode {
    /// What outer modifiers change on a node after its view made it.
    struct Decorations {
        var traits: ViewTraits
        var effects: [RenderEffect]
        var accessibilityIdentifier: String?
        var tapAction: (title: String, action: () -> Void)?
        var preferences: [PreferenceValue]
        var preferenceObservers: [PreferenceObserver]
    }

    var decorations: Decorations {
        Decorations(
            traits: traits, effects: effects, accessibilityIdentifier: accessibilityIdentifier, tapAction: tapAction,
            preferences: preferences, preferenceObservers: preferenceObservers)
    }

    /// A new node with this node's content and children, and `decorations`.
    func copy(with decorations: Decorations) -> ViewNode {
        let node = ViewNode(identity: identity, typeName: typeName, kind: kind, children: children, environment: environment)
        node.traits = decorations.traits
        node.effects = decorations.effects
        node.accessibilityIdentifier = decorations.accessibilityIdentifier
        node.tapAction = decorations.tapAction
        node.preferences = decorations.preferences
        node.preferenceObservers = decorations.preferenceObservers
        node.transaction = transaction
        node.textMeasurement = textMeasurement
        return node
    }

    /// Forgets the layout results of this subtree, for a new layout pass.
    func resetLayout() {
        forEachNode { node in
            node.sizeCache = []
            node.cachedSpacing = nil
            node.isPlaced = false
        }
    }
}
