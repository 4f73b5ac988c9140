import Cutaway
import Foundation

/// One display list as one static SVG document.
///
/// Why SVG as well as PNG: a vector frame can be zoomed into, diffed as text and opened in any
/// browser. Text is drawn as glyph outlines (see `GlyphOutlines`) shared in `<defs>`, so no
/// font is needed to view the file.
///
/// How it works: one recursive `switch` writes each item, a display list's group becoming an
/// SVG group around its items:
/// - fill → `<path d fill fill-opacity>`; stroke → `<path d fill="none" stroke…>`, with
///   Cairo's default miter limit (10; SVG's default is 4) and SVG's butt caps and miter joins,
///   which are Cairo's defaults too;
/// - text → `<use href="#tN" x y fill>` of the text's outline, placed at the frame's origin;
/// - image → nested `<svg>`s showing the file's `<image>` from `<defs>` (`SVGImageMarkup`);
/// - clip → `<g clip-path="url(#…)">` with the `<clipPath>` in `<defs>` (user-space units, so
///   the clip follows the enclosing transforms exactly as Cairo's clip does);
/// - opacity → `<g opacity>`, which composites its children as one layer, as Cairo's group does;
/// - transform → `<g transform="matrix(a b c d tx ty)">`;
/// - blur, shadow, colour matrix → `<g filter>` with the `<filter>` in `<defs>` (`SVGPaint.filter`);
/// - projection → the items as a `<g>` in `<defs>`, drawn by a `<switch>` of a CSS
///   `matrix3d` and an affine stand-in (`SVGProjectionMarkup`);
/// - material → `<g clip-path>` around a copy of what was drawn beneath it (`SVGBackdrop`),
///   drawn back through the transforms it is under, with a filter that blurs
///   (`feGaussianBlur`, `edgeMode="duplicate"`) and saturates (`feColorMatrix`) it over the
///   same region the rasterizer reads, then the tint as a `<path>`.
///
/// Invariants: the same display list always gives the same text (ids are allocated in
/// document order, numbers printed by `SVGFormat`). Element ids are the items' `ElementID`s,
/// prefixed "e-", sanitised and numbered when repeated.
public struct SVGFrameWriter {
    private let outlines: GlyphOutlines

    public init(textEngine: PangoTextEngine) {
        outlines = GlyphOutlines(textEngine: textEngine)
    }

    public func svg(for list: DisplayList) -> String {
        var document = Document(textDefinitions: SVGOutlineDefinitions(outlines: outlines), canvas: CGRect(origin: .zero, size: list.size))
        for item in list.items {
            document.write(item, depth: 1)
        }
        return SVGDocumentText.wrap(
            size: list.size, defs: document.textDefinitions.lines + document.clipDefs, body: document.body)
    }

    /// The text being written: `<defs>` entries and body lines, in order.
    private struct Document {
        var textDefinitions: SVGOutlineDefinitions
        /// The canvas, which bounds what a material reads beneath it.
        let canvas: CGRect
        var identifiers = SVGIdentifiers()
        var backdrop = SVGBackdrop()
        /// The prefix of element ids: "e-", or "backdrop-" in a material's copy of its backdrop.
        var elementPrefix = "e-"
        var clipDefs: [String] = []
        var images = SVGImageMarkup()
        var body: [String] = []

        /// Writes `item`, noting it in the backdrop once written.
        mutating func write(_ item: DisplayItem, depth: Int) {
            if case .group(let effect, _, let element) = item { backdrop.begin(effect, element: element) }
            let id = writeItem(item, depth: depth)
            switch item {
            case .group: backdrop.end()
            case .material(let path, let paint, _): backdrop.finish(SVGBackdrop.materialReference(path: path, paint: paint, id: id))
            default: backdrop.finish(item)
            }
        }

        /// Writes `item` and returns its id.
        @discardableResult
        private mutating func writeItem(_ item: DisplayItem, depth: Int) -> String {
            let indent = String(repeating: "  ", count: depth)
            if case .material(_, _, let element) = item, let written = SVGBackdrop.referencedID(of: element) {
                body.append(indent + "<use href=\"#\(written)\"/>")
                return written
            }
            let id = identifiers.make(elementPrefix, item.element)
            switch item {
            case .fill(let path, let color, _):
                body.append(indent + "<path id=\"\(id)\" d=\"\(SVGFormat.pathData(path))\"\(SVGPaint.fill(color))/>")
            case .stroke(let path, let color, let style, _):
                body.append(
                    indent + "<path id=\"\(id)\" d=\"\(SVGFormat.pathData(path))\""
                        + SVGPaint.stroke(color, style: style) + "/>")
            case .gradient(let path, let paint, let stroke, _):
                body += SVGGradientMarkup.write(
                    path: path, paint: paint, stroke: stroke, id: id, indent: indent, identifiers: &identifiers, defs: &clipDefs)
            case .text(let run, _):
                let definition = textDefinitions.id(for: run, identifiers: &identifiers)
                body.append(
                    indent + "<use id=\"\(id)\" href=\"#\(definition)\" x=\"\(SVGFormat.number(run.origin.x))\""
                        + " y=\"\(SVGFormat.number(run.origin.y))\"\(SVGPaint.fill(run.color))/>")
            case .image(let run, _):
                body += images.write(run, id: id, indent: indent, identifiers: &identifiers, defs: &clipDefs)
            case .material(let path, let paint, let element):
                writeMaterial(path, paint, id: id, element: element, depth: depth)
            case .group(.clip(let path), let items, let element):
                let clip = identifiers.make("clip-", element)
                clipDefs.append("  <clipPath id=\"\(clip)\"><path d=\"\(SVGFormat.pathData(path))\"/></clipPath>")
                writeGroup(items, opening: "<g id=\"\(id)\" clip-path=\"url(#\(clip))\">", depth: depth)
            case .group(.mask, let items, let element) where items.count == 2:
                // The mask's items are written into its `<mask>` (alpha, in user space).
                let mask = identifiers.make("mask-", element)
                var outer = body
                body = []
                write(items[1], depth: 2)
                swap(&outer, &body)
                clipDefs.append("  <mask id=\"\(mask)\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">")
                clipDefs += outer
                clipDefs.append("  </mask>")
                writeGroup([items[0]], opening: "<g id=\"\(id)\" mask=\"url(#\(mask))\">", depth: depth)
            case .group(.mask, let items, _):
                writeGroup(items, opening: "<g id=\"\(id)\">", depth: depth)
            case .group(.blur, let items, let element), .group(.shadow, let items, let element), .group(.colorMatrix, let items, let element):
                let filter = identifiers.make("filter-", element)
                if case .group(let effect, _, _) = item, let definition = SVGPaint.filter(effect, id: filter, region: item.bounds ?? .zero) {
                    clipDefs.append(definition)
                }
                writeGroup(items, opening: "<g id=\"\(id)\" filter=\"url(#\(filter))\">", depth: depth)
            case .group(.blend(let mode), let items, _):
                writeGroup(items, opening: "<g id=\"\(id)\" style=\"mix-blend-mode:\(SVGPaint.mixBlendMode(mode))\">", depth: depth)
            case .group(.opacity(let opacity), let items, _):
                writeGroup(items, opening: "<g id=\"\(id)\" opacity=\"\(SVGFormat.opacity(opacity))\">", depth: depth)
            case .group(.transform(let transform), let items, _):
                writeGroup(items, opening: "<g id=\"\(id)\" transform=\"\(SVGFormat.matrix(transform))\">", depth: depth)
            case .group(.projection(let transform), let items, let element):
                // Nothing to draw (behind the viewer, say): an empty group keeps the id.
                guard let projected = item.bounds, let source = items.bounds else {
                    body.append(indent + "<g id=\"\(id)\"/>")
                    return id
                }
                let content = identifiers.make("content-", element)
                var outer = body
                body = []
                for child in items {
                    write(child, depth: 2)
                }
                swap(&outer, &body)
                clipDefs.append("  <g id=\"\(content)\">")
                clipDefs += outer
                clipDefs.append("  </g>")
                body.append(indent + "<g id=\"\(id)\">")
                body += SVGProjectionMarkup.lines(transform: transform, content: content, source: source, projected: projected, indent: indent + "  ")
                body.append(indent + "</g>")
            }
            return id
        }

        /// A material: its backdrop copied (`SVGBackdrop`), drawn back into the material's
        /// coordinates, filtered over the region the rasterizer reads (the path's box and
        /// `backdropReach` in the root's coordinates, cut to the canvas when the root is the
        /// document), clipped to the path; the tint over it.
        private mutating func writeMaterial(_ path: Path, _ paint: MaterialPaint, id: String, element: ElementID, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            let clip = identifiers.make("clip-", element)
            clipDefs.append("  <clipPath id=\"\(clip)\"><path d=\"\(SVGFormat.pathData(path))\"/></clipPath>")
            body.append(indent + "<g id=\"\(id)\" clip-path=\"url(#\(clip))\">")
            let (items, transform, isDocument) = backdrop.backdrop()
            let inverse = transform.inverted()
            let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            var region = path.boundingRect.applying(transform).insetBy(dx: -paint.backdropReach * scale, dy: -paint.backdropReach * scale)
            if isDocument { region = region.intersection(canvas) }
            if !items.isEmpty, !region.isNull, !region.isEmpty, [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite) {
                let filter = identifiers.make("filter-", element)
                clipDefs.append(
                    "  <filter id=\"\(filter)\" filterUnits=\"userSpaceOnUse\" x=\"\(SVGFormat.number(region.minX))\" y=\"\(SVGFormat.number(region.minY))\""
                        + " width=\"\(SVGFormat.number(region.width))\" height=\"\(SVGFormat.number(region.height))\" color-interpolation-filters=\"sRGB\">"
                        + "<feGaussianBlur stdDeviation=\"\(SVGFormat.number(paint.blurRadius * scale))\" edgeMode=\"duplicate\"/>"
                        + "<feColorMatrix type=\"matrix\" values=\""
                        + paint.saturationMatrix.rows.joined().map { SVGFormat.number(Double($0), decimals: 6) }.joined(separator: " ") + "\"/></filter>")
                let opening = inverse.isIdentity ? "<g>" : "<g transform=\"\(SVGFormat.matrix(DisplayTransform(inverse)))\">"
                body.append(indent + "  " + opening)
                body.append(indent + "    <g filter=\"url(#\(filter))\">")
                // The copy is a backdrop of its own: its materials see what is beneath them in it.
                let (outerBackdrop, outerPrefix) = (backdrop, elementPrefix)
                (backdrop, elementPrefix) = (SVGBackdrop(), "backdrop-")
                for item in items {
                    write(item, depth: depth + 3)
                }
                (backdrop, elementPrefix) = (outerBackdrop, outerPrefix)
                body.append(indent + "    </g>")
                body.append(indent + "  </g>")
            }
            body.append(indent + "  <path d=\"\(SVGFormat.pathData(path))\"\(SVGPaint.fill(paint.tint))/>")
            body.append(indent + "</g>")
        }

        private mutating func writeGroup(_ items: [DisplayItem], opening: String, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            guard !items.isEmpty else {
                body.append(indent + opening.dropLast() + "/>")
                return
            }
            body.append(indent + opening)
            for item in items {
                write(item, depth: depth + 1)
            }
            body.append(indent + "</g>")
        }

    }
}
