import Cutaway
import Foundation

/// A projected group (`DisplayEffect.projection`) in SVG, whose own transforms are affine.
///
/// The choice, tried in headless Chromium and librsvg: the group's content is written once, as
/// a `<g>` in `<defs>`, and drawn by a `<switch>` of
/// 1. a `<foreignObject requiredExtensions="http://www.w3.org/1999/xhtml">` holding an HTML
///    `<div>` with the CSS transform `matrix3d(…)` — the exact projection, which CSS has —
///    around an inline `<svg>` that `<use>`s the content. Browsers (Chromium, Firefox, Safari)
///    draw it, in an `<img>` too, within a few levels of Cairo's warp;
/// 2. else, for viewers that draw no HTML (librsvg's `rsvg-convert`, Inkscape, resvg), the
///    content through the affine transform nearest the projection (the least-squares fit of
///    the content box's four corners), a vector stand-in that shows where the view is and how
///    large, without the perspective.
///
/// Why not the other way, a PNG `<image>` of the warped layer: it would be exact everywhere,
/// but no longer vector (a zoom shows pixels, a diff shows base64), and it would tie the SVG
/// to one resolution; the SVG writers exist for vector, text-diffable frames.
enum SVGProjectionMarkup {
    /// The `<switch>` (its lines, indented by `indent`) that draws the `<g id="content">` in
    /// `<defs>`, whose drawing reaches `source`, through `transform`, whose image of it is
    /// `projected` (see `DisplayItem.bounds`).
    static func lines(transform: ProjectionTransform, content: String, source: CGRect, projected: CGRect, indent: String) -> [String] {
        // A point more on each side: the foreignObject cuts what it holds at its box.
        let box = projected.insetBy(dx: -1, dy: -1)
        // The div's coordinates are the content's; its transform takes them to the
        // foreignObject's, whose origin is the box's corner.
        let moved = transform.concatenating(ProjectionTransform(CGAffineTransform(translationX: -box.minX, y: -box.minY)))
        let size = " width=\"\(SVGFormat.number(max(1, source.maxX)))\" height=\"\(SVGFormat.number(max(1, source.maxY)))\""
        return [
            indent + "<switch>",
            indent + "  <foreignObject x=\"\(SVGFormat.number(box.minX))\" y=\"\(SVGFormat.number(box.minY))\""
                + " width=\"\(SVGFormat.number(box.width))\" height=\"\(SVGFormat.number(box.height))\""
                + " requiredExtensions=\"http://www.w3.org/1999/xhtml\">",
            indent + "    <div xmlns=\"http://www.w3.org/1999/xhtml\" style=\"transform-origin:0 0;transform:\(matrix3d(moved))\">"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\"\(size) style=\"display:block;overflow:visible\">"
                + "<use href=\"#\(content)\"/></svg></div>",
            indent + "  </foreignObject>",
            indent + "  <use href=\"#\(content)\" transform=\"\(SVGFormat.matrix(nearestAffine(to: transform, over: source)))\"/>",
            indent + "</switch>",
        ]
    }

    /// CSS's `matrix3d` of a plane projection: the 4×4 matrix, column by column, that takes
    /// (x, y, 0, 1) to (x', y', 0, w) as the 3×3 one takes (x, y, 1) to (x', y', w).
    static func matrix3d(_ t: ProjectionTransform) -> String {
        let values = [t.m11, t.m12, 0, t.m13, t.m21, t.m22, 0, t.m23, 0, 0, 1, 0, t.m31, t.m32, 0, t.m33]
        return "matrix3d(" + values.map { SVGFormat.number($0, decimals: 9) }.joined(separator: ",") + ")"
    }

    /// The affine transform that takes the corners of `box` nearest (least squares) to where
    /// `transform` takes them. The corners are symmetric about the box's centre, so the fit
    /// is closed-form: the centre goes to the corners' images' centroid, and each side to the
    /// mean of its two opposite edges' images.
    static func nearestAffine(to transform: ProjectionTransform, over box: CGRect) -> DisplayTransform {
        guard box.width > 0, box.height > 0 else { return DisplayTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        let p00 = transform.apply(to: CGPoint(x: box.minX, y: box.minY)), p10 = transform.apply(to: CGPoint(x: box.maxX, y: box.minY))
        let p01 = transform.apply(to: CGPoint(x: box.minX, y: box.maxY)), p11 = transform.apply(to: CGPoint(x: box.maxX, y: box.maxY))
        let a = (p10.x - p00.x + p11.x - p01.x) / (2 * box.width), b = (p10.y - p00.y + p11.y - p01.y) / (2 * box.width)
        let c = (p01.x - p00.x + p11.x - p10.x) / (2 * box.height), d = (p01.y - p00.y + p11.y - p10.y) / (2 * box.height)
        let centroid = CGPoint(x: (p00.x + p10.x + p01.x + p11.x) / 4, y: (p00.y + p10.y + p01.y + p11.y) / 4)
        return DisplayTransform(a: a, b: b, c: c, d: d, tx: centroid.x - a * box.midX - c * box.midY, ty: centroid.y - b * box.midX - d * box.midY)
    }
}
