/// `transition(_:)`: gives the modified view its transition (a trait its insertion and removal
/// read), and resolves it through the identity phase of the `Transition`s the transition is
/// made of.
///
/// How a body's phases become effects: each phase's body is resolved once more around a
/// `TransitionProbe` instead of the view, at an identity of its own below the view's, in a
/// transaction without animation (a phase's values never animate there), and the effects on
/// the nodes from the body's top node down to the probe are that phase's effects. Those
/// nodes are not part of the tree, and go with the pass's garbage.
nonisolated struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: AnyTransition

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        var view = content
        for body in transition.bodies {
            view = body.apply(to: view, phase: .identity)
        }
        let nodes = context.resolveContent(view)
        var resolved = transition
        if !transition.bodies.isEmpty {
            var probes = 0
            resolved = transition.resolvingBodies { body, phase in
                probes += 1
                return Self.effects(of: body, in: phase, probe: probes, context: context)
            }
        }
        for node in nodes {
            node.decorate(.traits { $0.transition = resolved })
        }
        return nodes
    }

    /// The effects `body` draws in `phase`, innermost first, from its resolution around a
    /// probe at the view's identity's part `transition-N`.
    private static func effects(of body: TransitionBody, in phase: TransitionPhase, probe: Int, context: ResolveContext) -> [RenderEffect] {
        var probeContext = context
        probeContext.identity = context.identity.appending(.part("transition-\(probe)"))
        probeContext.modifierDepth = 0
        probeContext.transaction = Transaction()
        let nodes = probeContext.resolve(body.apply(to: TransitionProbe(), phase: phase))
        for node in nodes {
            if let path = Self.path(to: node) { return path.reversed().flatMap(\.effects) }
        }
        return []
    }

    /// The nodes from `node` down to the probe, outermost first; `nil` if the probe is not
    /// below `node`.
    private static func path(to node: ViewNode) -> [ViewNode]? {
        if node.typeName == TransitionProbe.typeName { return [node] }
        for child in node.children {
            if let path = path(to: child) { return [node] + path }
        }
        return nil
    }
}

/// The stand-in a transition's body modifies when Cutaway reads the effects of a phase.
nonisolated struct TransitionProbe: View, PrimitiveView {
    typealias Body = Never
    static let typeName = "TransitionProbe"

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.leaf(.spacer(minLength: nil), typeName: Self.typeName)]
    }
}
