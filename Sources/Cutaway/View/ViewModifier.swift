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
        // A modifier may keep state, and an animatable modifier's body runs on its animatable
        // data sampled at the current time.
        var modifier = modifier
        if let animatable = modifier as? any Animatable {
            modifier = sampled(animatable, in: context) as! Modifier
        }
        // The modifier's state lives at its own identity; a change to it re-renders the
        // modifier's body in that change's transaction.
        let identity = context.identity.appending(.type(baseTypeName(Modifier.self)))
        bindDynamicProperties(
            of: modifier, in: DynamicPropertyContext(graph: context.graph, identity: identity, environment: context.environment))
        var bodyContext = context
        if let transaction = context.graph.pendingTransaction(for: identity) {
            bodyContext.transaction = transaction
        }
        let body = modifier.body(content: _ViewModifier_Content(content: content))
        return bodyContext.resolve(body, component: .type(baseTypeName(Modifier.self)))
    }

    private func sampled<A: Animatable>(_ modifier: A, in context: ResolveContext) -> A {
        context.animated(modifier, key: "modifier")
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
