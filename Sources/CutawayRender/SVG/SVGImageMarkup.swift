import Cutaway
import Foundation

/// Bitmaps in SVG: each file once in `<defs>`, as an `<image>` of the file's size in points
/// holding the file's own bytes (`data:` URL, so the document stands alone), and each drawn
/// piece (`ImageRun.slices`) a nested `<svg>` whose viewport is the piece's rectangle and
/// whose viewBox is the piece of the file, stretched (`preserveAspectRatio="none"`) and cut
/// at the viewport, as Cairo's clip cuts it.
///
/// A template image is its tint through the file's alpha: a filter that floods the tint and
/// keeps it where the source is (`feComposite operator="in"`). `.interpolation(.none)` is
/// CSS's `image-rendering: pixelated`.
struct SVGImageMarkup {
    private var ids: [ImageFile: String] = [:]

    /// The lines that draw `run`, its file's definition added to `defs` the first time; none
    /// when the file cannot be read (Cairo draws nothing for it either).
    mutating func write(
        _ run: ImageRun, id: String, indent: String, identifiers: inout SVGIdentifiers, defs: inout [String]
    ) -> [String] {
        guard let image = definition(for: run.file, identifiers: &identifiers, defs: &defs) else { return [] }
        var opening = "<g id=\"\(id)\""
        if let tint = run.tint {
            let filter = identifiers.make("tint-", id)
            defs.append(
                "  <filter id=\"\(filter)\" color-interpolation-filters=\"sRGB\"><feFlood flood-color=\"\(SVGFormat.hexColor(tint))\""
                    + " flood-opacity=\"\(SVGFormat.opacity(tint.opacity))\"/><feComposite in2=\"SourceGraphic\" operator=\"in\"/></filter>")
            opening += " filter=\"url(#\(filter))\""
        }
        if run.interpolation == .none { opening += " style=\"image-rendering:pixelated\"" }
        var lines = [indent + opening + ">"]
        for (source, destination) in run.slices {
            lines.append(
                indent + "  <svg x=\"\(SVGFormat.number(destination.minX))\" y=\"\(SVGFormat.number(destination.minY))\""
                    + " width=\"\(SVGFormat.number(destination.width))\" height=\"\(SVGFormat.number(destination.height))\""
                    + " viewBox=\"\(SVGFormat.number(source.minX)) \(SVGFormat.number(source.minY)) \(SVGFormat.number(source.width)) \(SVGFormat.number(source.height))\""
                    + " preserveAspectRatio=\"none\"><use href=\"#\(image)\"/></svg>")
        }
        lines.append(indent + "</g>")
        return lines
    }

    private mutating func definition(for file: ImageFile, identifiers: inout SVGIdentifiers, defs: inout [String]) -> String? {
        if let id = ids[file] { return id }
        guard let bytes = try? ImageFileReader.contents(of: file.url) else { return nil }
        let id = identifiers.make("image-", file.url.deletingPathExtension().lastPathComponent)
        let type = switch file.format {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        }
        defs.append(
            "  <image id=\"\(id)\" width=\"\(SVGFormat.number(file.size.width))\" height=\"\(SVGFormat.number(file.size.height))\""
                + " preserveAspectRatio=\"none\" href=\"data:\(type);base64,\(Data(bytes).base64EncodedString())\"/>")
        ids[file] = id
        return id
    }
}
