extension RenderScene {
    /// This scene with an event at every frame, before the script's own events of that frame,
    /// that changes the root: a change to the root reuses no body and hands back no resting
    /// frame, so a player of it evaluates every body and builds every frame. Tests play both
    /// and compare, frame by frame, to check that what the graph reuses changes nothing.
    func evaluatingEveryBodyOnEveryFrame() -> RenderScene {
        var scene = self
        var script: [ScriptEvent] = []
        var remaining = self.script[...]
        for index in 0..<frameCount {
            let time = Double(index) / Double(fps)
            while let next = remaining.first, next.time < time {
                script.append(next)
                remaining = remaining.dropFirst()
            }
            script.append(.run(at: time) {})
        }
        scene.script = script + remaining
        return scene
    }
}
