import Cutaway
import Foundation

/// Two scenes played together and drawn next to each other, frame by frame, each captioned:
/// how the README's native-versus-AnimatedPresence pictures can be made from any two scenes.
public struct SideBySide {
    public var left: Scene
    public var right: Scene
    public var captions: (left: String, right: String)

    public init(_ left: Scene, _ right: Scene, captions: (left: String, right: String)? = nil) {
        self.left = left
        self.right = right
        self.captions = captions ?? (left.name, right.name)
    }

    /// The number of frames at `fps`: the longer scene's (the shorter one holds its last frame).
    public func frameCount(fps: Int) -> Int {
        Int((max(left.duration, right.duration) * Double(fps) + 1e-9).rounded(.down)) + 1
    }

    /// Writes the composed frames into `directory` as a PNG sequence, replacing it atomically.
    @discardableResult
    public func writePNGSequence(
        to directory: URL, fps: Int, scale: Int? = nil, with renderer: SceneRenderer, progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> [URL] {
        var left = left, right = right
        left.fps = fps
        right.fps = fps
        if let scale {
            left.canvas.scale = scale
            right.canvas.scale = scale
        }
        guard left.canvas.size == right.canvas.size, left.canvas.scale == right.canvas.scale else {
            throw SideBySideError.canvasesDiffer(left: "\(Int(left.canvas.width))×\(Int(left.canvas.height)) @\(left.canvas.scale)x",
                                                 right: "\(Int(right.canvas.width))×\(Int(right.canvas.height)) @\(right.canvas.scale)x")
        }
        let players = (Player(scene: left, textEngine: renderer.textEngine), Player(scene: right, textEngine: renderer.textEngine))
        let sheet = ContactSheet(columns: 2)
        let count = frameCount(fps: fps)
        var names: [String] = []
        let encoder = renderer.encoder
        let chunks = renderer.textChunks(sceneName: "\(left.name) | \(right.name)")
        try AtomicOutput.replaceDirectory(at: directory) { staging in
            let writer = ParallelFileWriter()
            for index in 0..<count {
                let leftFrame = try players.0.frame(at: min(index, left.frameCount - 1))
                let rightFrame = try players.1.frame(at: min(index, right.frameCount - 1))
                let image = sheet.compose([
                    (renderer.rasterizer.render(leftFrame.displayList, scale: left.canvas.scale), captions.left),
                    (renderer.rasterizer.render(rightFrame.displayList, scale: right.canvas.scale), captions.right),
                ], canvas: left.canvas, engine: renderer.textEngine)
                let name = SceneRenderer.frameFileName(index: index)
                let url = staging.appendingPathComponent(name)
                try writer.submit { try Data(encoder.encode(image, textChunks: chunks)).write(to: url) }
                names.append(name)
                progress(writer.completedCount, count)
            }
            try writer.finish()
        }
        return names.map { directory.appendingPathComponent($0) }
    }
}

/// Why two scenes cannot be put side by side.
public enum SideBySideError: Error, CustomStringConvertible {
    case canvasesDiffer(left: String, right: String)

    public var description: String {
        switch self {
        case .canvasesDiffer(let left, let right):
            "the scenes' canvases differ (\(left) and \(right)): give both the same size and scale"
        }
    }
}
