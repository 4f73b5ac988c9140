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
            + " stroke-width=\"\(SVGFormat.number(max(0, style.lineWidth)))\"" + strokeShape(style)
    }

    /// The stroke attributes other than colour and width.
    static func strokeShape(_ style: StrokeStyle) -> String {
        // Cairo draws nothing for a negative width and takes a miter limit below 1 as 1; SVG
        // viewers would fall back to their defaults, so the values are clamped alike.
        var attributes = " stroke-miterlimit=\"\(SVGFormat.number(max(1, style.miterLimit)))\""
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

    /// The `<filter>` for a blur, shadow or colour-matrix group (`nil` for other effects), in
    /// user space over `region`, filtering in sRGB as Cairo blends and maps colours (SVG
    /// filters default to linear RGB).
    static func filter(_ effect: DisplayEffect, id: String, region: CGRect) -> String? {
        let primitive: String
        var region = region
        switch effect {
        case .colorMatrix(let matrix):
            // The twenty values row by row, as `ColorMatrix` holds them; a point past the
            // items (as Cairo's layer), so that the region cuts no antialiased edge.
            primitive = "<feColorMatrix type=\"matrix\" values=\""
                + matrix.rows.joined().map { SVGFormat.number(Double($0), decimals: 6) }.joined(separator: " ") + "\"/>"
            region = region.insetBy(dx: -1, dy: -1)
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

    /// The CSS `mix-blend-mode` for a blend mode. CSS has no Porter–Duff modes among them, nor
    /// plus-darker: those are written as their nearest, `normal` and `multiply` (the PNG draws
    /// them exactly).
    static func mixBlendMode(_ mode: BlendMode) -> String {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: "normal"
        case .multiply, .plusDarker: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        }
    }
}
