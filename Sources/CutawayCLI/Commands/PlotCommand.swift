import Cutaway
import CutawayRender
import Foundation

/// `cutaway plot`: tracked geometry of named views over time, as an SVG chart.
enum PlotCommand {
    static let attributes = ["x", "y", "width", "height", "maxY", "opacity", "clipHeight"]

    static let signature = CommandSignature(
        name: "plot",
        abstract: "Chart named views' geometry over a scene's time, as SVG.",
        discussion: "A track is NAME.ATTRIBUTE, with ATTRIBUTE one of x, y, width, height, maxY, opacity, clipHeight; or A..B, the gap from view A's bottom to view B's top. The script's events are marked.",
        arguments: [ArgumentSpec("SCENE", help: "A built-in scene name or a scene file.")],
        options: [
            OptionSpec("track", valueName: "TRACK", help: "What to chart; repeat or separate with commas.", isRepeating: true),
            OptionSpec("fps", valueName: "N", help: "Samples per second; the scene's frame rate by default.", range: .frameRate),
            OptionSpec("out", short: "o", valueName: "FILE", help: "The SVG to write; out/<scene-name>-plot.svg by default."),
        ],
        flags: [OutputOptions.force],
        examples: [
            .init("cutaway plot Examples/Scenes/presence-smooth.json --track detail.height,title..footer,footer.y",
                  help: "The detail's visible height, the gap it leaves and the footer's position:"),
        ])

    /// One thing to chart.
    enum Track {
        case attribute(view: String, name: String)
        case gap(upper: String, lower: String)

        var label: String {
            switch self {
            case .attribute(let view, let name): "\(view).\(name)"
            case .gap(let upper, let lower): "gap \(upper) → \(lower)"
            }
        }

        /// The track's value in a frame whose named views are `named` (each name's first view in
        /// drawing order, as `Frame.geometry(named:)` finds it).
        func value(in named: [String: NodeGeometry]) -> Double? {
            switch self {
            case .attribute(let view, let name):
                guard let node = named[view] else { return nil }
                switch name {
                case "x": return Double(node.frame.minX)
                case "y": return Double(node.frame.minY)
                case "width": return Double(node.frame.width)
                case "height": return Double(node.frame.height)
                case "maxY": return Double(node.frame.maxY)
                case "opacity": return node.opacity
                default: return Double(node.clip?.height ?? node.frame.height)
                }
            case .gap(let upper, let lower):
                guard let top = named[upper], let bottom = named[lower] else { return nil }
                return Double(bottom.frame.minY - top.frame.maxY)
            }
        }
    }

    static func parse(_ text: String) throws(UsageError) -> Track {
        if let range = text.range(of: "..") {
            let upper = String(text[..<range.lowerBound]), lower = String(text[range.upperBound...])
            guard !upper.isEmpty, !lower.isEmpty else {
                throw .invalidValue(name: "--track", value: text, expected: "A..B (two view names)")
            }
            return .gap(upper: upper, lower: lower)
        }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
            throw .invalidValue(name: "--track", value: text, expected: "NAME.ATTRIBUTE or A..B")
        }
        let name = String(text[text.index(after: dot)...])
        guard attributes.contains(name) else {
            let hint = closestMatch(to: name, among: attributes).map { "; did you mean '\($0)'?" } ?? ""
            throw .invalidValue(name: "--track", value: text, expected: "an attribute among \(attributes.joined(separator: ", "))\(hint)")
        }
        return .attribute(view: String(text[..<dot]), name: name)
    }

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let name = try arguments.positional("SCENE", as: String.self) else { throw UsageError.missingArgument("SCENE") }
        var scene = try BuiltInScenes.scene(named: name)
        if let fps = try arguments.value("fps", as: PositiveInt.self)?.value { scene.fps = fps }
        let tracks = try arguments.values("track", as: String.self).map { text throws(UsageError) in try parse(text) }
        guard !tracks.isEmpty else { throw UsageError.validationFailed("say what to chart: --track NAME.ATTRIBUTE") }
        let engine = try BuiltInScenes.makeRenderer().textEngine
        let player = Player(scene: scene, textEngine: engine)
        var points = Array(repeating: [(time: Double, value: Double)](), count: tracks.count)
        do {
            for index in 0..<scene.frameCount {
                let frame = try player.frame(at: index)
                // Each name looked up once a frame, not once a track: 2,000 tracks of 2,000
                // views would otherwise search the views four million times a frame.
                var named: [String: NodeGeometry] = [:]
                for node in frame.geometry {
                    if let name = node.name, named[name] == nil { named[name] = node }
                }
                for (track, definition) in tracks.enumerated() {
                    if let value = definition.value(in: named) { points[track].append((frame.time, value)) }
                }
            }
        } catch {
            throw BuiltInScenes.failure(error, scene: scene.name)
        }
        if let missing = tracks.indices.first(where: { points[$0].isEmpty }) {
            throw CommandFailure("no view named in '\(tracks[missing].label)' is drawn in '\(scene.name)'", exitCode: .badInput)
        }
        let events = scene.script.map { event -> (time: Double, label: String) in
            switch event.action {
            case .tap(let title): (event.time, "tap \(title)")
            case .run: (event.time, "event")
            case .focus(let field, _): (event.time, "focus \(field)")
            case .scroll(let name, _): (event.time, name.map { "scroll \($0)" } ?? "scroll")
            case .revealSwipeActions(let row, _): (event.time, "swipe \(row)")
            case .touch(let touch): (event.time, touch.description)
            }
        }
        let plot = TimelinePlot(
            title: scene.name, series: tracks.indices.map { TimelinePlot.Series(label: tracks[$0].label, points: points[$0]) },
            events: events, duration: scene.duration)
        let file = try OutputOptions.path(arguments, fallback: "out/\(scene.name)-plot.svg")
        try OutputOptions.writing(file) {
            try AtomicOutput.write(Array(plot.svg().utf8), to: file, replacing: OutputOptions.replacement(arguments))
        }
        print("\(file.relativePath)  \(tracks.count) tracks, \(scene.frameCount) samples", to: &output.standardOutput)
        return .success
    }
}
