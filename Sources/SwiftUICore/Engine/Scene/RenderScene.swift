import Foundation

/// A named view on a canvas, with a clock: what the `cutaway` command renders. (Not SwiftUI's
/// `Scene`, the protocol of an app's windows: the name is left free for it.)
public struct _RenderScene {
    public var name: String
    /// One line saying what the scene shows.
    public var summary: String
    public var canvas: _RenderCanvas
    /// How long the scene runs, in seconds (0: a single frame).
    public var duration: Double
    /// Frames per second.
    public var fps: Int
    /// What happens when, in time order.
    public var script: [_ScriptEvent]
    /// Called with each frame's time before the frame is built (scenes that report errors
    /// with the time use it). What it changes for the views to read must go through a
    /// `SceneValue` (or `@State`): as in SwiftUI, views are built again only when something
    /// they depend on changes, and a scene at rest hands back its last frame.
    public var prepareFrame: ((Double) -> Void)?
    /// Called after each frame is built with the nodes the scene's graph has laid out and
    /// drawn since it was made (`ViewGraph.nodeUpdates`), before `failure` is asked: a scene
    /// file counts its work against its budget here.
    package var finishFrame: ((_ nodeUpdates: Int) -> Void)?
    /// A problem the scene ran into while building a frame (a scene file's failed
    /// expression, say): the player stops with it.
    public var failure: (() -> (any Error)?)?
    /// Restates an error the engine threw while playing the scene in the scene's own terms (a
    /// scene file names the line and JSON path of the script event whose tap found no button).
    /// `nil`, or an error handed back as it is: the player throws the engine's error.
    public var explainFailure: ((any Error) -> any Error)?
    /// The text engine one play of the scene measures with, made from the player's: a scene
    /// file wraps it to count the text it shapes against its budget. Called once per view
    /// graph (`makeGraph`); `nil` measures with the player's engine itself.
    public var textEngineForPlay: ((any _TextEngine) -> any _TextEngine)?
    let makeContent: () -> AnyView

    public init<Content: View>(
        _ name: String, summary: String = "", canvas: _RenderCanvas = _RenderCanvas(), duration: Double = 0, fps: Int = 60,
        script: [_ScriptEvent] = [], @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        precondition(duration >= 0 && fps > 0, "a scene needs a non-negative duration and a positive frame rate")
        self.name = name
        self.summary = summary
        self.canvas = canvas
        self.duration = duration
        self.fps = fps
        self.script = script.sorted { $0.time < $1.time }
        self.makeContent = { ViewCode.evaluate(()) { _ in AnyView(content()) } }
    }

    /// The number of frames: one at t = 0 and one every 1/fps seconds up to the duration.
    public var frameCount: Int {
        Int((duration * Double(fps) + 1e-9).rounded(.down)) + 1
    }

    /// The frames nearest to `times`, each once, in order.
    public func frameIndices(at times: [Double]) -> [Int] {
        Array(Set(times.map { Int(($0 * Double(fps)).rounded()) })).sorted()
    }

    /// The scene's view graph, measuring text with `textEngine`.
    package func makeGraph(textEngine: any TextEngine, images: ImageCatalog = ImageCatalog()) -> ViewGraph {
        ViewGraph(canvas: canvas, textEngine: textEngineForPlay?(textEngine) ?? textEngine, images: images, makeRoot: makeContent)
    }
}
