import Cutaway
import Foundation

/// The paint attributes shared by both writers.
enum SVGPaint {
    /// ` fill="#RRGGBB"`, plus ` fill-opacity` when the colour is translucent.
    static func fill(_ color: Color.Resolved) -> String {
        " fill=\"\(SVGFormat.hexColor(color))\"" + (color.opacity < 1 ? " fill-opacity=\"\(SVGFormat.opacity(color.opacity))\"" : "")
    }

    /// ` fill="none" stroke=… stroke-width=…`, with Cairo's default miter limit of 10.
    static func stroke(_ color: Color.Resolved, lineWidth: CGFloat) -> String {
        " fill=\"none\" stroke=\"\(SVGFormat.hexColor(color))\""
            + (color.opacity < 1 ? " stroke-opacity=\"\(SVGFormat.opacity(color.opacity))\"" : "")
            + " stroke-width=\"\(SVGFormat.number(lineWidth))\" stroke-miterlimit=\"10\""
    }
}
