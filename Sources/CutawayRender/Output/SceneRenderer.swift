import Cutaway
import Foundation

/// Renders scenes to images and image files: the Pango text engine, the Cairo rasterizer and
/// the PNG encoder, wired together.
public final class SceneRenderer {
    public let textEngine: PangoTextEngine
    public let rasterizer: CairoRasterizer
    public let encoder: PNGEncoder

    public init(textEngine: PangoTextEngine, encoder: PNGEncoder = PNGEncoder()) {
        self.textEngine = textEngine
        rasterizer = CairoRasterizer(textEngine: textEngine)
        self.encoder = encoder
    }

    /// A renderer on the standard fonts.
    public convenience init() throws {
        self.init(textEngine: try PangoTextEngine())
    }

    /// The scene's frame and its pixels at `scale` (the canvas's own scale when `nil`).
    public func render(_ scene: Scene, scale: Int? = nil) -> (frame: Frame, image: RasterImage) {
        var scene = scene
        if let scale { scene.canvas.scale = scale }
        let frame = scene.makeGraph(textEngine: textEngine).makeFrame()
        return (frame, rasterizer.render(frame.displayList, scale: scene.canvas.scale))
    }

    /// PNG bytes for `image`, recording the tool, the scene and the fonts in text chunks.
    public func pngData(_ image: RasterImage, sceneName: String) -> [UInt8] {
        encoder.encode(image, textChunks: [
            (keyword: "Software", text: "Cutaway \(CutawayVersion.current)"),
            (keyword: "Title", text: sceneName),
            (keyword: "Cutaway-Fonts", text: textEngine.fonts.identity),
        ])
    }

    /// Renders `scene` into `directory` as `frame-00000.png`, replacing the directory's previous
    /// contents atomically. Returns the files written.
    @discardableResult
    public func writePNGSequence(of scene: Scene, to directory: URL, scale: Int? = nil) throws -> [URL] {
        let image = render(scene, scale: scale).image
        let name = Self.frameFileName(index: 0)
        try AtomicOutput.replaceDirectory(at: directory) { staging in
            try Data(pngData(image, sceneName: scene.name)).write(to: staging.appendingPathComponent(name))
        }
        return [directory.appendingPathComponent(name)]
    }

    /// `frame-00042.png`: five digits, so names sort in frame order.
    public static func frameFileName(index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }
}
