import Cutaway
import CutawayExamples

/// `cutaway list`: the built-in scenes.
enum ListCommand {
    static let signature = CommandSignature(
        name: "list",
        abstract: "List the built-in scenes.",
        examples: [.init("cutaway list", help: "Show every built-in scene with its canvas, duration and summary:")])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        let scenes = ExampleScenes.all()
        let width = scenes.map(\.name.count).max() ?? 0
        for scene in scenes {
            let canvas = "\(Int(scene.canvas.width))×\(Int(scene.canvas.height)) @\(scene.canvas.scale)x"
            let name = scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let duration = (scene.duration == 0 ? "still" : "\(scene.duration) s").padding(toLength: 6, withPad: " ", startingAt: 0)
            print("\(name)  \(canvas)  \(duration)  \(scene.summary)", to: &output.standardOutput)
        }
        return .success
    }
}
