import Cutaway
import CutawayGoldens
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
        // Each frame is printed as it is played and let go: memory stays flat however many
        // frames are asked for. (A scene that fails part way has printed the frames before.)
        let json = arguments.flag("json")
        if json { output.standardOutput.write(GeometryJSON.header(scene)) }
        // A JSON frame is printed once the next one comes (or the run ends), so that the last
        // one is known without counting what `play(through:)` will play.
        var held: Frame?
        do {
            try player.play(through: wanted) { frame in
                guard json else { return output.standardOutput.write(table([frame])) }
                if let earlier = held { output.standardOutput.write(GeometryJSON.frame(earlier, isLast: false)) }
                held = frame
            }
        } catch {
            throw BuiltInScenes.failure(error, scene: scene.name)
        }
        if let last = held { output.standardOutput.write(GeometryJSON.frame(last, isLast: true)) }
        if json { output.standardOutput.write(GeometryJSON.footer) }
        return .success
    }

    /// A readable tree: each named view indented under the named views that contain it.
    static func table(_ frames: [Frame]) -> String {
        var lines: [String] = []
        for frame in frames {
            lines.append("frame \(frame.index)  t = \(GeometryJSON.number(frame.time)) s")
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
                lines.append("  \(label.padding(toLength: width, withPad: " ", startingAt: 0))  \(readable(node.frame))  \(clip)  opacity \(GeometryJSON.number(node.opacity))  \(node.typeName)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func readable(_ rect: CGRect) -> String {
        "(\(GeometryJSON.number(rect.minX)), \(GeometryJSON.number(rect.minY))) \(GeometryJSON.number(rect.width))×\(GeometryJSON.number(rect.height))"
    }
}
