import Foundation

private enum NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: ViewIdentity] { [:] }
}

extension EnvironmentValues {
    /// The views that named a coordinate space around this one (`coordinateSpace(name:)`), by
    /// name: the nearest of each name wins, as in SwiftUI.
    var namedCoordinateSpaces: [AnyHashable: ViewIdentity] {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

/// Names this view's frame as a coordinate space for the views inside it: a geometry reader's
/// `frame(in: .named(name))` is then measured from this view's top-leading corner.
///
/// The view's nodes are wrapped in one that lays them out unchanged and whose identity is known
/// before they are resolved, so that the readers inside find its frame (the last layout's, as a
/// reader's own frame is) in the graph.
nonisolated struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let identity = context.identity.appending(.part("coordinateSpace"))
        let children = context.updatingEnvironment { $0.namedCoordinateSpaces[name] = identity }.resolveContent(content)
        guard children.count == 1, let child = children.first else { return children }
        let node = context.node(.layout(makeLayoutBox(CoordinateSpaceLayout())), typeName: "coordinateSpace", children: [child], identity: identity)
        node.inheritTraits(from: child)
        return [node]
    }
}

/// Lays its only child out as if it were not there.
struct CoordinateSpaceLayout: TransparentModifierLayout {}

nonisolated extension View {
    /// Names this view's coordinate space, for `frame(in: .named(name))` inside it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (`.coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
