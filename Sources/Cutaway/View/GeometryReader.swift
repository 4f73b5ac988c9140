import Foundation

/// A container view that gives its content its own size and position, through a proxy.
/// It takes all the space it is offered and places its content at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The reader's content is made for the frame the last layout gave the reader (nothing,
    /// the first time); if layout now gives it a frame the content would read differently, the
    /// pass resolves it again before anything reacts to it (see `ViewGraph.performPass()`).
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let reading = GeometryReading(frame: context.graph.nodes[context.identity]?.frame ?? .zero, owner: context.composite)
        let proxy = GeometryProxy(reading: reading)
        let children = context.resolve(context.graph.tracking(owner: context.composite) { AnyView(content(proxy)) }, component: .index(0))
        return [context.node(.geometryReader(reading), typeName: "GeometryReader", children: children)]
    }
}

/// The size and position of a `GeometryReader`, for its content.
public struct GeometryProxy {
    let reading: GeometryReading

    /// The reader's size.
    public var size: CGSize { reading.frame.size }

    /// The reader's frame in `coordinateSpace`: `.local` (origin zero) or `.global` (the canvas).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            reading.readsPosition = true
            return reading.frame
        }
    }
}

/// The frame a geometry reader's content was made for, and what of it the content read: a
/// reader that moves without changing size needs its content made again only if the content
/// asked where it is.
final class GeometryReading {
    let frame: CGRect
    /// Whether the content asked for the reader's position (`frame(in: .global)`), not only its size.
    var readsPosition = false
    /// The composite whose body holds the reader: where the content is made again.
    private(set) weak var owner: CompositeNode?

    init(frame: CGRect, owner: CompositeNode? = nil) {
        self.frame = frame
        self.owner = owner
    }

    /// Whether content made for this reading would read otherwise in a reader at `frame`.
    func isStale(in frame: CGRect) -> Bool {
        frame.size != self.frame.size || (readsPosition && frame.origin != self.frame.origin)
    }
}

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable, Sendable {
    case local
    case global
}
