import Cutaway
import Foundation

/// An animation (one display list per frame) as one SVG that plays itself with SMIL.
///
/// Why one SVG rather than frames: every element keeps its identity across frames, so the
/// file shows what moves and how, opens in a browser, and stays small when little changes.
///
/// How it works:
/// 1. The frames' display lists, trees of groups, are merged into one tree of elements
///    (`AnimatedElementNode`), each node one SVG element
///    kept across frames, in an order that contains every frame's drawing order.
/// 2. Each node's per-frame properties become value tracks (`SVGValueTrack`): a rectangle
///    fill is a `<rect>` with `x`, `y`, `width`, `height` tracks (any other shape a `<path>`
///    with a `d` track), colours `fill`/`fill-opacity` (`stroke…` for strokes), text a
///    `<use>` of its outline with `x`, `y`; groups keep the static writer's shapes:
///    `<g opacity>`, `<g clip-path>` whose `<clipPath>` shape is animated in `<defs>`, and
///    `<g transform>` animated as translate · rotate · scale · skewX
///    (`SVGTransformDecomposition`); a projection's content is one `<g>` in `<defs>`, drawn by
///    one `SVGProjectionMarkup` switch per distinct projection, each shown in its frames. A
///    node absent from a frame gets `display="none"` there.
/// 3. A track that never changes is a plain attribute; one that changes is an `<animate>`
///    with `calcMode="discrete"`, one value per run of equal frames and key times at frame
///    starts k/N, over `dur` = N / fps. The base attributes are frame 0's values, so a
///    viewer without SMIL shows the first frame.
///
/// Invariants: at any time t the document looks like frame ⌊t·fps⌋ (the Cairo PNG of it, up
/// to antialiasing): every track is discrete, and the merged order paints each frame's
/// elements in that frame's order. Output is deterministic: ids are allocated in tree order
/// and outlines in order of first appearance.
///
/// Design boundaries: the canvas is the first frame's size. A material is drawn as its tint
/// (a fill): the static writer's copy of its backdrop would have to follow every element
/// beneath it through every frame. An element whose drawing order or
/// parent group changes becomes two SVG elements (see `AnimatedElementNode`).
public struct AnimatedSVGWriter {
    private let outlines: GlyphOutlines

    public init(textEngine: PangoTextEngine) {
        outlines = GlyphOutlines(textEngine: textEngine)
    }

    public func svg(frames: [DisplayList], fps: Int, loops: Bool = true) -> String {
        var animation = animation(fps: fps, loops: loops)
        for list in frames { animation.append(list) }
        return animation.svg()
    }

    /// An animated SVG made as its frames are played: each frame is merged as it comes and let
    /// go, so that what is held follows how often the elements change, not the number of
    /// frames (`FrameRuns`).
    public func animation(fps: Int, loops: Bool = true) -> Animation {
        Animation(outlines: outlines, fps: fps, loops: loops)
    }

    public struct Animation {
        private let fps: Int
        private let loops: Bool
        private var identifiers = SVGIdentifiers()
        private var textDefinitions: SVGOutlineDefinitions
        private let root = AnimatedElementNode(key: "", kind: .opacity, element: ElementID(""))
        private var size: CGSize?
        /// The frames merged so far.
        public private(set) var frameCount = 0

        init(outlines: GlyphOutlines, fps: Int, loops: Bool) {
            precondition(fps > 0, "fps must be positive")
            self.fps = fps
            self.loops = loops
            textDefinitions = SVGOutlineDefinitions(outlines: outlines)
        }

        /// Merges the next frame.
        public mutating func append(_ list: DisplayList) {
            if size == nil { size = list.size }
            root.merge(list.items.map(\.withMaterialsAsTints), frame: frameCount) { run in
                textDefinitions.id(for: run, identifiers: &identifiers)
            }
            frameCount += 1
        }

        /// The document of the frames merged so far.
        public func svg() -> String {
            guard let size, frameCount > 0 else {
                return SVGDocumentText.wrap(size: .zero, defs: [], body: [])
            }
            root.finish(frameCount: frameCount)
            var document = Document(
                timing: SVGAnimationTiming(frameCount: frameCount, fps: fps, loops: loops), identifiers: identifiers)
            let everyFrame = Array(repeating: true, count: frameCount)
            for child in root.children {
                document.write(child, parentPresence: everyFrame, depth: 1)
            }
            return SVGDocumentText.wrap(size: size, defs: textDefinitions.lines + document.clipDefs, body: document.body)
        }
    }

    /// The text being written: clip paths for `<defs>` and body lines, in order.
    private struct Document {
        let timing: SVGAnimationTiming
        var identifiers: SVGIdentifiers
        var clipDefs: [String] = []
        var images = SVGImageMarkup()
        var body: [String] = []

        mutating func write(_ node: AnimatedElementNode, parentPresence: [Bool], depth: Int) {
            let presence = node.items.map { $0 != nil }
            // Where the parent is absent, this element's display cannot be seen: left open.
            let display = SVGValueTrack(
                attribute: "display", defaultValue: "inline",
                values: presence.indices.map { presence[$0] ? "inline" : parentPresence[$0] ? "none" : nil })
            let id = identifiers.make("e-", node.element)
            switch node.kind {
            case .fill:
                let fills = node.items.map { item -> (path: Path, color: Color.Resolved)? in
                    guard case .fill(let path, let color, _)? = item else { return nil }
                    return (path, color)
                }
                let shape = Self.shape(fills.map { $0?.path })
                let tracks = shape.tracks + Self.paint("fill", fills.map { $0?.color }) + [display]
                writeElement(shape.name, id: id, fixed: "", tracks: tracks, depth: depth)
            case .stroke:
                let strokes = node.items.map { item -> (path: Path, color: Color.Resolved, style: StrokeStyle)? in
                    guard case .stroke(let path, let color, let style, _)? = item else { return nil }
                    return (path, color, style)
                }
                // Caps, joins, the miter limit and the dash pattern do not animate in SwiftUI:
                // the first frame's are the element's; the width and the dash phase animate.
                var fixedStyle = strokes.lazy.compactMap { $0?.style }.first ?? StrokeStyle()
                let phases = strokes.map { $0.map { SVGFormat.number($0.style.dashPhase) } }
                fixedStyle.dashPhase = 0
                let tracks =
                    [SVGValueTrack(attribute: "d", values: strokes.map { $0.map { SVGFormat.pathData($0.path) } })]
                    + Self.paint("stroke", strokes.map { $0?.color })
                    + [SVGValueTrack(attribute: "stroke-width", values: strokes.map { $0.map { SVGFormat.number($0.style.lineWidth) } })]
                    + (fixedStyle.dash.contains { $0 > 0 } ? [SVGValueTrack(attribute: "stroke-dashoffset", values: phases)] : [])
                    + [display]
                writeElement("path", id: id, fixed: " fill=\"none\"" + SVGPaint.strokeShape(fixedStyle), tracks: tracks, depth: depth)
            case .text(let outline):
                let runs = node.items.map { item -> TextRun? in
                    guard case .text(let run, _)? = item else { return nil }
                    return run
                }
                let tracks = [
                    SVGValueTrack(attribute: "x", values: runs.map { $0.map { SVGFormat.number($0.origin.x) } }),
                    SVGValueTrack(attribute: "y", values: runs.map { $0.map { SVGFormat.number($0.origin.y) } }),
                ] + Self.paint("fill", runs.map { $0?.color }) + [display]
                writeElement("use", id: id, fixed: " href=\"#\(outline)\"", tracks: tracks, depth: depth)
            case .gradient:
                // The same in every frame it is drawn in (see `AnimatedElementNode.Kind`).
                guard case .gradient(let path, let paint, let stroke, _)?? = node.items.first(where: { $0 != nil }) else { return }
                let indent = String(repeating: "  ", count: depth)
                let paintID = identifiers.make("e-", node.element.rawValue + "-paint")
                let lines = SVGGradientMarkup.write(
                    path: path, paint: paint, stroke: stroke, id: paintID, indent: indent + "  ", identifiers: &identifiers, defs: &clipDefs)
                body.append(indent + "<g id=\"\(id)\"" + display.baseAttribute + ">")
                body += [display].compactMap(timing.animate).map { indent + "  " + $0 }
                body += lines
                body.append(indent + "</g>")
            case .image:
                // The same in every frame it is drawn in (see `AnimatedElementNode.Kind`).
                guard case .image(let run, _)?? = node.items.first(where: { $0 != nil }) else { return }
                let indent = String(repeating: "  ", count: depth)
                body.append(indent + "<g id=\"\(id)\"" + display.baseAttribute + ">")
                body += [display].compactMap(timing.animate).map { indent + "  " + $0 }
                body += images.write(
                    run, id: identifiers.make("e-", node.element.rawValue + "-image"), indent: indent + "  ",
                    identifiers: &identifiers, defs: &clipDefs)
                body.append(indent + "</g>")
            case .clip:
                let clip = identifiers.make("clip-", node.element)
                let shape = Self.shape(node.items.map { item -> Path? in
                    guard case .group(.clip(let path), _, _)? = item else { return nil }
                    return path
                })
                let animates = shape.tracks.compactMap(timing.animate)
                let shapeAttributes = shape.tracks.map(\.baseAttribute).joined()
                if animates.isEmpty {
                    clipDefs.append("  <clipPath id=\"\(clip)\"><\(shape.name)\(shapeAttributes)/></clipPath>")
                } else {
                    clipDefs.append("  <clipPath id=\"\(clip)\">")
                    clipDefs.append("    <\(shape.name)\(shapeAttributes)>")
                    clipDefs += animates.map { "      " + $0 }
                    clipDefs.append("    </\(shape.name)>")
                    clipDefs.append("  </clipPath>")
                }
                writeGroup(node, id: id, fixed: " clip-path=\"url(#\(clip))\"", tracks: [display], depth: depth)
            case .filter:
                // The same in every frame it is drawn in (see `AnimatedElementNode.Kind`).
                guard case .group(let effect, _, let element)?? = node.items.first(where: { $0 != nil }), let item = node.items.compactMap({ $0 }).first
                else { return }
                if case .blend(let mode) = effect {
                    return writeGroup(node, id: id, fixed: " style=\"mix-blend-mode:\(SVGPaint.mixBlendMode(mode))\"", tracks: [display], depth: depth)
                }
                let filter = identifiers.make("filter-", element)
                if let definition = SVGPaint.filter(effect, id: filter, region: item.bounds ?? .zero) { clipDefs.append(definition) }
                writeGroup(node, id: id, fixed: " filter=\"url(#\(filter))\"", tracks: [display], depth: depth)
            case .mask:
                // As the static writer: the mask's subtree in a `<mask>`, the content under it.
                let masked = node.children
                guard masked.count == 2 else { return writeGroup(node, id: id, fixed: "", tracks: [display], depth: depth) }
                let mask = identifiers.make("mask-", node.element)
                var outer = body
                body = []
                write(masked[1], parentPresence: node.items.map { $0 != nil }, depth: 2)
                swap(&outer, &body)
                clipDefs.append("  <mask id=\"\(mask)\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">")
                clipDefs += outer
                clipDefs.append("  </mask>")
                writeGroup(node, id: id, fixed: " mask=\"url(#\(mask))\"", tracks: [display], children: [masked[0]], depth: depth)
            case .projection:
                writeProjection(node, id: id, display: display, depth: depth)
            case .opacity:
                let opacity = SVGValueTrack(
                    attribute: "opacity", defaultValue: "1",
                    values: node.items.map { item in
                        guard case .group(.opacity(let value), _, _)? = item else { return nil }
                        return SVGFormat.opacity(value)
                    })
                writeGroup(node, id: id, fixed: "", tracks: [opacity, display], depth: depth)
            case .transform:
                let transforms = node.items.map { item -> DisplayTransform? in
                    guard case .group(.transform(let transform), _, _)? = item else { return nil }
                    return transform
                }
                let matrix = SVGValueTrack(attribute: "transform", values: transforms.map { $0.map(SVGFormat.matrix) })
                let animates = matrix.isConstant ? [] : transformAnimates(transforms)
                writeGroup(
                    node, id: id, fixed: matrix.baseAttribute, tracks: [display], extraAnimates: animates, depth: depth)
            }
        }

        /// A projected group: its children once, as a `<g>` in `<defs>`, and for each distinct
        /// projection (in order of first appearance; CSS transforms cannot be animated by
        /// SMIL) a `<g>` shown only in its frames around the switch that draws the content
        /// through it.
        private mutating func writeProjection(_ node: AnimatedElementNode, id: String, display: SVGValueTrack, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            let content = identifiers.make("content-", node.element)
            var outer = body
            body = []
            for child in node.children {
                write(child, parentPresence: node.items.map { $0 != nil }, depth: 2)
            }
            swap(&outer, &body)
            clipDefs.append("  <g id=\"\(content)\">")
            clipDefs += outer
            clipDefs.append("  </g>")
            // Each frame's projection and reaches, or `nil` where it is absent or draws nothing.
            let drawn = node.items.map { item -> (key: String, transform: ProjectionTransform, source: CGRect, projected: CGRect)? in
                guard case .group(.projection(let transform), let items, _)? = item, let projected = item?.bounds,
                      let source = items.bounds else { return nil }
                return ("\(transform)|\(source)|\(projected)", transform, source, projected)
            }
            var keys: [String] = []
            for case let variant? in drawn where !keys.contains(variant.key) {
                keys.append(variant.key)
            }
            body.append(indent + "<g id=\"\(id)\"" + display.baseAttribute + ">")
            body += [display].compactMap(timing.animate).map { indent + "  " + $0 }
            for key in keys {
                guard let variant = drawn.lazy.compactMap({ $0 }).first(where: { $0.key == key }) else { continue }
                let shown = SVGValueTrack(
                    attribute: "display", defaultValue: "inline",
                    values: node.items.indices.map { frame in
                        node.items[frame] == nil ? nil : drawn[frame]?.key == key ? "inline" : "none"
                    })
                body.append(indent + "  <g" + shown.baseAttribute + ">")
                body += [shown].compactMap(timing.animate).map { indent + "    " + $0 }
                body += SVGProjectionMarkup.lines(
                    transform: variant.transform, content: content, source: variant.source, projected: variant.projected,
                    indent: indent + "    ")
                body.append(indent + "  </g>")
            }
            body.append(indent + "</g>")
        }

        /// `<animateTransform>`s for transforms that change: translate replaces the base
        /// transform, then rotate, scale and skewX (each only if not identity throughout)
        /// post-multiply.
        private func transformAnimates(_ transforms: [DisplayTransform?]) -> [String] {
            let parts = transforms.map { $0.map(SVGTransformDecomposition.init) }
            let identity = SVGTransformDecomposition.identity
            var animates = [
                timing.animateTransform(type: "translate", values: parts.map { $0?.translate }, isAdditive: false)
            ]
            let others: [(String, KeyPath<SVGTransformDecomposition, String>)] = [
                ("rotate", \.rotate), ("scale", \.scale), ("skewX", \.skewX),
            ]
            for (type, part) in others where parts.contains(where: { $0.map { $0[keyPath: part] != identity[keyPath: part] } ?? false }) {
                animates.append(timing.animateTransform(type: type, values: parts.map { $0?[keyPath: part] }, isAdditive: true))
            }
            return animates
        }

        private mutating func writeElement(_ name: String, id: String, fixed: String, tracks: [SVGValueTrack], depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            let opening = "<\(name) id=\"\(id)\"\(fixed)" + tracks.map(\.baseAttribute).joined()
            let animates = tracks.compactMap(timing.animate)
            guard !animates.isEmpty else {
                body.append(indent + opening + "/>")
                return
            }
            body.append(indent + opening + ">")
            body += animates.map { indent + "  " + $0 }
            body.append(indent + "</\(name)>")
        }

        private mutating func writeGroup(
            _ node: AnimatedElementNode, id: String, fixed: String, tracks: [SVGValueTrack],
            extraAnimates: [String] = [], children: [AnimatedElementNode]? = nil, depth: Int
        ) {
            let children = children ?? node.children
            let indent = String(repeating: "  ", count: depth)
            let opening = "<g id=\"\(id)\"\(fixed)" + tracks.map(\.baseAttribute).joined()
            let animates = tracks.compactMap(timing.animate) + extraAnimates
            guard !animates.isEmpty || !children.isEmpty else {
                body.append(indent + opening + "/>")
                return
            }
            body.append(indent + opening + ">")
            body += animates.map { indent + "  " + $0 }
            let presence = node.items.map { $0 != nil }
            for child in children {
                write(child, parentPresence: presence, depth: depth + 1)
            }
            body.append(indent + "</g>")
        }

        /// A `<rect>` when the shape is an axis-aligned rectangle in every frame it is present
        /// in, else a `<path>` with a (discrete) `d` track.
        private static func shape(_ paths: [Path?]) -> (name: String, tracks: [SVGValueTrack]) {
            let rectangles = paths.map { $0?.axisAlignedRectangle }
            if zip(paths, rectangles).allSatisfy({ path, rectangle in path == nil || rectangle != nil }) {
                func track(_ attribute: String, _ value: (CGRect) -> CGFloat) -> SVGValueTrack {
                    SVGValueTrack(attribute: attribute, values: rectangles.map { $0.map { SVGFormat.number(value($0)) } })
                }
                return ("rect", [track("x", \.minX), track("y", \.minY), track("width", \.width), track("height", \.height)])
            }
            return ("path", [SVGValueTrack(attribute: "d", values: paths.map { $0.map(SVGFormat.pathData) })])
        }

        /// The colour tracks of a fill or stroke: `#RRGGBB` and its opacity (1 by default).
        private static func paint(_ attribute: String, _ colors: [Color.Resolved?]) -> [SVGValueTrack] {
            [
                SVGValueTrack(attribute: attribute, values: colors.map { $0.map(SVGFormat.hexColor) }),
                SVGValueTrack(
                    attribute: attribute + "-opacity", defaultValue: "1",
                    values: colors.map { $0.map { SVGFormat.opacity($0.opacity) } }),
            ]
        }
    }
}

extension DisplayItem {
    /// The item with every material in it drawn as a fill of its tint.
    fileprivate var withMaterialsAsTints: DisplayItem {
        switch self {
        case .material(let path, let paint, let element): .fill(path, color: paint.tint, element: element)
        case .group(let effect, let items, let element): .group(effect, items.map(\.withMaterialsAsTints), element: element)
        default: self
        }
    }
}
