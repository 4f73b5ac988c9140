import Cutaway
import Foundation

/// The JSON form of a scene's named views, frame by frame, as `cutaway inspect --json` prints
/// it (SCENE-FORMAT.md): what a frame's geometry golden holds. The writer lives beside the
/// golden's reader (`GeometryGolden.nodes(fromJSON:)`), so the two cannot drift apart.
package enum GeometryJSON {
    /// `frames` of `scene` in that form, with keys in a fixed order.
    package static func text(_ scene: RenderScene, _ frames: [Frame]) -> String {
        header(scene) + frames.enumerated().map { frame($1, isLast: $0 + 1 == frames.count) }.joined() + footer
    }

    /// The document's opening, before its frames: so that a long run is written frame by frame
    /// (`cutaway inspect --json`), its memory flat in the number of frames.
    package static func header(_ scene: RenderScene) -> String {
        "{ \"scene\": \(quoted(scene.name)), \"fps\": \(scene.fps),\n  \"frames\": [\n"
    }

    /// One frame's entry; `isLast` leaves out the comma that separates it from the next.
    package static func frame(_ frame: Frame, isLast: Bool) -> String {
        var lines = ["    { \"index\": \(frame.index), \"time\": \(number(frame.time)),", "      \"nodes\": ["]
        let named = frame.geometry.filter { $0.name != nil }
        for (nodeIndex, node) in named.enumerated() {
            let clip = node.clip.map(rect) ?? "null"
            let comma = nodeIndex + 1 < named.count ? "," : ""
            lines.append("        { \"name\": \(quoted(node.name!)), \"type\": \(quoted(node.typeName)), \"frame\": \(rect(node.frame)), \"clip\": \(clip), \"opacity\": \(number(node.opacity)) }\(comma)")
        }
        lines.append("      ] }" + (isLast ? "" : ","))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The document's closing, after its frames.
    package static let footer = "  ] }\n"

    /// Whole numbers without a fraction; others to at most four decimals (geometry is rounded
    /// to the pixel grid already; times come from frame indices).
    package static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        // What rounds to a whole number at four places (0.00001, 1e15 + 0.5) ends at its point,
        // which JSON does not allow; a negative that rounds to zero is zero.
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    package static func number(_ value: CGFloat) -> String { number(Double(value)) }

    private static func rect(_ rect: CGRect) -> String {
        "{ \"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height)) }"
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
