import Cutaway
import CutawayRender
import Foundation

/// A frame's figure in the report: its caption and its pictures, with the views that moved
/// against the geometry golden outlined on the frame.
///
/// Why outlines are an SVG overlay, not drawn into a PNG: the overlay's coordinates are the
/// geometry's own (its `viewBox` is the canvas in points, stretched over the picture, so no
/// point-to-pixel conversion can drift from the scale the picture was rendered at); the picture
/// underneath stays the frame exactly as rendered, the same file the other views show; labels
/// stay sharp at any zoom; and no second copy of each frame is encoded.
extension GoldenReport {
    static func figure(
        _ frame: GoldenRun.CheckedFrame, of outcome: GoldenRun.Outcome, position: String, isCurrent: Bool, placement: Placement
    ) -> String {
        let classes = [frame.isFailing ? "failing" : nil, isCurrent ? "current" : nil].compactMap { $0 }
        var html = "<figure data-frame=\"\(frame.index)\" data-status=\"\(statusName(frame.status))\" data-position=\"\(Markup.escaped(position))\""
        html += (classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"") + ">"
        html += "<figcaption>frame \(frame.index) \(badge(frame.status)) \(Markup.escaped(statusText(frame.status)))</figcaption>\n"
        let stem = String(SceneRenderer.frameFileName(index: frame.index).dropLast(4))
        func source(_ suffix: String) -> String { Markup.escaped(placement.path(scene: outcome.scene, file: stem + suffix + ".png")) }
        let outlines = outlines(frame.movedViews, canvas: outcome.canvas)
        switch frame.pictures {
        case .comparison(let hasDifference):
            html += "<div class=\"side\"><div><img src=\"\(source(".expected"))\" alt=\"expected\">expected</div>"
            if hasDifference {
                html += "<div><img src=\"\(source(".difference"))\" alt=\"difference\">difference (red counts; antialiasing yellow and shifts or specks blue are forgiven)</div>"
            }
            html += "<div><div class=\"picture\"><img src=\"\(source(""))\" alt=\"actual\">\(outlines)</div>actual</div></div>\n"
            html += "<div class=\"stack\"><img class=\"expected\" src=\"\(source(".expected"))\" alt=\"expected\">"
            html += "<img class=\"actual\" src=\"\(source(""))\" alt=\"actual\">\(outlines)</div>\n"
        case .actual:
            html += "<div class=\"single\"><div class=\"picture\"><img class=\"actual\" src=\"\(source(""))\" alt=\"actual\">\(outlines)</div></div>\n"
        case .none:
            html += "<p>No picture of this frame.</p>\n"
        }
        if !frame.movedViews.isEmpty {
            html += "<p class=\"legend\"><span class=\"expected\">╌╌ where the geometry golden has the view</span> · <span class=\"actual\">── where it is now</span></p>\n"
        }
        return html + "</figure>\n"
    }

    /// The moved views over a picture of the canvas: where the golden has each (dashed) and
    /// where it is now (solid), labelled with its name. A view that is gone has only the first,
    /// a new one only the second.
    static func outlines(_ movedViews: [GeometryGolden.MovedView], canvas: RenderCanvas) -> String {
        guard !movedViews.isEmpty else { return "" }
        func number(_ value: CGFloat) -> String { GeometryJSON.number(value) }
        var svg = "<svg class=\"outlines\" viewBox=\"0 0 \(number(canvas.width)) \(number(canvas.height))\" preserveAspectRatio=\"none\""
        svg += " role=\"img\" aria-label=\"views that moved\">"
        for view in movedViews {
            let frames = [view.expected, view.actual].compactMap { $0 }
            guard let left = frames.map(\.minX).min(), let top = frames.map(\.minY).min() else { continue }
            svg += "<g data-view=\"\(Markup.escaped(view.name))\"><title>\(Markup.escaped(view.lines.joined(separator: "; ")))</title>"
            for (kind, rect) in [("expected", view.expected), ("actual", view.actual)] {
                guard let rect else { continue }
                svg += "<rect class=\"\(kind)\" x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\"></rect>"
            }
            let name = view.name + (view.actual == nil ? " (gone)" : view.expected == nil ? " (new)" : "")
            // The label (11 pt type, as the style sets) sits above both outlines, clear of their
            // edges, or just inside them when their top is within a line of the canvas's top.
            let baseline = top >= 14 ? top - 4 : top + 12
            svg += "<text class=\"\(view.actual == nil ? "expected" : "actual")\" x=\"\(number(left + 2))\" y=\"\(number(baseline))\">\(Markup.escaped(name))</text></g>"
        }
        return svg + "</svg>"
    }

    /// The status as the page's data attributes name it.
    static func statusName(_ status: GoldenRun.CheckedFrame.Status) -> String {
        switch status {
        case .identical: "identical"
        case .withinTolerance: "tolerated"
        case .different: "different"
        case .recorded: "recorded"
        case .missing: "missing"
        }
    }

    /// What became of the frame, in words: a failing frame's reasons.
    static func statusText(_ status: GoldenRun.CheckedFrame.Status) -> String {
        switch status {
        case .identical: "identical to its golden"
        case .withinTolerance: "within tolerance of its golden"
        case .different(let detail, _): detail
        case .recorded: "recorded as its golden by this run"
        case .missing: "no golden"
        }
    }

    private static func badge(_ status: GoldenRun.CheckedFrame.Status) -> String {
        switch status {
        case .different, .missing: "<span class=\"badge failing\">failing</span>"
        case .identical, .withinTolerance: "<span class=\"badge\">passing</span>"
        case .recorded: "<span class=\"badge\">recorded</span>"
        }
    }
}
