import Cutaway
import Foundation

/// The paint attributes shared by both writers.
enum SVGPaint {
    /// ` fill="#RRGGBB"`, plus ` fill-opacity` when the colour is translucent.
    static func fill(_ color: Color.Resolved) -> String {
        " fill=\"\(SVGFormat.hexColor(color))\"" + (color.opacity < 1 ? " fill-opacity=\"\(SVGFormat.opacity(color.opacity))\"" : "")
    }

    /// ` fill="none" stroke=… stroke-width=…` and the style's miter limit, with caps, joins
    /// and dashes where they differ from SVG's defaults (butt, miter, none).
    static func stroke(_ color: Color.Resolved, style: StrokeStyle) -> String {
        " fill=\"none\" stroke=\"\(SVGFormat.hexColor(color))\""
            + (color.opacity < 1 ? " stroke-opacity=\"\(SVGFormat.opacity(color.opacity))\"" : "")
            + " stroke-width=\"\(SVGFormat.number(style.lineWidth))\"" + strokeShape(style)
    }

    /// The stroke attributes other than colour and width.
    static func strokeShape(_ style: StrokeStyle) -> String {
        var attributes = " stroke-miterlimit=\"\(SVGFormat.number(style.miterLimit))\""
        switch style.lineCap {
        case .butt: break
        case .round: attributes += " stroke-linecap=\"round\""
        case .square: attributes += " stroke-linecap=\"square\""
        }
        switch style.lineJoin {
        case .miter: break
        case .round: attributes += " stroke-linejoin=\"round\""
        case .bevel: attributes += " stroke-linejoin=\"bevel\""
        }
        if style.dash.contains(where: { $0 > 0 }) {
            attributes += " stroke-dasharray=\"" + style.dash.map { SVGFormat.number(max(0, $0)) }.joined(separator: " ") + "\""
            if style.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(SVGFormat.number(style.dashPhase))\"" }
        }
        return attributes
    }
}
