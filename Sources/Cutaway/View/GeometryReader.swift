import Foundation

/// A container view that gives its content its own size and position, through a proxy.
/// It takes all the space it is offered and places its content at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let content = content
        let reader = GeometryReaderContent(context: context) { proxy in
            context.graph.tracking(owner: context.owner) { AnyView(content(proxy)) }
        }
        return [context.leaf(.geometryReader(reader), typeName: "GeometryReader")]
    }
}

/// A geometry reader's content closure with the context to resolve it in.
struct GeometryReaderContent {
    let context: ResolveContext
    let makeContent: (GeometryProxy) -> AnyView
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
