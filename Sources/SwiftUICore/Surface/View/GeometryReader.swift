import Foundation

/// A container view that gives its content its own size and position, through a proxy.
/// It takes all the space it is offered and places its content at its top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
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
        let spaces = context.environment.namedCoordinateSpaces
        if !spaces.isEmpty {
            let graph = context.graph
            reading.namedSpaceFrame = { [weak graph] name in spaces[name].flatMap { graph?.nodes[$0]?.frame } }
        }
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

    /// The reader's frame in `coordinateSpace`: `.local` (origin zero), `.global` (the
    /// canvas), or a named space: one a view around named (`coordinateSpace(name:)`), from that
    /// view's top-leading corner, or the scroll view's (`.scrollView`), known to a visual
    /// effect. Another name, or the scroll view's outside a visual effect, reads as `.global`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            reading.readsPosition = true
            return reading.frame
        case .named(let name):
            reading.readsPosition = true
            if let space = reading.namedSpaceFrame?(name) {
                return reading.frame.offsetBy(dx: -space.minX, dy: -space.minY)
            }
            guard name == NamedCoordinateSpace.scrollViewName, let viewport = reading.scrollViewport else { return reading.frame }
            return reading.frame.offsetBy(dx: -viewport.minX, dy: -viewport.minY)
        }
    }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the container named by `coordinateSpace` in the reader's own
    /// coordinates: the scroll view's visible rectangle for `.scrollView` (known to a visual
    /// effect), else `nil`.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard coordinateSpace.coordinateSpace == .named(NamedCoordinateSpace.scrollViewName),
              let viewport = reading.scrollViewport else { return nil }
        reading.readsPosition = true
        return viewport.offsetBy(dx: -reading.frame.minX, dy: -reading.frame.minY)
    }
}

/// The frame a geometry reader's content was made for, and what of it the content read: a
/// reader that moves without changing size needs its content made again only if the content
/// asked where it is.
final class GeometryReading {
    let frame: CGRect
    /// The frame of the scroll view around, where it is known (to a visual effect).
    let scrollViewport: CGRect?
    /// Whether the content asked for the reader's position (`frame(in: .global)`), not only its size.
    var readsPosition = false
    /// The last layout's frame of the view that named a space around the reader, by name.
    var namedSpaceFrame: ((AnyHashable) -> CGRect?)?
    /// The composite whose body holds the reader: where the content is made again.
    private(set) weak var owner: CompositeNode?

    init(frame: CGRect, owner: CompositeNode? = nil, scrollViewport: CGRect? = nil) {
        self.frame = frame
        self.scrollViewport = scrollViewport
        self.owner = owner
    }

    /// Whether content made for this reading would read otherwise in a reader at `frame`.
    func isStale(in frame: CGRect) -> Bool {
        frame.size != self.frame.size || (readsPosition && frame.origin != self.frame.origin)
    }
}

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    // @unchecked: a name is an `AnyHashable`, which holds Sendable names in practice.
    case local
    case global
    case named(AnyHashable)
}
