/// A modifier that turns a view into another: `content.modifier(M())`.
public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified, as seen from inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A modifier the runtime applies itself (padding, frame, environment writes, effects...).
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// The nodes for `content` modified by this modifier, resolved in `context`.
    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode]
}

/// The placeholder for a modifier's content inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content, component: .part("content"))
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

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeNodes(content: content, in: context)
        }
        // An animatable modifier's body runs on its animatable data sampled at the current time.
        if let animatable = modifier as? any Animatable, let nodes = makeAnimatedNodes(animatable, in: context) {
            return nodes
        }
        return makeBodyNodes(modifier, content: content, in: context)
    }

    /// The nodes of `modifier`'s body around `content`.
    private func makeBodyNodes(_ modifier: Modifier, content: any View, in context: ResolveContext) -> [ViewNode] {
        // A modifier may keep state: it lives at the modifier's own identity, and a change to
        // it re-renders the modifier's body in that change's transaction.
        let identity = context.identity.appending(.type(baseTypeName(Modifier.self)))
        bindDynamicProperties(
            of: modifier, in: DynamicPropertyContext(graph: context.graph, identity: identity, environment: context.environment))
        var bodyContext = context
        if let transaction = context.graph.pendingTransaction(for: identity) {
            bodyContext.transaction = transaction
        }
        // Observable reads in the body make it run again, as a change to its state does.
        let body = context.graph.tracking(owner: identity) { modifier.body(content: _ViewModifier_Content(content: content)) }
        return bodyContext.resolve(body, component: .type(baseTypeName(Modifier.self)))
    }

    /// The nodes of an animatable modifier's body, sampled now, and a refresher that makes the
    /// body again at a later time around the same content nodes (`nil` if the modifier has no
    /// animatable data).
    private func makeAnimatedNodes<A: Animatable>(_ modifier: A, in context: ResolveContext) -> [ViewNode]? {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        let site = AnimatedModifierSite(content: content)
        let outputs = makeBodyNodes(context.animated(modifier, key: "modifier") as! Modifier, content: site, in: context)
        let counts = outputs.map(\.decorationLog.count)
        context.refreshing(modifier, key: "modifier") { sampled in
            // (A body resolved again in place may have handed these nodes to others.)
            let outputs = outputs.map(\.current)
            // What modifiers outside this one added to its nodes, kept while the body is made again.
            let outer = zip(outputs, counts).map { node, count in node.decorationLog.dropFirst(count) }
            site.beginRefresh()
            let remade = makeBodyNodes(sampled as! Modifier, content: site, in: context)
            // Enclosing bodies remember how many decorations these nodes had: the body must
            // make as many again, on nodes for the same views.
            guard site.endRefresh(), remade.map(\.identity) == outputs.map(\.identity),
                  remade.map(\.decorationLog.count) == counts
            else { return false }
            for index in outputs.indices {
                outputs[index].adopt(remade[index], outer: outer[index])
            }
            context.graph.refreshedDecorations = true
            return true
        }
        return outputs
    }
}

/// The content of an animatable modifier, as its body sees it: resolved once, and handed back
/// as the same nodes, as they were resolved, when a refresher makes the body again.
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
            let current = nodes.map(\.current)
            for (node, count) in zip(current, counts) {
                node.restoreDecorations(count: count)
            }
            return current
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

extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
