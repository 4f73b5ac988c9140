import Foundation

/// A named view on a canvas: what the `cutaway` command renders.
public struct Scene {
    public var name: String
    /// One line saying what the scene shows.
    public var summary: String
    public var canvas: Canvas
    let makeContent: () -> AnyView

    public init<Content: View>(
        _ name: String, summary: String = "", canvas: Canvas = Canvas(),
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.name = name
        self.summary = summary
        self.canvas = canvas
        self.makeContent = { AnyView(content()) }
    }

    /// The scene's view graph, measuring text with `textEngine`.
    public func makeGraph(textEngine: any TextEngine) -> ViewGraph {
        ViewGraph(root: makeContent(), canvas: canvas, textEngine: textEngine)
    }
}
