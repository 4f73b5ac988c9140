import Foundation

/// Which parts of a frame `matchedGeometryEffect` copies from the group's source.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The position of the view's anchor.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The group a matched view belongs to: an identifier within a namespace.
///
/// `@unchecked Sendable`: the identifier is a user's hashable value, which the graph only
/// compares, on the thread that resolves views (a transition keeps the key of its zoom source).
struct MatchedGeometryKey: Hashable, @unchecked Sendable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// What `matchedGeometryEffect` puts on a view's node (see `ViewGraph+MatchedGeometry`).
struct MatchedGeometryMark {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: marks the nodes of its content
/// with their group; the graph does the rest after layout and when views come and go.
nonisolated struct _MatchedGeometryEffect: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mark: MatchedGeometryMark

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.graph.matchedGeometry.isInUse = true
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.matchedGeometry(mark))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Links this view's geometry to the other views of the group `id` in `namespace`.
    ///
    /// Of the views in the group, the first with `isSource` true (in drawing order) is its
    /// source; every other view is laid out over the source's frame: placed with its `anchor`
    /// on the source's (`properties` holding `.position`) and offered the source's size
    /// (holding `.size`). When, in one animated change, a view of the group is removed and
    /// another inserted, the inserted one moves from the removed one's frame to its own, and
    /// the removed one moves to the inserted one's frame while its removal transition runs,
    /// so the two read as one view that moves; each still fades with its transition.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(_MatchedGeometryEffect(mark: MatchedGeometryMark(
            key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
            properties: properties, anchor: anchor, isSource: isSource)))
    }
}
