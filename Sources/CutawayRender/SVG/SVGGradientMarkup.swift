import Cutaway
import Foundation

/// How both SVG writers draw a gradient-painted shape.
///
/// - Linear and radial gradients are SVG's own: a `<linearGradient>` or `<radialGradient>` in
///   user-space units (the display list's points are canvas points), its stops as they are,
///   padded past the ends as SVG pads by default; the start radius is SVG 2's `fr`, and an
///   elliptical gradient's scale a `gradientTransform` about the centre.
/// - SVG has no angular (conic) gradient: it is drawn as 240 wedges of 1.5° around the centre,
///   each in the colour at its middle angle, under a `<mask>` that is the shape filled or
///   stroked in white. Each wedge reaches from its own start angle round to where the first
///   starts, painted in order over the ones before: so a pixel on a wedge's edge blends it with
///   the wedge before, which covers the pixel whole. (Wedges that only touched would each
///   cover part of a pixel, and the canvas would show through their shared edges: near the
///   centre, where wedges are thinner than a pixel, the whole gradient would look washed out.) Cairo draws it as a mesh whose colours change continuously; a wedge's colour is
///   off by at most half the change of colour across 1.5°.
enum SVGGradientMarkup {
    /// The body line(s) for `item`'s shape painted with `paint`, and the definitions they use
    /// (appended to `defs`).
    static func write(
        path: Path, paint: GradientPaint, stroke: StrokeStyle?, id: String, indent: String,
        identifiers: inout SVGIdentifiers, defs: inout [String]
    ) -> [String] {
        let d = SVGFormat.pathData(path)
        switch paint.kind {
        case .linear(let start, let end):
            let gradient = identifiers.make("gradient-", id)
            defs.append("  <linearGradient id=\"\(gradient)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGFormat.number(start.x))\" y1=\"\(SVGFormat.number(start.y))\" x2=\"\(SVGFormat.number(end.x))\" y2=\"\(SVGFormat.number(end.y))\">" + stops(paint) + "</linearGradient>")
            return [indent + "<path id=\"\(id)\" d=\"\(d)\"" + paintAttributes("url(#\(gradient))", stroke: stroke) + "/>"]
        case .radial(let center, let startRadius, let endRadius, let scale):
            let gradient = identifiers.make("gradient-", id)
            let transform = scale == CGSize(width: 1, height: 1) ? "" : " gradientTransform=\"matrix(\(SVGFormat.number(scale.width, decimals: 6)) 0 0 \(SVGFormat.number(scale.height, decimals: 6)) \(SVGFormat.number(center.x - scale.width * center.x)) \(SVGFormat.number(center.y - scale.height * center.y)))\""
            defs.append("  <radialGradient id=\"\(gradient)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(SVGFormat.number(center.x))\" cy=\"\(SVGFormat.number(center.y))\" r=\"\(SVGFormat.number(endRadius))\" fx=\"\(SVGFormat.number(center.x))\" fy=\"\(SVGFormat.number(center.y))\" fr=\"\(SVGFormat.number(startRadius))\"\(transform)>" + stops(paint) + "</radialGradient>")
            return [indent + "<path id=\"\(id)\" d=\"\(d)\"" + paintAttributes("url(#\(gradient))", stroke: stroke) + "/>"]
        case .angular(let center, let startAngle, let endAngle):
            let mask = identifiers.make("mask-", id)
            defs.append("  <mask id=\"\(mask)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\"><path d=\"\(d)\"" + paintAttributes("#FFFFFF", stroke: stroke) + "/></mask>")
            let box = path.boundingRect.insetBy(dx: -(stroke?.lineWidth ?? 0), dy: -(stroke?.lineWidth ?? 0))
            let radius = AngularWedges.reach(from: center, covering: box)
            var lines = [indent + "<g id=\"\(id)\" mask=\"url(#\(mask))\">"]
            for wedge in AngularWedges(startAngle: startAngle, endAngle: endAngle) {
                func point(_ angle: Double) -> String {
                    SVGFormat.pair(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
                }
                let color = SVGPaint.fill(paint.color(at: wedge.location))
                // The first covers the whole disc (two half turns: an arc cannot end where it starts).
                guard wedge.index > 0 else {
                    let r = SVGFormat.number(radius)
                    lines.append(indent + "  <path d=\"M" + point(wedge.from) + "A\(r) \(r) 0 1 1 " + point(wedge.from + .pi)
                        + "A\(r) \(r) 0 1 1 " + point(wedge.from) + "Z\"" + color + "/>")
                    continue
                }
                let large = wedge.end - wedge.from > .pi ? 1 : 0
                lines.append(indent + "  <path d=\"M" + SVGFormat.pair(center) + "L" + point(wedge.from)
                    + "A\(SVGFormat.number(radius)) \(SVGFormat.number(radius)) 0 \(large) 1 " + point(wedge.end) + "Z\""
                    + color + "/>")
            }
            lines.append(indent + "</g>")
            return lines
        }
    }

    private static func stops(_ paint: GradientPaint) -> String {
        paint.stops.map { stop in
            "<stop offset=\"\(SVGFormat.number(stop.location))\" stop-color=\"\(SVGFormat.hexColor(stop.color))\""
                + (stop.color.opacity < 1 ? " stop-opacity=\"\(SVGFormat.opacity(stop.color.opacity))\"" : "") + "/>"
        }.joined()
    }

    private static func paintAttributes(_ paint: String, stroke: StrokeStyle?) -> String {
        guard let stroke else { return " fill=\"\(paint)\"" }
        return " fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(SVGFormat.number(max(0, stroke.lineWidth)))\"" + SVGPaint.strokeShape(stroke)
    }
}

/// The wedges an angular gradient is drawn as in SVG: 240 of 1.5°, over the whole turn. Outside the gradient's own sweep, the
/// angles nearer its end take the last colour and those nearer its start the first, split
/// halfway through the gap.
struct AngularWedges: Sequence, IteratorProtocol {
    let startAngle: Double, endAngle: Double
    private var index = 0
    private static let count = 240

    init(startAngle: Double, endAngle: Double) {
        (self.startAngle, self.endAngle) = (startAngle, endAngle)
    }

    struct Wedge {
        let index: Int
        /// Where it starts, and where its colour's 1.5° end.
        let from: Double, to: Double
        /// Where it is drawn to: where the first wedge starts, a turn on.
        let end: Double
        /// Where its middle angle is along the gradient (0 at the start angle, 1 at the end).
        let location: Double
    }

    /// How far from `center` an angular gradient must reach to cover `box`: its farthest
    /// corner, and a point more.
    static func reach(from center: CGPoint, covering box: CGRect) -> CGFloat {
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        return (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0) + 1
    }

    mutating func next() -> Wedge? {
        guard index < Self.count else { return nil }
        defer { index += 1 }
        let step = 2 * Double.pi / Double(Self.count)
        let from = startAngle + step * Double(index), to = from + step
        return Wedge(
            index: index, from: from, to: to, end: startAngle + 2 * .pi,
            location: GradientPaint.angularLocation(of: (from + to) / 2, from: startAngle, to: endAngle))
    }
}
