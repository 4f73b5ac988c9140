import Foundation

/// Steps a scene along its clock and yields its frames one at a time.
///
/// Frame `i` is at `t = i / fps`, computed from `i`, never accumulated. Script events run
/// before the first frame at or after their time, at their own time: their animations begin
/// when the event happens, not at the next frame.
public final class Player {
    public let scene: Scene
    public let graph: ViewGraph
    private var nextEvent = 0
    private var nextIndex = 0

    public init(scene: Scene, textEngine: any TextEngine) {
        self.scene = scene
        graph = scene.makeGraph(textEngine: textEngine)
    }

    /// The time of frame `index`.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(scene.fps)
    }

    /// The frame at `index`. Frames must be asked for in increasing order (skipping is fine:
    /// the events in between still run, at their times).
    public func frame(at index: Int) throws -> Frame {
        precondition(index >= nextIndex, "frames must be played forward")
        let time = time(ofFrame: index)
        var due: [ScriptEvent] = []
        while nextEvent < scene.script.count, scene.script[nextEvent].time <= time + 1e-9 {
            due.append(scene.script[nextEvent])
            nextEvent += 1
        }
        nextIndex = index + 1
        scene.prepareFrame?(time)
        let frame = try graph.tick(at: time, events: due)
        if let failure = scene.failure?() { throw failure }
        return Frame(index: index, time: time, displayList: frame.displayList, geometry: frame.geometry)
    }

    /// The frame at or just before `time`.
    public func frame(atTime time: Double) throws -> Frame {
        try frame(at: Int((time * Double(scene.fps) + 1e-9).rounded(.down)))
    }
}
