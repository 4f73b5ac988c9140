/// What a view needs to turn itself into nodes: where it sits (its identity) and the
/// environment it inherits.
struct ResolveContext {
    var identity: ViewIdentity
    var environment: EnvironmentValues

    /// Resolves `view` one identity step below this context.
    func resolve(_ view: any View, component: ViewIdentity.Component) -> [ViewNode] {
        var child = self
        child.identity = identity.appending(component)
        return child.resolve(view)
    }

    /// Resolves `view` at this context's identity: a primitive makes its nodes, a composite
    /// view is replaced by its body, one identity step (its type) deeper.
    func resolve(_ view: any View) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: self)
        }
        return resolveBody(of: view)
    }

    private func resolveBody<V: View>(of view: V) -> [ViewNode] {
        resolve(view.body, component: .type(baseTypeName(V.self)))
    }

    /// A context whose environment is changed by `update`.
    func updatingEnvironment(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var context = self
        update(&context.environment)
        return context
    }

    /// A leaf node for this context.
    func leaf(_ kind: ViewNode.Kind, typeName: String) -> ViewNode {
        ViewNode(identity: identity, typeName: typeName, kind: kind, children: [], environment: environment)
    }

    /// Nodes that wrap each of `content`'s nodes in a single-child layout made by `makeLayout`.
    ///
    /// A modifier applied to several views (a `Group`, a `ForEach`) applies to each of them,
    /// as in SwiftUI. The wrapper takes over its child's traits (layout values, priority), so a
    /// parent layout sees them through any number of modifiers.
    func wrapEach(_ content: [ViewNode], typeName: String, _ makeLayout: () -> any Layout) -> [ViewNode] {
        content.map { child in
            let node = ViewNode(
                identity: child.identity.appending(.part(typeName)), typeName: typeName,
                kind: .layout(makeLayoutBox(makeLayout())), children: [child], environment: environment)
            node.traits = child.traits
            return node
        }
    }
}

/// A type's name without its generic arguments (`VStack<TupleView<...>>` becomes `VStack`):
/// short enough for identity paths, and enough to tell views apart where a body's type is
/// fixed by its parent's. Type-erased positions use the full name (see `AnyView`).
func baseTypeName(_ type: Any.Type) -> String {
    let name = _typeName(type, qualified: false)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}
