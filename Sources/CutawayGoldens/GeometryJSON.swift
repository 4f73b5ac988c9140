import Cutaway
import Foundation

/// The JSON form of a scene's named views, frame by frame, as `cutaway inspect --json` prints
/// it (SCENE-FORMAT.md): what a frame's geometry golden holds. The writer lives beside the
/// golden's reader (`GeometryGolden.nodes(fromJSON:)`), so the two cannot drift apart.
package enum GeometryJSON {
    /// `frames` of `scene` in that form, with keys in a fixed order.
    package static func text(_ scene: RenderScene, _ frames: [Frame]) -> String {
        var lines = ["{ \"scene\": \(quoted(scene.name)), \"fps\": \(scene.fps),", "  \"frames\": ["]
        for (frameIndex, frame) in frames.enumerated() {
            lines.append("    { \"index\": \(frame.index), \"time\": \(number(frame.time)),")
            lines.append("      \"nodes\": [")
            let named = frame.geometry.filter { $0.name != nil }
            for (nodeIndex, node) in named.enumerated() {
                let clip = node.clip.map(rect) ?? "null"
                let comma = nodeIndex + 1 < named.count ? "," : ""
                lines.append("        { \"name\": \(quoted(node.name!)), \"type\": \(quoted(node.typeName)), \"frame\": \(rect(node.frame)), \"clip\": \(clip), \"opacity\": \(number(node.opacity)) }\(comma)")
            }
            lines.append("      ] }" + (frameIndex + 1 < frames.count ? "," : ""))
        }
        lines.append("  ] }")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whole numbers without a fraction; others to at most four decimals (geometry is rounded
    /// to the pixel grid already; times come from frame indices).
    package static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
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
