import Cutaway
import CutawayExamples
import CutawayRender

/// Finding scenes by name, and the renderer that draws them.
enum BuiltInScenes {
    static func scene(named name: String) throws(UsageError) -> Scene {
        if let scene = ExampleScenes.named(name) { return scene }
        let names = ExampleScenes.all().map(\.name)
        let hint = closestMatch(to: name, among: names).map { ". Did you mean '\($0)'?" }
            ?? " (built-in scenes: \(names.joined(separator: ", ")))"
        throw UsageError.validationFailed("unknown scene '\(name)'\(hint)")
    }

    static func makeRenderer() throws -> SceneRenderer {
        do {
            return try SceneRenderer()
        } catch {
            throw CommandFailure("\(error)", exitCode: .internalFailure)
        }
    }
}
