import Observation

/// Observable models (`@Observable` classes): what a body reads, it depends on.
///
/// Why: SwiftUI evaluates a body again when a property the body *read* changes, and no other
/// body. The toolchain's Observation module reports exactly that: `withObservationTracking`
/// notes every observable property read while a closure runs and calls back, once, before the
/// first of them is written.
///
/// How it works: a composite's body (the getter alone, not the views it makes: their bodies
/// track their own reads) and the content closures of primitives (`ForEach`,
/// `GeometryReader`) run inside `tracking(owner:_:)`. A write to a property read there marks
/// the owner changed in the writer's transaction, as a `@State` write does, so
/// `withAnimation { model.value = … }` animates, and only the owner's body runs again. The
/// callback fires once; the owner's next evaluation tracks again. Tracking scopes never nest
/// (a child is resolved after its parent's getter returned), so a read is attributed to one
/// owner only.
extension ViewGraph {
    /// Runs `read` (a body getter or a content closure of the view at `owner`), noting the
    /// observable properties it reads.
    func tracking<Result>(owner: CompositeNode, _ read: () -> Result) -> Result {
        let reference = owner.observationReference(in: self)
        return withObservationTracking(read) {
            // A property `owner` read is about to change: its body runs again in the writer's
            // transaction.
            if let graph = reference.graph, let owner = reference.owner {
                graph.stateDidChange(of: owner, transaction: Transaction.current)
            }
        }
    }
}

/// The graph and the node a tracking callback invalidates, held weakly: the callback may
/// outlive both.
///
/// `@unchecked Sendable`: Observation requires a `@Sendable` callback, but a graph and the
/// models its views read are used on one thread, where the writes that call back happen.
final class WeakOwner: @unchecked Sendable {
    weak var graph: ViewGraph?
    weak var owner: CompositeNode?

    init(graph: ViewGraph, owner: CompositeNode) {
        self.graph = graph
        self.owner = owner
    }
}

extension CompositeNode {
    /// The reference the node's tracking callbacks hold: one per node, however many closures
    /// it tracks (a `ForEach`'s content runs once per element). A node lives in one graph.
    func observationReference(in graph: ViewGraph) -> WeakOwner {
        if let reference = trackingReference { return reference }
        let reference = WeakOwner(graph: graph, owner: self)
        trackingReference = reference
        return reference
    }
}
