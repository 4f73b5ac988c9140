import CCairoPango
import Cutaway
import Foundation

/// Renders scenes to images and image files: the Pango text engine, the Cairo rasterizer and
/// the PNG encoder, wired together.
public final class SceneRenderer {
    public let textEngine: PangoTextEngine
    public let rasterizer: CairoRasterizer
    public let encoder: PNGEncoder
    /// Where named images are looked up, shared by every scene this renderer plays, and what
    /// was not found (for the command to report once).
    package let images = ImageCatalog()
    /// What the files and folders this renderer writes may replace.
    public var outputReplacement: OutputReplacement = .cutawayOutputOnly

    public init(textEngine: PangoTextEngine, encoder: PNGEncoder = PNGEncoder()) {
        _ = Self.keepsLargeBlocks
        self.textEngine = textEngine
        rasterizer = CairoRasterizer(textEngine: textEngine)
        self.encoder = encoder
    }

    /// Every frame allocates and frees canvas-sized blocks (Cairo's surface, the pixels, the
    /// encoder's buffers). glibc hands blocks over 128 KiB back to the kernel when they are
    /// freed and maps fresh ones, whose page faults and zeroing cost more than drawing the
    /// frame (`Scripts/bench`: 4.8 ms of a 1560×1688 raster's 5 ms). Once per process, a
    /// renderer raises that threshold so such blocks are reused.
    ///
    /// Process-wide, and kept because it pays: re-measured without it (`Scripts/bench`, five
    /// runs alternating with a build that has it, ratios of each pair), "780×1688: PNG encode
    /// per new frame" took 1.15× as long (1.09–1.38), "raster per new frame" 1.18×,
    /// "presence-smooth at 780×1688 px, per frame" 1.29× and a diff of consecutive frames
    /// 1.45×; peak memory after 1,801 frames was 3 % higher with it.
    private static let keepsLargeBlocks: Void = {
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
    }()

    /// A renderer on the standard fonts.
    public convenience init() throws {
        self.init(textEngine: try PangoTextEngine())
    }

    /// The scene's first frame and its pixels at `scale` (the canvas's own scale when `nil`).
    public func render(_ scene: RenderScene, scale: Int? = nil) throws -> (frame: Frame, image: RasterImage) {
        var scene = scene
        if let scale { scene.canvas.scale = scale }
        let frame = try Player(scene: scene, textEngine: textEngine, images: images).frame(at: 0)
        return (frame, rasterizer.render(frame.displayList, scale: scene.canvas.scale))
    }

    /// PNG bytes for `image`, recording the tool, the scene and the fonts in text chunks.
    public func pngData(_ image: RasterImage, sceneName: String) -> [UInt8] {
        encoder.encode(image, textChunks: textChunks(sceneName: sceneName))
    }

    /// The metadata every file records: the tool, the scene and the fonts.
    func textChunks(sceneName: String) -> [(keyword: String, text: String)] {
        [
            (keyword: "Software", text: "Cutaway \(CutawayVersion.current)"),
            (keyword: "Title", text: sceneName),
            (keyword: "Cutaway-Fonts", text: textEngine.fonts.identity),
        ]
    }

    /// Renders the frames of `scene` into `directory` as `frame-00000.png`, `frame-00001.png`…
    /// (named by frame index), replacing the directory's previous contents atomically (a failed
    /// render leaves them as they were). `fps` overrides the scene's frame rate; `frames`
    /// chooses which frames to write (all by default; every frame before the last one chosen is
    /// still played, so animations see every tick). `progress` hears (frames done, total).
    /// Returns the files written.
    @discardableResult
    public func writePNGSequence(
        of scene: RenderScene, to directory: URL, scale: Int? = nil, fps: Int? = nil, frames: [Int]? = nil,
        overlay: InspectionOverlay = [], progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> [URL] {
        var scene = scene
        if let scale { scene.canvas.scale = scale }
        if let fps { scene.fps = fps }
        let player = Player(scene: scene, textEngine: textEngine, images: images)
        let wanted = Set(frames ?? Array(0..<scene.frameCount))
        let last = wanted.max() ?? -1
        var names: [String] = []
        let encoder = encoder
        let chunks = textChunks(sceneName: scene.name)
        try AtomicOutput.replaceDirectory(at: directory, replacing: outputReplacement) { staging in
            // The engine and the rasterizer run here, frame after frame; encoding and writing
            // run on the other cores meanwhile. A run of frames that draw the same display list
            // (a scene at rest between events) is rastered and encoded once and written to each
            // of their files: the same bytes, as encoding them one by one would give.
            let writer = ParallelFileWriter()
            var run: (list: DisplayList, image: RasterImage, urls: [URL])?
            func flush() throws {
                guard let (_, image, urls) = run else { return }
                try writer.submit {
                    let data = Data(encoder.encode(image, textChunks: chunks))
                    for url in urls { try data.write(to: url) }
                }
                run = nil
            }
            for index in 0...max(last, 0) where last >= 0 {
                let frame = try player.frame(at: index)
                guard wanted.contains(index) else { continue }
                let list = overlay.isEmpty ? frame.displayList : overlay.apply(to: frame, pixel: 1 / CGFloat(scene.canvas.scale))
                let name = Self.frameFileName(index: index)
                let url = staging.appendingPathComponent(name)
                if run?.list == list {
                    run?.urls.append(url)
                } else {
                    try flush()
                    run = (list, rasterizer.render(list, scale: scene.canvas.scale), [url])
                }
                names.append(name)
                progress(names.count, wanted.count)
            }
            try flush()
            try writer.finish()
            progress(wanted.count, wanted.count)
        }
        return names.map { directory.appendingPathComponent($0) }
    }

    /// Plays `scene` and writes it as one looping APNG at `file` (atomically). Frames are
    /// compressed as they are drawn (only what changed since the previous one), so memory grows
    /// with the file's size, not with the frames' pixels.
    @discardableResult
    public func writeAPNG(
        of scene: RenderScene, to file: URL, scale: Int? = nil, fps: Int? = nil, overlay: InspectionOverlay = [],
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> (frames: Int, bytes: Int) {
        let (frames, bytes) = try apngData(of: scene, scale: scale, fps: fps, overlay: overlay, progress: progress)
        try AtomicOutput.write(bytes, to: file, replacing: outputReplacement)
        return (frames, bytes.count)
    }

    /// Plays `scene` and returns it as one looping APNG's bytes, and its frame count (see
    /// `writeAPNG(of:to:scale:fps:overlay:progress:)`).
    public func apngData(
        of scene: RenderScene, scale: Int? = nil, fps: Int? = nil, overlay: InspectionOverlay = [],
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> (frames: Int, bytes: [UInt8]) {
        var scene = scene
        if let scale { scene.canvas.scale = scale }
        if let fps { scene.fps = fps }
        let player = Player(scene: scene, textEngine: textEngine, images: images)
        let duration = 1 / Double(scene.fps)
        var stream: APNGStream?
        var previous: DisplayList?
        for index in 0..<scene.frameCount {
            let frame = try player.frame(at: index)
            let list = overlay.isEmpty ? frame.displayList : overlay.apply(to: frame, pixel: 1 / CGFloat(scene.canvas.scale))
            if let stream, list == previous {
                // The same drawing: the stream would find no changed pixel.
                stream.append(duration: duration)
            } else {
                let image = rasterizer.render(list, scale: scene.canvas.scale)
                // Every frame starts by filling the canvas with its background: one that covers
                // every pixel opaquely makes every frame opaque, and the file RGB.
                let target = stream ?? APNGEncoder(compressionLevel: encoder.compressionLevel).makeStream(
                    width: image.width, height: image.height,
                    isOpaque: CairoRasterizer.coversEveryPixel(list, scale: scene.canvas.scale))
                target.append(image, duration: duration)
                stream = target
                previous = list
            }
            progress(index + 1, scene.frameCount)
        }
        guard let stream else { preconditionFailure("a scene has at least one frame") }
        return (scene.frameCount, stream.finish(loops: 0, textChunks: textChunks(sceneName: scene.name)))
    }

    /// `frame-00042.png`: five digits, so names sort in frame order.
    public static func frameFileName(index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }
}

