import Cutaway

extension SceneDocument {
    /// The document as a playable scene. Failures while it plays — an expression that fails, a
    /// budget limit passed, a script tap that finds no button — are reported through the scene
    /// as `SceneFileError`s with the file, the line and column, the JSON path and the time.
    public func makeScene(file: String = "") -> RenderScene {
        makeScene(file: file, runtime: SceneFileRuntime(document: self))
    }

    /// The scene, played by `runtime` (tests keep it, to see what a failure cost).
    func makeScene(file: String, runtime: SceneFileRuntime) -> RenderScene {
        let events = script.map { event -> ScriptEvent in
            switch event.action {
            case .tap(let title, _):
                return .tap(title, at: event.time, animation: event.animation)
            case .focus(let field, let text, _):
                return .focus(field, typing: text, at: event.time, animation: event.animation)
            case .scroll(let name, let destination, _):
                return .scroll(name, to: destination, at: event.time, animation: event.animation)
            case .swipeActions(let row, let edge, _):
                return .revealSwipeActions(of: row, edge: edge, at: event.time, animation: event.animation)
            case .touch(let touch, _):
                return ScriptEvent(at: event.time, .touch(touch))
            case .change(let action):
                return .run(at: event.time, animation: event.animation) {
                    // Errors in an event's expressions report the event's own time.
                    runtime.time = event.time
                    runtime.perform([action])
                }
            }
        }
        var scene = RenderScene(name, summary: summary, canvas: canvas, duration: duration, fps: fps, script: events) {
            // The engine makes the root on every pass: the views budget starts again here.
            runtime.beginPass()
            return SceneInterpreter(runtime: runtime).view(runtime.document.body, in: .body)
        }
        scene.prepareFrame = { time in runtime.beginFrame(at: time) }
        scene.finishFrame = { nodeUpdates in runtime.countFrameWork(nodeUpdates: nodeUpdates) }
        // Each play measures through its own memory, counting what it shapes (`SceneBudget`).
        scene.textEngineForPlay = { engine in
            runtime.beginPlay()
            return BudgetedTextEngine(engine: engine, runtime: runtime)
        }
        scene.failure = {
            guard var error = runtime.firstError else { return nil }
            error.file = file
            return error
        }
        let script = script
        scene.explainFailure = { error in
            // A scene that does not settle is a problem with what the file asks for: its body.
            if case RuntimeError.updateCycle? = error as? RuntimeError {
                return SceneFileError(file: file, location: nil, path: "body", message: "\(error)")
            }
            // A tap that finds no button: the engine knows the title and the time; the file knows
            // where the event is written. Events run in order, so the first tap of that title at
            // that time is the one that failed, unless an earlier one of the same moment succeeded.
            // A focus that finds no text field, and a scroll that finds no scroll view or no view, likewise.
            let place: SourcePlace?
            switch error as? RuntimeError {
            case .noButton(let title, let time, _)?:
                place = script.lazy.compactMap({ event -> SourcePlace? in
                    guard case .tap(title, let place) = event.action, event.time == time else { return nil }
                    return place
                }).first
            case .noTextField(let field, let time, _)?:
                place = script.lazy.compactMap({ event -> SourcePlace? in
                    guard case .focus(field, _, let place) = event.action, event.time == time else { return nil }
                    return place
                }).first
            case .noScrollView(_, let time, _)?, .noScrollTarget(_, let time)?:
                place = script.lazy.compactMap({ event -> SourcePlace? in
                    guard case .scroll(_, _, let place) = event.action, event.time == time else { return nil }
                    return place
                }).first
            case .noSwipeActions(let row, _, let time, _)?:
                place = script.lazy.compactMap({ event -> SourcePlace? in
                    guard case .swipeActions(row, _, let place) = event.action, event.time == time else { return nil }
                    return place
                }).first
            case .noTouchTarget(_, let time, _)?, .noFingerDown(let time)?:
                place = script.lazy.compactMap({ event -> SourcePlace? in
                    guard case .touch(_, let place) = event.action, event.time == time else { return nil }
                    return place
                }).first
            default:
                place = nil
            }
            guard let place else { return error }
            return SceneFileError(file: file, location: place.location, path: place.path, message: "\(error)")
        }
        return scene
    }
}
