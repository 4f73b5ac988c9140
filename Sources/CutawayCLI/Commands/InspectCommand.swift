import Cutaway
import Foundation

/// `cutaway inspect`: where every named view is drawn, frame by frame.
enum InspectCommand {
    static let signature = CommandSignature(
        name: "inspect",
        abstract: "Print the presented geometry of a scene's named views.",
        discussion: "For each sampled frame, every view named with \"name\" in a scene file (or .accessibilityIdentifier in Swift) is listed with its frame, its effective clip rectangle and its opacity, in canvas points. Without --at, every frame is sampled.",
        arguments: [ArgumentSpec("SCENE", help: "A built-in scene name or a scene file.")],
        options: [
            OptionSpec("at", valueName: "T", help: "Times in seconds; repeat or separate with commas.", range: .sceneTime, isRepeating: true),
            OptionSpec("fps", valueName: "N", help: "Frames per second; the scene's own rate by default.", range: .frameRate),
        ],
        flags: [FlagSpec("json", help: "Print JSON instead of a table.")],
        examples: [
            .init("cutaway inspect Examples/Scenes/presence-smooth.json --at 0.5,0.6 --json", help: "The row's named views at two moments, as JSON:"),
        ])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let name = try arguments.positional("SCENE", as: String.self) else { throw UsageError.missingArgument("SCENE") }
        var scene = try BuiltInScenes.scene(named: name)
        if let fps = try arguments.value("fps", as: PositiveInt.self)?.value { scene.fps = fps }
        let times = try arguments.values("at", as: Double.self)
        if let outside = times.first(where: { $0 < 0 || $0 > scene.duration }) {
            throw UsageError.validationFailed("--at \(outside) is outside the scene (0 to \(scene.duration) s)")
        }
        let wanted = times.isEmpty
            ? Array(0..<scene.frameCount)
            : scene.frameIndices(at: times)
        let engine = try BuiltInScenes.makeRenderer().textEngine
        let player = Player(scene: scene, textEngine: engine)
        var frames: [Frame] = []
        do {
            var next = 0
            for index in wanted {
                var frame: Frame?
                while next <= index {
                    frame = try player.frame(at: next)
                    next += 1
                }
                if let frame { frames.append(frame) }
            }
        } catch {
            throw BuiltInScenes.failure(error, scene: scene)
        }
        let text = arguments.flag("json") ? json(scene, frames) : table(frames)
        output.standardOutput.write(text)
        return .success
    }

    /// The JSON form of SCENE-FORMAT.md, with keys in a fixed order.
    static func json(_ scene: Scene, _ frames: [Frame]) -> String {
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

    /// A readable tree: each named view indented under the named views that contain it.
    static func table(_ frames: [Frame]) -> String {
        var lines: [String] = []
        for frame in frames {
            lines.append("frame \(frame.index)  t = \(number(frame.time)) s")
            let named = frame.geometry.filter { $0.name != nil }
            if named.isEmpty { lines.append("  (no named views)") }
            // A named view's level: how many named views enclose it (listed depth first, an
            // enclosing view comes earlier with a smaller depth).
            var depths: [Int] = []
            var open: [Int] = []  // depths of the enclosing named views
            for node in named {
                while let last = open.last, last >= node.depth { open.removeLast() }
                depths.append(open.count)
                open.append(node.depth)
            }
            let width = zip(named, depths).map { $0.name!.count + 2 * $1 }.max() ?? 0
            for (node, depth) in zip(named, depths) {
                let label = String(repeating: "  ", count: depth) + node.name!
                let clip = node.clip.map { "clip \(readable($0))" } ?? "no clip"
                lines.append("  \(label.padding(toLength: width, withPad: " ", startingAt: 0))  \(readable(node.frame))  \(clip)  opacity \(number(node.opacity))  \(node.typeName)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func rect(_ rect: CGRect) -> String {
        "{ \"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height)) }"
    }

    private static func readable(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY))) \(number(rect.width))×\(number(rect.height))"
    }

    /// Whole numbers without a fraction; others to at most four decimals (geometry is rounded
    /// to the pixel grid already; times come from frame indices).
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

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
