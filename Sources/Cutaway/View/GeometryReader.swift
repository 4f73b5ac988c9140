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
    /// the first time); if layout now gives it another, the pass resolves it again before
    /// anything reacts to it (see `ViewGraph.performPass()`).
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let frame = context.graph.nodes[context.identity]?.frame ?? .zero
        let proxy = GeometryProxy(size: frame.size, globalFrame: frame)
        let children = context.resolve(context.graph.tracking(owner: context.owner) { AnyView(content(proxy)) }, component: .index(0))
        return [context.node(.geometryReader(contentFrame: frame), typeName: "GeometryReader", children: children)]
    }
}

/// The size and position of a `GeometryReader`, for its content.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect

    /// The reader's frame in `coordinateSpace`: `.local` (origin zero) or `.global` (the canvas).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global: globalFrame
        }
    }
}

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable, Sendable {
    case local
    case global
}
