import Foundation

/// Steps a scene along its clock and yields its frames one at a time.
///
/// Frame `i` is at `t = i / fps`, computed from `i`, never accumulated. Script events run
/// before the first frame at or after their time, at their own time: their animations begin
/// when the event happens, not at the next frame.
public final class _Player {
    public let scene: _RenderScene
    package let graph: ViewGraph
    private var nextEvent = 0
    private var nextIndex = 0
    private var lastTime = -Double.infinity

    public convenience init(scene: _RenderScene, textEngine: any _TextEngine) {
        self.init(scene: scene, textEngine: textEngine, images: ImageCatalog())
    }

    /// A player whose images are read from `images` (a renderer's catalog, which keeps what
    /// it read for the next scene).
    package init(scene: RenderScene, textEngine: any TextEngine, images: ImageCatalog) {
        self.scene = scene
        graph = scene.makeGraph(textEngine: textEngine, images: images)
    }

    /// The time of frame `index`.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(scene.fps)
    }

    /// The frame at `index`, as a screen shows it after every frame before it: the frames
    /// skipped since the last one asked for are played too (their tasks start, their handlers
    /// run), so frame `index` is the same whichever frames were asked for before it. Frames
    /// must be asked for in increasing order.
    public func frame(at index: Int) throws -> _Frame {
        precondition(index >= nextIndex, "frames must be played forward")
        while nextIndex < index {
            _ = try advance(to: time(ofFrame: nextIndex), index: nextIndex)
            nextIndex += 1
        }
        nextIndex = index + 1
        return try advance(to: time(ofFrame: index), index: index)
    }

    /// Hands `body` the frames at `indices` (ascending; one already played is skipped), every
    /// frame up to each played (see `frame(at:)`) and only the frames wanted kept.
    public func play(through indices: [Int], _ body: (_Frame) throws -> Void) throws {
        for index in indices where index >= nextIndex {
            try body(try frame(at: index))
        }
    }

    /// The scene at exactly `time`, which need not be on its frame grid: for a scene played by
    /// another scene's clock (`SideBySide` plays two at the rate of the pair). Times must not
    /// go back; the frame's index is that of the grid frame at or before `time`. The grid
    /// frames before it that were not played are not played after (`frame(at:)` would
    /// play them): a player is played one way or the other.
    public func frame(playedAt time: Double) throws -> _Frame {
        let index = Int((time * Double(scene.fps) + 1e-9).rounded(.down))
        nextIndex = max(nextIndex, index + 1)
        return try advance(to: time, index: index)
    }

    private func advance(to time: Double, index: Int) throws -> Frame {
        precondition(time >= lastTime, "frames must be played forward")
        lastTime = time
        var due: [ScriptEvent] = []
        while nextEvent < scene.script.count, scene.script[nextEvent].time <= time + 1e-9 {
            due.append(scene.script[nextEvent])
            nextEvent += 1
        }
        scene.prepareFrame?(time)
        let frame: Frame
        do {
            frame = try graph.tick(at: time, events: due)
        } catch {
            throw scene.explainFailure?(error) ?? error
        }
        scene.finishFrame?(graph.nodeUpdates)
        if let failure = scene.failure?() { throw failure }
        return Frame(index: index, time: time, displayList: frame.displayList, geometry: frame.geometry, touches: frame.touches)
    }

    /// The frame at or just before `time`.
    public func frame(atTime time: Double) throws -> _Frame {
        try frame(at: Int((time * Double(scene.fps) + 1e-9).rounded(.down)))
    }
}
