import Foundation

/// A view that draws what its renderer draws into a `GraphicsContext`: immediate-mode
/// drawing, as SwiftUI's `Canvas` is.
///
/// A canvas fills the space it is offered, as a shape does, and calls its renderer with the
/// size it is drawn at: its laid-out frame, moved and resized by any geometry animation in
/// flight and rounded to pixels, as a shape's path is made for it. What the renderer draws is
/// cut at the canvas's bounds. The symbol views (`symbols`), each tagged with `tag(_:)`, are
/// laid out offered the canvas's size and drawn only where the renderer draws them
/// (`GraphicsContext.resolveSymbol(id:)`).
///
/// The renderer runs again whenever the canvas is drawn otherwise: when the body that made it
/// runs again (a `@State` it reads changed, or an animation moves the values it was made
/// with), when its size changes, or when a symbol it drew draws otherwise. Observable models
/// it reads are the enclosing body's reads: a change makes that body, and so the canvas, new.
/// Where it runs, and why there, is in `ViewGraph.renderCanvases(sample:rounding:)`.
///
/// Design boundaries: `opaque`, `colorMode` and `rendersAsynchronously` are kept and change
/// nothing (Cutaway draws every frame in sRGB, on the frame's clock); symbol views are not
/// part of the frame's geometry (inspection does not list them) and take no transitions.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The views the renderer can draw, each found by its tag.
    public var symbols: Symbols
    /// Draws the canvas's content, given a context and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (accepted; Cutaway draws it as it draws).
    public var isOpaque: Bool
    /// The canvas's working colour space (accepted; Cutaway draws in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw its content asynchronously (accepted; Cutaway draws it with
    /// its frame).
    public var rendersAsynchronously: Bool

    /// A canvas whose renderer can draw the views of `symbols`, each found by its tag.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let symbolNodes = context.resolve(symbols, component: .index(0))
        let content = CanvasContent(renderer: renderer, owner: context.composite)
        return [context.node(.canvas(content), typeName: "Canvas", children: symbolNodes)]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

/// A canvas node's renderer and its last rendering.
///
/// A class, made anew each time the canvas's view is resolved: a node whose body was reused
/// keeps the same content, and with it the last rendering, which holds while the canvas is
/// drawn at the same size with the same symbols. A canvas made again starts with none.
final class CanvasContent {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The composite whose body made the canvas: the renderer's reads of observable models
    /// are that body's (held weakly: the node may outlive it).
    private(set) weak var owner: CompositeNode?
    /// What the renderer drew last, and for what.
    var rendering: CanvasRendering?

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, owner: CompositeNode) {
        self.renderer = renderer
        self.owner = owner
    }
}

/// What a canvas's renderer drew, in the canvas's coordinates, and what it drew it for: the
/// size, and the symbols it resolved (each tag's drawing, `nil` for a tag no symbol had).
struct CanvasRendering {
    let size: CGSize
    let symbols: [AnyHashable: SymbolDrawing?]
    let items: [DisplayItem]
}
