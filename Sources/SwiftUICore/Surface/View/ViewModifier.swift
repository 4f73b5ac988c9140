/// A modifier that turns a view into another: `content.modifier(M())`.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified, as seen from inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

nonisolated extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A modifier the runtime applies itself (padding, frame, environment writes, effects...).
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// The nodes for `content` modified by this modifier, resolved in `context`.
    nonisolated func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode]
}

/// The placeholder for a modifier's content inside its `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View
    /// For an animatable modifier, its content's nodes kept while its body is made again at a
    /// later time (the body, often a whole body of primitives, is made on every frame of the
    /// animation; its content is not resolved and measured again for it).
    var kept: PlaceholderNodes?

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        guard let kept else { return context.resolve(content, component: .part("content")) }
        return kept.nodes(in: context.child(.part("content"))) { $0.resolve(content) }
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeNodes(content: content, in: context)
        }
        // A geometry effect has no body: it transforms how its content's nodes are drawn.
        if let effect = modifier as? any GeometryEffect {
            return effect.makeEffectNodes(content: content, in: context)
        }
        // An animatable modifier's body runs on its animatable data sampled at the current time.
        if let animatable = modifier as? any Animatable, let nodes = makeAnimatedNodes(animatable, in: context) {
            return nodes
        }
        return makeBodyNodes(modifier, content: content, in: context)
    }

    /// The nodes of `modifier`'s body around `content` (whose nodes `kept` keeps, if given).
    private func makeBodyNodes(
        _ modifier: Modifier, content: any View, keeping kept: PlaceholderNodes? = nil, in context: ResolveContext
    ) -> [ViewNode] {
        // A modifier may keep state: it lives on the modifier's own node, and a change to it
        // re-renders the modifier's body in that change's transaction. (What the body sets up
        // belongs to the enclosing composite, which evaluates it whenever it evaluates.)
        // (Its node is a step below the body's identity: a composite at the top of the body
        // has a node of its own there.)
        let identity = context.identity.appending(.type(baseTypeName(Modifier.self)))
        let node = context.composite.child(at: identity.appending(.part("modifier")))
        node.validate()
        bindDynamicProperties(of: modifier, in: DynamicPropertyContext(graph: context.graph, node: node, environment: context.environment))
        var bodyContext = context
        if let transaction = context.graph.pendingTransaction(for: node.identity) {
            bodyContext.transaction = transaction
        }
        // Observable reads in the body make it run again, as a change to its state does.
        let body = context.graph.tracking(owner: node) {
            ViewCode.evaluate((modifier, _ViewModifier_Content<Modifier>(content: content, kept: kept))) { $0.body(content: $1) }
        }
        return bodyContext.resolve(body, component: .type(baseTypeName(Modifier.self)))
    }

    /// The nodes of an animatable modifier's body, sampled now, and a refresher that makes the
    /// body again at a later time, in place, around the same content nodes (`nil` if the
    /// modifier has no animatable data).
    private func makeAnimatedNodes<A: Animatable>(_ modifier: A, in context: ResolveContext) -> [ViewNode]? {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        let kept = PlaceholderNodes()
        let outputs = makeBodyNodes(context.animated(modifier, key: "modifier") as! Modifier, content: content, keeping: kept, in: context)
        kept.isReplaying = true
        let made = MadeNodes(outputs)
        context.refreshing(modifier, key: "modifier") { sampled in
            context.graph.resolveAgain(made) {
                makeBodyNodes(sampled as! Modifier, content: content, keeping: kept, in: context)
            }
        }
        return outputs
    }
}

nonisolated extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
