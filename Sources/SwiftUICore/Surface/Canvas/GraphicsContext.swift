import Foundation

/// What a `Canvas`'s renderer draws with: an immediate-mode drawing destination and its
/// current state, as SwiftUI's `GraphicsContext` is.
///
/// Why it records display items instead of drawing: the engine emits data (a display list)
/// and only the backends draw, so a drawing operation becomes the display items a view would
/// make for it — a fill, a stroke, a gradient, a text run — wrapped in the groups the state
/// asks for. The canvas's items are the display list's, drawn by Cairo and by the SVG writers
/// like any others.
///
/// How it works: a context is a value holding its state (`transform`, `opacity`, `blendMode`,
/// clip shapes and filters) and a reference to the layer it draws into. A copy (`var copy =
/// context`, or the context `drawLayer` hands its content) has its own state and draws into
/// the same layer, so changing one copy's state never changes another's, as SwiftUI documents
/// ("each context references a particular layer in a tree of transparency layers, and also
/// contains a full copy of the drawing state"). Each operation's items are, from the inside
/// out: the item in user space; a transform group (the context's transform, from user space
/// to the canvas's); a group per filter, in the order they were added; an opacity group; a
/// blend group; a clip or mask group per clip shape. That is the order SwiftUI's
/// `addFilter(_:options:)` documents: the operation is filtered alone, then composited with
/// the context's blend mode, opacity and clip shapes.
///
/// Design boundaries: filters work in the canvas's coordinates (a blur's radius and a
/// shadow's offset are not scaled or turned by the context's transform); the colour filters
/// and some options draw nothing of their own (see `Filter`, `BlendMode`); an even-odd
/// `FillStyle` is drawn with the non-zero rule, as everywhere in Cutaway (docs/fidelity.md).
public struct GraphicsContext {
    /// The layer the context draws into, shared with its copies.
    let layer: GraphicsLayer
    /// What every context of one canvas rendering shares: the canvas, the text engine and the
    /// symbols.
    let canvas: CanvasSession

    /// The current transform: from user space, where drawing operations are given, to the
    /// canvas's coordinates (origin at its top-leading corner, in points).
    public var transform: CGAffineTransform = .identity
    /// The opacity later drawing operations are composited with, 0…1.
    public var opacity: Double = 1
    /// How later drawing operations combine with what is beneath them.
    public var blendMode: BlendMode = .normal
    /// The clip shapes later operations are drawn through, in the order they were added.
    private(set) var clips: [ClipShape] = []
    /// The filters later operations are drawn through, in the order they were added.
    var filters: [DisplayEffect] = []

    init(layer: GraphicsLayer, canvas: CanvasSession) {
        self.layer = layer
        self.canvas = canvas
    }

    /// The canvas's environment: colours, text and the foreground style resolve in it.
    public var environment: EnvironmentValues { canvas.environment }

    // MARK: Transforms

    /// Moves later drawing by (`x`, `y`) in user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales later drawing by (`x`, `y`) about user space's origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns later drawing by `angle` about user space's origin (clockwise on screen for a
    /// positive angle).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` to user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options for clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Keeps what lies outside the shape instead of what lies inside it.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1 << 0) }
    }

    /// A clip shape, fixed in the canvas's coordinates when it was added.
    enum ClipShape {
        /// Drawing inside the path (non-zero winding).
        case path(Path)
        /// Drawing through a layer's alpha, at an opacity.
        case layer([DisplayItem], opacity: Double)
    }

    /// Clips later drawing to `path`, in user space (later transforms do not move it).
    /// `.inverse` keeps what lies outside it instead (within the canvas, see
    /// `Path.inverted(within:)`). `style`'s even-odd rule is not drawn: the path clips with the
    /// non-zero rule, as `clipShape` does.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var clip = path.applying(transform)
        if options.contains(.inverse) {
            // The canvas cuts whatever is drawn outside it, so the canvas is all there is
            // outside the path.
            clip = clip.inverted(within: canvas.bounds.union(clip.boundingRect.nonNull))
        }
        clips.append(.path(clip))
    }

    /// Clips later drawing to the alpha of what `content` draws into a new layer (with this
    /// context's transform and environment), at `opacity`.
    ///
    /// Design boundary: `.inverse` is not drawn (the layer masks as it is): an alpha mask
    /// cannot be turned inside out with the display list's effects in both backends.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layerContext = newLayerContext()
        try content(&layerContext)
        clips.append(.layer(layerContext.layer.items, opacity: Self.clamped(opacity)))
    }

    /// The bounding rectangle of what the clip shapes let through, in user space: at most the
    /// canvas's bounds.
    public var clipBoundingRect: CGRect {
        var bounds = canvas.bounds
        for clip in clips {
            switch clip {
            case .path(let path):
                bounds = bounds.intersection(path.boundingRect)
            case .layer(let items, _):
                bounds = bounds.intersection(items.compactMap(\.bounds).reduce(CGRect.null) { $0.union($1) })
            }
        }
        return bounds.isNull ? .zero : bounds.applying(transform.inverted())
    }

    // MARK: Layers

    /// Draws what `content` draws into a new transparency layer, then composites the layer
    /// into this context as one operation: through this context's filters, opacity, blend mode
    /// and clip shapes. The content's context starts with this context's transform and
    /// environment, and neither filters, opacity, blend mode nor clip shapes of its own.
    public mutating func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layerContext = newLayerContext()
        try content(&layerContext)
        let items = layerContext.layer.items
        guard !items.isEmpty else { return }
        record(inUserSpace: false, isLayer: true) { _ in items }
    }

    /// A context drawing into a new layer with this one's transform.
    private func newLayerContext() -> GraphicsContext {
        var context = GraphicsContext(layer: GraphicsLayer(), canvas: canvas)
        context.transform = transform
        return context
    }

    // MARK: Paths

    /// Fills `path`, in user space, with `shading` (non-zero winding; `style`'s even-odd rule
    /// is not drawn, see the type's comment).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        let paint = shading.paint(over: path.boundingRect, in: environment)
        record { element in
            switch paint {
            case .color(let color): [.fill(path, color: color, element: element)]
            case .gradient(let gradient): [.gradient(path, gradient, stroke: nil, element: element)]
            }
        }
    }

    /// Strokes `path`, in user space, with `shading` in `style` (its width scaled by the
    /// transform, as in SwiftUI).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty else { return }
        let paint = shading.paint(over: path.boundingRect, in: environment)
        record { element in
            switch paint {
            case .color(let color): [.stroke(path, color: color, style: style, element: element)]
            case .gradient(let gradient): [.gradient(path, gradient, stroke: style, element: element)]
            }
        }
    }

    /// Strokes `path`, in user space, with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Recording

    /// Records one drawing operation: the items `make` returns for the operation's element,
    /// in user space (in the canvas's coordinates when `inUserSpace` is false: a layer's items
    /// already are), wrapped in the groups of the context's state (see the type's comment).
    /// A layer keeps its opacity group even at full opacity: the group is what isolates the
    /// layer's blend modes from what lies beneath it.
    func record(inUserSpace: Bool = true, isLayer: Bool = false, _ make: (ElementID) -> [DisplayItem]) {
        let element = canvas.nextElement()
        var items = make(element)
        if inUserSpace, !transform.isIdentity {
            items = [.group(.transform(DisplayTransform(transform)), items, element: element)]
        }
        for filter in filters {
            items = [.group(filter, items, element: element)]
        }
        let opacity = Self.clamped(opacity)
        if opacity < 1 || isLayer {
            items = [.group(.opacity(opacity), items, element: element)]
        }
        if let mode = blendMode.displayMode, mode != .normal {
            items = [.group(.blend(mode), items, element: element)]
        }
        for clip in clips.reversed() {
            switch clip {
            case .path(let path):
                items = [.group(.clip(path), items, element: element)]
            case .layer(let mask, let opacity):
                // A mask group holds its content and its mask, each a group of its own.
                let maskItems: [DisplayItem] = opacity < 1 ? [.group(.opacity(opacity), mask, element: element)] : mask
                items = [.group(.mask, [
                    .group(.transform(.identity), items, element: element),
                    .group(.transform(.identity), maskItems, element: element),
                ], element: element)]
            }
        }
        layer.items.append(contentsOf: items)
    }

    /// An opacity as drawn: within 0…1, and 0 for one that is not a number.
    static func clamped(_ opacity: Double) -> Double {
        opacity.isNaN ? 0 : min(1, max(0, opacity))
    }
}

/// A layer a canvas draws into: its items so far, in the canvas's coordinates.
final class GraphicsLayer {
    var items: [DisplayItem] = []
}

/// What the contexts of one rendering of a canvas share: its environment, size and text
/// engine, the numbering of its operations' elements, and its symbols.
final class CanvasSession {
    let environment: EnvironmentValues
    /// The canvas's bounds in its own coordinates: the origin and the size it is drawn at.
    let bounds: CGRect
    let engine: LayoutEngine
    /// Where named images are found (the graph's).
    let images: ImageCatalog
    /// The canvas's identity: each operation's element is one of its parts.
    private let identity: ViewIdentity
    private var operationCount = 0
    /// Finds the drawing of the symbol tagged with a value.
    private let findSymbol: (AnyHashable) -> SymbolDrawing?
    /// The symbols the renderer resolved, and what each resolved to: a rendering holds while
    /// they draw the same.
    private(set) var resolvedSymbols: [AnyHashable: SymbolDrawing?] = [:]

    init(
        environment: EnvironmentValues, size: CGSize, engine: LayoutEngine, images: ImageCatalog, identity: ViewIdentity,
        findSymbol: @escaping (AnyHashable) -> SymbolDrawing?
    ) {
        self.environment = environment
        bounds = CGRect(origin: .zero, size: size)
        self.engine = engine
        self.images = images
        self.identity = identity
        self.findSymbol = findSymbol
    }

    /// The next operation's element: the canvas's, numbered in drawing order (`canvas#3`), so
    /// that an operation is followed from frame to frame while the renderer draws alike.
    func nextElement() -> ElementID {
        operationCount += 1
        return ElementID(identity, part: String(operationCount))
    }

    /// The drawing of the symbol tagged `tag`, noted as resolved.
    func symbol(tagged tag: AnyHashable) -> SymbolDrawing? {
        if let resolved = resolvedSymbols[tag] { return resolved }
        let drawing = findSymbol(tag)
        resolvedSymbols[tag] = .some(drawing)
        return drawing
    }
}
