import Foundation

/// A view that gives its content a proxy to scroll the scroll views inside it:
/// SwiftUI's `ScrollViewReader`.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let proxy = ScrollViewProxy(graph: context.graph, reader: context.identity)
        let view = context.graph.tracking(owner: context.composite) { content(proxy) }
        return context.resolve(view, component: .index(0))
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` to the views it names.
///
/// `scrollTo` looks, in the last layout, for the first view (outermost, in drawing order)
/// under the reader whose explicit id (`.id(_:)`, a `ForEach` element's) is `id`, and scrolls
/// the nearest scroll view around it so that the view shows: its `anchor` at the viewport's
/// (inside the content margins), or, without an anchor, just enough that all of it shows.
/// The offset is written in the current transaction: inside `withAnimation` it animates.
/// A view a lazy stack has not resolved is not found (SwiftUI would scroll to it by its
/// estimated position): nothing scrolls.
public struct ScrollViewProxy {
    private weak var graph: ViewGraph?
    private let reader: ViewIdentity

    init(graph: ViewGraph, reader: ViewIdentity) {
        self.graph = graph
        self.reader = reader
    }

    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let graph, let tree = graph.tree else { return }
        let step = graph.stableText(for: id)
        guard let (target, controller) = tree.scrollTarget(where: { node in
            node.identity.isInside(reader) && node.identity.hasExplicitStep(step)
        }) else { return }
        controller.scroll(to: controller.offset(showing: target.frame, anchor: anchor))
    }
}

extension ViewNode {
    /// The first node in drawing order that `matches` inside a scroll view, and the
    /// controller of the nearest scroll view around it.
    func scrollTarget(where matches: (ViewNode) -> Bool) -> (ViewNode, ScrollController)? {
        func search(_ node: ViewNode, _ controller: ScrollController?) -> (ViewNode, ScrollController)? {
            if let controller, matches(node) { return (node, controller) }
            let controller = node.scrollController ?? controller
            for child in node.children {
                if let found = search(child, controller) { return found }
            }
            return nil
        }
        return search(self, nil)
    }
}
