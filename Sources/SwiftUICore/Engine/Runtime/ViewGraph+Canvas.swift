import Foundation

extension ViewGraph {
    /// Runs the renderer of each canvas whose drawing is out of date, so that every canvas in
    /// the tree holds its drawing for this frame (`CanvasContent.rendering`) before the display
    /// list is built. Called by `draw()`, after the frame's sample is taken.
    ///
    /// Why here, between the sample and the builder:
    /// - A renderer needs the size its canvas is drawn at, which is known only once layout
    ///   has placed it and the geometry animations of the tick have moved it: after settling
    ///   and `startPresentationAnimations()`, not while resolving (`makeNodes` has no frame)
    ///   nor in layout (which measures and places, and runs no user drawing code).
    /// - The builder must stay pure: it reads a resolved tree and hands back data, and holds
    ///   no graph. A renderer is user code that reads state and observable models, and its
    ///   reads must be tracked against the body that made the canvas, which needs the graph
    ///   (`tracking(owner:_:)`). Run here, the renderer's drawing is data on the tree when the
    ///   builder reads it, as a text's measurement is.
    /// - Symbol views are drawn with the builder's own rules (effects, rounding, transitions
    ///   sampled at this frame's time), by a builder of their own on the same sample, so a
    ///   symbol looks exactly as its view would.
    ///
    /// A canvas keeps its rendering while its content is the same (the body that made it was
    /// reused), it is drawn at the same size, and each symbol it resolved draws the same; a
    /// canvas inside a symbol is brought up to date before the canvas that draws it.
    func renderCanvases(sample: PresentationSample, rounding: PixelRounding) {
        guard let tree else { return }
        func visit(_ node: ViewNode) {
            for child in node.children {
                visit(child)
            }
            if case .canvas(let content) = node.kind {
                render(content, of: node, sample: sample, rounding: rounding)
            }
        }
        visit(tree)
    }

    private func render(_ content: CanvasContent, of node: ViewNode, sample: PresentationSample, rounding: PixelRounding) {
        let size = rounding.round(node.presentedFrame).size
        let engine = engine
        func symbolDrawing(tagged tag: AnyHashable) -> SymbolDrawing? {
            guard let symbol = node.children.first(where: { $0.traits.tag == tag }) else { return nil }
            var builder = DisplayListBuilder(
                engine: engine, sample: sample, textHistory: [:], lastDrawing: DrawingRecord(), rounding: rounding)
            return builder.symbolDrawing(of: symbol)
        }
        if let last = content.rendering, last.size == size,
           last.symbols.allSatisfy({ tag, drawing in symbolDrawing(tagged: tag) == drawing }) {
            return
        }
        let session = CanvasSession(
            environment: node.environment, size: size, engine: engine, images: images, identity: node.identity, findSymbol: symbolDrawing)
        let layer = GraphicsLayer()
        var context = GraphicsContext(layer: layer, canvas: session)
        // Scene values the renderer reads are read by this graph's views (see `SceneValue`).
        GraphScope.$resolving.withValue(scope) {
            if let owner = content.owner {
                tracking(owner: owner) { content.renderer(&context, size) }
            } else {
                content.renderer(&context, size)
            }
        }
        content.rendering = CanvasRendering(size: size, symbols: session.resolvedSymbols, items: layer.items)
    }
}
