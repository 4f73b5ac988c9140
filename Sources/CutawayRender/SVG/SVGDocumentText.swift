import Foundation

/// The `<svg>` element around a document's defs and body, after the comment that tells a
/// later run the file is Cutaway's to replace.
enum SVGDocumentText {
    static func wrap(size: CGSize, defs: [String], body: [String]) -> String {
        let width = SVGFormat.number(size.width), height = SVGFormat.number(size.height)
        var lines = [
            OutputMarker.textSignature,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
        ]
        if !defs.isEmpty {
            lines.append("  <defs>")
            lines += defs.map { "  " + $0 }
            lines.append("  </defs>")
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
