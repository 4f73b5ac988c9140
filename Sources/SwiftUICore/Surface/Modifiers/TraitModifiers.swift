import Foundation

/// Sets a trait (a layout value or the layout priority) on each node of the modified view.
nonisolated struct _TraitWritingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let write: (inout ViewTraits) -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.traits(write))
        }
        return nodes
    }
}

/// Gives the modified view an explicit identity.
nonisolated struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: ID

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.resolve(content, component: context.explicitComponent(id))
    }
}

nonisolated extension View {
    /// Passes `value` for `key` up to the layout that arranges this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
    }

    /// Sets the priority with which a stack gives this view space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitWritingModifier { $0.layoutPriority = value })
    }

    /// Tags this view with `tag`, by which a container finds it: a `Canvas` resolves its
    /// symbol views by their tags (`GraphicsContext.resolveSymbol(id:)`). `includeOptional`
    /// is SwiftUI's (a selection of optional values matching the tag) and changes nothing here.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TraitWritingModifier { $0.tag = AnyHashable(tag) })
    }

    /// Orders this view among its siblings, in any container, when they are drawn: a higher
    /// `value` in front (default 0); siblings of equal value keep their order. Layout does not
    /// change. As in SwiftUI, it is a trait, not animatable data: a change reorders at once.
    public func zIndex(_ value: Double) -> some View {
        // (A NaN would leave the order undefined: it counts as 0.)
        let value = value.isNaN ? 0 : value
        return modifier(_TraitWritingModifier { $0.zIndex = value })
    }

    /// Gives this view an explicit identity: a different `id` makes it a different view.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: id))
    }
}
