import Cutaway

extension SceneDocument {
    /// The document as a playable scene. Expression failures while it plays are reported
    /// through the scene's `failure`, with the expression, the time and the view's path.
    public func makeScene(file: String = "") -> Scene {
        let runtime = SceneFileRuntime(document: self)
        let interpreter = SceneInterpreter(runtime: runtime)
        let events = script.map { event -> ScriptEvent in
            switch event.action {
            case .tap(let title):
                return .tap(title, at: event.time, animation: event.animation)
            case .change(let action):
                return .run(at: event.time, animation: event.animation) {
                    // Errors in an event's expressions report the event's own time.
                    runtime.time = event.time
                    runtime.perform([action], at: event.path)
                }
            }
        }
        var scene = Scene(name, summary: summary, canvas: canvas, duration: duration, fps: fps, script: events) {
            interpreter.view(body, value: nil)
        }
        scene.prepareFrame = { time in runtime.time = time }
        scene.failure = {
            guard var error = runtime.firstError else { return nil }
            error.file = file
            return error
        }
        return scene
    }
}
