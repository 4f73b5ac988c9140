import Cutaway
import CutawayRender
import Foundation

/// `cutaway compare`: two scenes side by side, frame by frame, captioned.
enum CompareCommand {
    static let signature = CommandSignature(
        name: "compare",
        abstract: "Play two scenes together and write them side by side.",
        discussion: "Both scenes play at the same frame rate; the shorter one holds its last frame. Their canvases must match.",
        arguments: [
            ArgumentSpec("SCENE_A", help: "The left scene: a built-in name or a scene file."),
            ArgumentSpec("SCENE_B", help: "The right scene."),
        ],
        options: [
            OptionSpec("out", short: "o", valueName: "DIR", help: "Directory for the frames; out/<a>-vs-<b> by default."),
            OptionSpec("fps", valueName: "N", help: "Frames per second; the left scene's rate by default."),
            OptionSpec("scale", valueName: "N", help: "Pixels per point; the scenes' own scale by default.", allowedValues: ["1", "2", "3"]),
            OptionSpec("caption-a", valueName: "TEXT", help: "The left caption; the scene's name by default."),
            OptionSpec("caption-b", valueName: "TEXT", help: "The right caption; the scene's name by default."),
        ],
        flags: [FlagSpec("quiet", short: "q", help: "Print nothing but errors.")],
        examples: [
            .init("cutaway compare native-toggle Examples/Scenes/native-toggle.json", help: "A Swift scene beside its scene file:"),
        ])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let first = try arguments.positional("SCENE_A", as: String.self) else { throw UsageError.missingArgument("SCENE_A") }
        guard let second = try arguments.positional("SCENE_B", as: String.self) else { throw UsageError.missingArgument("SCENE_B") }
        let left = try BuiltInScenes.scene(named: first), right = try BuiltInScenes.scene(named: second)
        let fps = try arguments.value("fps", as: PositiveInt.self)?.value ?? left.fps
        let scale = try arguments.value("scale", as: Int.self)
        let captions = (try arguments.value("caption-a", as: String.self) ?? left.name,
                        try arguments.value("caption-b", as: String.self) ?? right.name)
        let directory = URL(fileURLWithPath: try arguments.value("out", as: String.self) ?? "out/\(left.name)-vs-\(right.name)")
        let renderer = try BuiltInScenes.makeRenderer()
        let comparison = SideBySide(left, right, captions: captions)
        var bar = ProgressBar(label: "compare", isEnabled: output.standardError.isTerminal && !arguments.flag("quiet"))
        let files: [URL]
        do {
            files = try comparison.writePNGSequence(to: directory, fps: fps, scale: scale, with: renderer) { done, total in
                bar.update(done: done, total: total, on: &output.standardError)
            }
        } catch let error as SideBySideError {
            throw CommandFailure("\(error)", exitCode: .badInput)
        } catch let error as CocoaError {
            throw CommandFailure("could not write \(directory.relativePath): \(error.localizedDescription)", exitCode: .internalFailure)
        } catch {
            throw BuiltInScenes.failure(error, scene: left)
        }
        if !arguments.flag("quiet") {
            print("\(directory.relativePath)/frame-%05d.png  \(files.count) frames, \(fps) fps", to: &output.standardOutput)
        }
        return .success
    }
}
