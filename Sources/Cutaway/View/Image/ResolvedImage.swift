import Foundation

/// What an image node shows, resolved from an `Image` in its environment: a bitmap file, a
/// symbol's outline, a placeholder for a symbol with no counterpart, or nothing; its natural
/// size in points; how it takes a frame and how it is painted.
struct ResolvedImage {
    enum Content {
        case bitmap(ImageFile)
        /// The symbol's outline in points, filling the rectangle of the natural size at the
        /// origin.
        case symbol(Path)
        /// A symbol name with no counterpart: drawn as a dashed box where a full-size symbol's
        /// ink would be, in the frame at the origin.
        case placeholder(CGRect)
        /// A named image that was not found: nothing, of no size, as on iOS.
        case empty
    }

    var content: Content
    var size: CGSize
    /// The text baseline a symbol sits on, from its top (a bitmap has none).
    var firstBaseline: CGFloat?
    var isResizable: Bool
    var capInsets: EdgeInsets
    var interpolation: Image.Interpolation
    /// Whether it paints the foreground style through its opacity instead of its colours.
    var isTemplate: Bool

    init(_ image: Image, in context: ResolveContext) {
        let environment = context.environment
        isResizable = image.isResizable
        capInsets = image.capInsets
        interpolation = image.interpolation
        firstBaseline = nil
        switch image.source {
        case .named(let name, let bundle):
            isTemplate = image.renderingMode == .template
            if let file = context.graph.images.file(named: name, bundle: bundle, colorScheme: environment.colorScheme) {
                content = .bitmap(file)
                size = file.size
            } else {
                content = .empty
                size = .zero
            }
        case .system(let name):
            isTemplate = image.renderingMode != .original
            let textEngine = context.graph.engine.textEngine
            let font = environment.textAttributes.font(over: environment.font ?? .body)
            let metrics = textEngine.metrics(of: font)
            let names = environment.symbolVariants.names(for: name)
            let glyph = names.lazy.compactMap { SymbolCatalog.codepoint(for: $0) }.first.flatMap { textEngine.symbolGlyph($0) }
            let layout = SymbolLayout(glyph: glyph, font: font, metrics: metrics, scale: environment.imageScale)
            size = layout.size
            firstBaseline = layout.firstBaseline
            if let outline = layout.outline {
                content = .symbol(outline)
            } else {
                content = .placeholder(layout.inkRect)
                context.graph.images.noteMissingSymbol(name)
            }
        }
    }

    /// The size it takes for `proposal`: its natural size, or, resizable, the proposal (its
    /// natural length where a dimension is unspecified); a missing image, none.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if case .empty = content { return .zero }
        guard isResizable else { return size }
        return proposal.replacingUnspecifiedDimensions(by: size)
    }
}
