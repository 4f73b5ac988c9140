import Cutaway
import Foundation

/// Lays `view` out on a canvas of `width` × `height` with the test text engine.
func layOut<V: View>(width: CGFloat = 400, height: CGFloat = 400, scale: Int = 1, _ view: V) throws -> Frame {
    try ViewGraph(root: view, canvas: RenderCanvas(width: width, height: height, scale: scale), textEngine: MonospacedTestTextEngine())
        .makeFrame()
}

nonisolated extension Frame {
    /// The frame of the view named `name`; a test failure (crash) if there is none.
    func rect(_ name: String) -> CGRect {
        guard let geometry = geometry(named: name) else {
            fatalError("no view named \(name) in \(geometry.compactMap(\.name))")
        }
        return geometry.frame
    }

    /// The opacity the view named `name` is drawn at (the groups around it multiplied).
    func opacity(_ name: String) -> Double {
        guard let geometry = geometry(named: name) else {
            fatalError("no view named \(name) in \(geometry.compactMap(\.name))")
        }
        return geometry.opacity
    }
}
