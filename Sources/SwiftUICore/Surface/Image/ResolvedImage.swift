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
    /// A symbol's own colour in the multicolour rendering mode (`SymbolCatalog.multicolor`),
    /// which it is filled with instead of the foreground style.
    var multicolor: Color.Resolved?

    init(_ image: Image, in context: ResolveContext) {
        self.init(image, in: context.environment, textEngine: context.graph.engine.textEngine, images: context.graph.images)
    }

    init(_ image: Image, in environment: EnvironmentValues, textEngine: any TextEngine, images: ImageCatalog) {
        isResizable = image.isResizable
        capInsets = image.capInsets
        interpolation = image.interpolation
        firstBaseline = nil
        multicolor = nil
        switch image.source {
        case .named(let name, let bundle):
            isTemplate = image.renderingMode == .template
            if let file = images.file(named: name, bundle: bundle, colorScheme: environment.colorScheme, displayScale: environment.displayScale) {
                isTemplate = image.renderingMode.map { $0 == .template } ?? file.prefersTemplate
                content = .bitmap(file)
                size = file.size
            } else {
                content = .empty
                size = .zero
            }
        case .system(let name):
            isTemplate = image.renderingMode != .original
            let font = environment.font(styledWith: environment.textAttributes)
            let metrics = textEngine.metrics(of: font)
            let names = environment.symbolVariants.names(for: name)
            let drawn = names.first { SymbolCatalog.codepoint(for: $0) != nil }
            let glyph = drawn.flatMap(SymbolCatalog.codepoint(for:)).flatMap { textEngine.symbolGlyph($0) }
            if (image.symbolRenderingMode ?? environment.symbolRenderingMode) == .multicolor, let drawn {
                multicolor = SymbolCatalog.multicolor(for: drawn)?.resolve(in: environment)
            }
            let layout = SymbolLayout(glyph: glyph, font: font, metrics: metrics, scale: environment.imageScale)
            size = layout.size
            firstBaseline = layout.firstBaseline
            if let outline = layout.outline {
                // A symbol that points along the text (`chevron.forward`, `arrow.uturn.backward`)
                // turns round right to left, as SF Symbols' directional symbols do.
                let turns = environment.layoutDirection == .rightToLeft && Self.isDirectional(name)
                content = .symbol(turns
                    ? outline.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: layout.size.width, ty: 0)) : outline)
            } else {
                content = .placeholder(layout.inkRect)
                images.noteMissingSymbol(name)
            }
        }
    }

    /// Whether the symbol `name` points forward or backward along the text: a part after its
    /// first says so (`chevron.forward`, not `forward.fill`, the media symbol).
    static func isDirectional(_ name: String) -> Bool {
        name.split(separator: ".").dropFirst().contains { $0 == "forward" || $0 == "backward" }
    }

    /// What it draws in `frame`: a bitmap stretched over it (painted in `color` through its
    /// opacity when a template), a symbol's outline scaled to it and filled with `gradient`
    /// or else `color`, or a symbol's placeholder, a dashed box with a diagonal in `color`.
    func displayItems(in frame: CGRect, color: Color.Resolved, gradient: GradientPaint?, element: ElementID) -> [DisplayItem] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        // From the natural frame at the origin to the frame it was given.
        let place = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            .scaledBy(x: size.width > 0 ? frame.width / size.width : 1, y: size.height > 0 ? frame.height / size.height : 1)
        switch content {
        case .bitmap(let file):
            return [.image(
                ImageRun(file: file, rect: frame, capInsets: capInsets, interpolation: interpolation, tint: isTemplate ? color : nil),
                element: element)]
        case .symbol(let outline):
            let path = outline.applying(place)
            if let multicolor { return [.fill(path, color: multicolor, element: element)] }
            return [gradient.map { .gradient(path, $0, stroke: nil, element: element) } ?? .fill(path, color: color, element: element)]
        case .placeholder(let ink):
            // SF Symbols' own sign of a missing symbol is a dashed square; a diagonal makes it
            // unmistakable at any size.
            let inked = ink.applying(place)
            let lineWidth = max(1, min(inked.width, inked.height) / 12)
            let box = inked.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
            var path = Path(roundedRect: box, cornerRadius: min(box.width, box.height) / 5, style: .circular)
            path.move(to: CGPoint(x: box.minX, y: box.maxY))
            path.addLine(to: CGPoint(x: box.maxX, y: box.minY))
            return [.stroke(path, color: color, style: StrokeStyle(lineWidth: lineWidth, dash: [lineWidth * 2, lineWidth]), element: element)]
        case .empty:
            return []
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
