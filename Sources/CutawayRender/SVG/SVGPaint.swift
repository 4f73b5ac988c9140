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

    /// The `<filter>` for a blur or shadow group (`nil` for other effects), in user space over
    /// `region`, filtering in sRGB as Cairo blends (SVG filters default to linear RGB).
    static func filter(_ effect: DisplayEffect, id: String, region: CGRect) -> String? {
        let primitive: String
        switch effect {
        case .blur(let radius, let opaque):
            primitive = "<feGaussianBlur stdDeviation=\"\(SVGFormat.number(radius))\"" + (opaque ? " edgeMode=\"duplicate\"" : "") + "/>"
        case .shadow(let color, let radius, let offset):
            primitive = "<feDropShadow dx=\"\(SVGFormat.number(offset.width))\" dy=\"\(SVGFormat.number(offset.height))\""
                + " stdDeviation=\"\(SVGFormat.number(radius))\" flood-color=\"\(SVGFormat.hexColor(color))\""
                + " flood-opacity=\"\(SVGFormat.opacity(color.opacity))\"/>"
        default:
            return nil
        }
        return "  <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(SVGFormat.number(region.minX))\" y=\"\(SVGFormat.number(region.minY))\""
            + " width=\"\(SVGFormat.number(region.width))\" height=\"\(SVGFormat.number(region.height))\" color-interpolation-filters=\"sRGB\">"
            + primitive + "</filter>"
    }
}
