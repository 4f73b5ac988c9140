import Synchronization
/// What a view needs to turn itself into nodes: where it sits (its identity), the environment
/// it inherits, the transaction its changes belong to, and the graph that keeps its state.
struct ResolveContext {
    var identity: ViewIdentity
    var environment: EnvironmentValues
    /// The transaction of the state change being applied to this part of the tree.
    var transaction: Transaction
    // Checked (`unowned`, not `unowned(unsafe)`): no measured cost in `Scripts/bench`.
    unowned let graph: ViewGraph
    /// How many modifiers wrap the view being resolved at this identity: tells apart the
    /// records of chained modifiers (two `.onChange` on one view).
    var modifierDepth = 0
    /// The composite whose body made the view being resolved: what this part of the body sets
    /// up (animators, `onChange` values, nested composites) lives on it, and reads of
    /// observable models in closures resolved here (a `ForEach`'s content) invalidate it.
    unowned var composite: CompositeNode
    /// Where an animator's placeholder keeps its nodes while the animator's content is being
    /// made (see `PlaceholderNodes`); `nil` elsewhere.
    var placeholderNodes: PlaceholderNodes?

    /// Resolves `view` one identity step below this context.
    func resolve(_ view: any View, component: ViewIdentity.Component) -> [ViewNode] {
        child(component).resolve(view)
    }

    /// This context one identity step below, where a view is resolved as a new one.
    func child(_ component: ViewIdentity.Component) -> ResolveContext {
        var child = self
        child.identity = identity.appending(component)
        child.modifierDepth = 0
        return child
    }

    /// Resolves a modifier's content: the same identity, one modifier deeper.
    func resolveContent(_ view: any View) -> [ViewNode] {
        var inner = self
        inner.modifierDepth += 1
        return inner.resolve(view)
    }

    /// The key of a record a modifier keeps at this identity (`onChange`, `animation`, ...).
    func modifierKey(_ name: String) -> ViewIdentity {
        identity.appending(.part("\(name)\(modifierDepth)"))
    }

    /// Resolves `view` at this context's identity: a primitive makes its nodes, a composite
    /// view is replaced by its body, one identity step (its type) deeper.
    func resolve(_ view: any View) -> [ViewNode] {
        // Most views are composites: known ones skip the casts that would fail.
        let type = ObjectIdentifier(Swift.type(of: view))
        if graph.compositeTypes.contains(type) {
            return resolveBody(of: view)
        }
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: self)
        }
        // A user's shape has no body either: it draws its path.
        if let shape = view as? any Shape {
            return [shapeLeaf(shape, fill: nil)]
        }
        graph.compositeTypes.insert(type)
        return resolveBody(of: view)
    }

    /// Resolves a composite view: its body, or what it made last time if that still holds.
    func resolveBody<V: View>(of view: V) -> [ViewNode] {
        resolveBody(of: view, node: composite.child(at: identity))
    }

    /// Resolves a composite view whose node is `node`.
    func resolveBody<V: View>(of view: V, node: CompositeNode) -> [ViewNode] {
        // A view that is `Animatable` has its animatable data animated toward the new value
        // before its body runs, as SwiftUI interpolates it: the body sees every step.
        let view = sampledAnimatableView(view)
        // A view whose inputs, environment and state did not change, with nothing animating
        // inside, keeps what its body made last time: writes invalidate only what depends on them.
        if let reused = graph.reusedNodes(for: node, view: view, in: self) {
            return reused
        }
        var context = self
        context.composite = node
        if let transaction = graph.pendingTransaction(for: identity) {
            context.transaction = transaction
        }
        return graph.evaluating(view, node: node, in: self) {
            // The view's state lives on its node; a view whose state changed re-renders its
            // body in the transaction of that change.
            bindDynamicProperties(of: view, in: DynamicPropertyContext(graph: graph, node: node, environment: environment))
            // The getter alone is tracked: the views it makes track their own reads.
            let body = graph.tracking(owner: node) { ViewCode.evaluate(view) { $0.body } }
            return context.resolve(body, component: .type(baseTypeName(V.self)))
        }
    }

    /// The time at which animations started by this context's changes begin: the time of
    /// the event that made the change, or the current tick.
    var animationStartTime: Double {
        transaction.startTime ?? graph.time
    }

    /// `value` with its animatable data animated toward its new target under this context's
    /// transaction, and sampled at the current time. `key` tells apart several animatable
    /// values at one identity.
    func animated<A: Animatable>(_ value: A, key: String) -> A {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return value }
        return animated(value, animatorKey: identity.appending(.part(key)))
    }

    /// `value` animated toward its new target under this context's transaction (see
    /// `animated(_:key:)`), for a plain number such as an opacity. (Disfavoured, so that a
    /// number, which is also `Animatable`, takes the overload above: the two agree for it.)
    @_disfavoredOverload
    func animated<V: VectorArithmetic>(_ value: V, key: String) -> V {
        graph.animatedValue(of: value, for: identity.appending(.part(key)), in: self)
    }

    /// `value` animated by the animator at `animatorKey` (see `animated(_:key:)`).
    private func animated<A: Animatable>(_ value: A, animatorKey: ViewIdentity) -> A {
        var value = value
        value.animatableData = graph.animatedValue(of: value.animatableData, for: animatorKey, in: self)
        return value
    }

    /// `view`, with its animatable data sampled at the current time if it is `Animatable`
    /// (the animator lives on the composite whose body made the view, which therefore runs
    /// again on every frame of the animation).
    private func sampledAnimatableView<V: View>(_ view: V) -> V {
        guard let animatable = view as? any Animatable else { return view }
        return (animated(animatable, key: "animatableData") as? V) ?? view
    }

    /// Records how to sample `value`'s animatable data at `key` again, for a reused body, and
    /// put the sample in place with `apply` (see `AnimationRefresher`).
    func refreshing<A: Animatable>(_ value: A, key: String, apply: @escaping (A) -> Bool) {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return }
        let context = self
        let animatorKey = identity.appending(.part(key))
        composite.record(AnimationRefresher(animatorKey: animatorKey) {
            apply(context.animated(value, animatorKey: animatorKey))
        })
    }

    /// A leaf drawing `shape`, animated, filled with `fill` (the foreground style if `nil`).
    /// A shape that stands for another in the environment (`ContainerRelativeShape`) draws that
    /// one, under its own name.
    func shapeLeaf<S: Shape>(_ shape: S, fill: ShapeFill?) -> ViewNode {
        if let dependent = shape as? any EnvironmentDependentShape {
            return shapeLeaf(dependent.resolvedShape(in: environment), fill: fill, typeName: baseTypeName(S.self))
        }
        return shapeLeaf(shape, fill: fill, typeName: baseTypeName(S.self))
    }

    private func shapeLeaf<S: Shape>(_ shape: S, fill: ShapeFill?, typeName: String) -> ViewNode {
        // What the shape painted with before this change, where the change may animate.
        let previousFill = transaction.animation == nil ? nil : graph.nodes[identity]?.presentedFill
        let node = leaf(.shape(animated(shape, key: "shape"), fill: fill), typeName: typeName)
        refreshing(shape, key: "shape") { sampled in
            guard case .shape(_, let fill) = node.kind else { return false }
            node.kind = .shape(sampled, fill: fill)
            return true
        }
        animateFill(of: node, toward: fill, from: previousFill)
        return node
    }

    /// A leaf drawing `text`. A text that an earlier pass of this tick made but no frame drew
    /// (changed in `onAppear`, under an animation) starts its history from what that pass made,
    /// so that its colour animates from there, as a shape's fill does.
    func textLeaf(_ text: StyledText) -> ViewNode {
        if transaction.animation != nil, graph.textHistory[identity] == nil, let previous = graph.nodes[identity],
           case .text(let made) = previous.kind {
            graph.textHistory[identity] = TextHistory(string: made.string, items: [], color: made.color ?? previous.foreground)
        }
        return leaf(.text(text), typeName: "Text")
    }

    /// A context whose environment is changed by `update`.
    func updatingEnvironment(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var context = self
        update(&context.environment)
        return context
    }

    /// A leaf node for this context.
    func leaf(_ kind: ViewNode.Kind, typeName: String) -> ViewNode {
        node(kind, typeName: typeName, children: [])
    }

    /// The node at this context's identity (or at `identity`), made what the view now
    /// resolves to: the node that identity had in the last pass, updated in place, or a new one.
    func node(_ kind: ViewNode.Kind, typeName: String, children: [ViewNode], identity: ViewIdentity? = nil) -> ViewNode {
        let identity = identity ?? self.identity
        if let node = graph.nodes[identity] {
            node.update(typeName: typeName, kind: kind, children: children, environment: environment, transaction: transaction)
            return node
        }
        let node = ViewNode(identity: identity, typeName: typeName, kind: kind, children: children, environment: environment)
        node.transaction = transaction
        graph.nodes[identity] = node
        return node
    }

    /// Nodes that wrap each of `content`'s nodes in a single-child layout made by `makeLayout`.
    ///
    /// A modifier applied to several views (a `Group`, a `ForEach`) applies to each of them,
    /// as in SwiftUI. The wrapper takes over its child's traits (layout values, priority), so a
    /// parent layout sees them through any number of modifiers.
    func wrapEach(_ content: [ViewNode], typeName: String, _ makeLayout: () -> any Layout) -> [ViewNode] {
        content.map { child in
            let node = node(
                .layout(makeLayoutBox(makeLayout())), typeName: typeName, children: [child],
                identity: child.identity.appending(.part(typeName)))
            node.inheritTraits(from: child)
            return node
        }
    }
}

/// A type's name without its generic arguments (`VStack<TupleView<...>>` becomes `VStack`):
/// short enough for identity paths, and enough to tell views apart where a body's type is
/// fixed by its parent's. Type-erased positions use the full name (see `AnyView`).
func baseTypeName(_ type: Any.Type) -> String {
    TypeNames.cached(type, kind: .base) {
        let name = _typeName(type, qualified: false)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}

/// Type names, worked out once per type and process: asking the runtime for a generic type's
/// name builds the whole nested name every time, and bodies ask for them on every pass.
enum TypeNames {
    enum Kind { case base, erased }
    private static let names = Mutex<[Key: String]>([:])

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let kind: Kind
    }

    static func cached(_ type: Any.Type, kind: Kind, make: () -> String) -> String {
        let key = Key(type: ObjectIdentifier(type), kind: kind)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = make()
        names.withLock { $0[key] = name }
        return name
    }
}

extension ResolveContext {
    /// The identity step for an explicit id (`.id(_:)`, a `ForEach` element's id): its type and
    /// value for plain values, escaped so that no id can look like a path; for other ids (objects,
    /// `ObjectIdentifier`s, whose descriptions hold addresses) a number the graph assigns in the
    /// order it first sees them, so identities are the same in every run.
    func explicitComponent<ID: Hashable>(_ id: ID) -> ViewIdentity.Component {
        .explicit(graph.stableText(for: id))
    }
}
