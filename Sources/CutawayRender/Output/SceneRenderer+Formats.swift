import Cutaway
import Foundation

/// The forms a rendered scene can take besides a PNG sequence.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// `frame-00000.png`… in a directory.
    case png
    /// One looping animated PNG.
    case apng
    /// One SVG that plays the animation with SMIL; text as outlines.
    case svg
    /// `frame-00000.svg`… in a directory, one static SVG per frame.
    case svgFrame = "svg-frame"
    /// Through ffmpeg (Debian's `ffmpeg`), for places that play neither APNG nor SVG.
    case gif, mp4, webm

    /// Whether the format is one file (else a directory of frames).
    public var isSingleFile: Bool { self != .png && self != .svgFrame }

    /// The file extension of a single-file output.
    public var fileExtension: String { self == .apng ? "png" : rawValue }
}

extension SceneRenderer {
    /// Plays `scene` and writes it as one animated SVG at `file` (atomically).
    @discardableResult
    public func writeAnimatedSVG(of scene: RenderScene, to file: URL, fps: Int? = nil, overlay: InspectionOverlay = []) throws -> Int {
        var scene = scene
        if let fps { scene.fps = fps }
        // Each frame is merged as it is played and let go: memory follows the changes.
        var animation = AnimatedSVGWriter(textEngine: textEngine).animation(fps: scene.fps)
        let player = Player(scene: scene, textEngine: textEngine, images: images)
        for index in 0..<scene.frameCount {
            let frame = try player.frame(at: index)
            animation.append(overlay.isEmpty ? frame.displayList : overlay.apply(to: frame, pixel: 1 / CGFloat(scene.canvas.scale)))
        }
        try AtomicOutput.write(Array(animation.svg().utf8), to: file, replacing: outputReplacement)
        return animation.frameCount
    }

    /// Plays `scene` and writes one static SVG per frame into `directory` (replaced atomically).
    @discardableResult
    public func writeSVGFrames(of scene: RenderScene, to directory: URL, fps: Int? = nil, overlay: InspectionOverlay = []) throws -> Int {
        var scene = scene
        if let fps { scene.fps = fps }
        let writer = SVGFrameWriter(textEngine: textEngine)
        let player = Player(scene: scene, textEngine: textEngine, images: images)
        try AtomicOutput.replaceDirectory(at: directory, replacing: outputReplacement) { staging in
            for index in 0..<scene.frameCount {
                let frame = try player.frame(at: index)
                let list = overlay.isEmpty ? frame.displayList : overlay.apply(to: frame, pixel: 1 / CGFloat(scene.canvas.scale))
                let name = "frame-" + String(SceneRenderer.frameFileName(index: index).dropFirst(6).dropLast(4)) + ".svg"
                try Data(writer.svg(for: list).utf8).write(to: staging.appendingPathComponent(name))
            }
        }
        return scene.frameCount
    }

    /// Plays `scene` and pipes its frames to ffmpeg to make a GIF (with a generated palette),
    /// an MP4 (H.264) or a WebM (VP9) at `file`. Returns the number of frames and the rate.
    ///
    /// A GIF plays at most `maximumGIFRate` frames per second: its delays are whole hundredths
    /// of a second, and browsers show a frame of 1/100 s for 1/10 s, so a faster scene is played
    /// at 50 fps (the clock is exact at any rate) rather than stutter.
    @discardableResult
    public func writeVideo(
        of scene: RenderScene, as format: OutputFormat, to file: URL, scale: Int? = nil, fps: Int? = nil,
        overlay: InspectionOverlay = []
    ) throws -> (frames: Int, fps: Int) {
        precondition([.gif, .mp4, .webm].contains(format), "only GIF, MP4 and WebM go through ffmpeg")
        guard let ffmpeg = Self.ffmpegPath else { throw VideoOutputError.ffmpegMissing(format: format.rawValue) }
        var scene = scene
        if let scale { scene.canvas.scale = scale }
        if let fps { scene.fps = fps }
        if format == .gif { scene.fps = min(scene.fps, Self.maximumGIFRate) }
        let width = scene.canvas.pixelWidth, height = scene.canvas.pixelHeight
        // Refused before anything is drawn or staged: nothing is left behind.
        let memory = FFmpegMemory.estimate(format, width: width, height: height, frames: scene.frameCount)
        guard memory <= FFmpegMemory.limit else {
            throw VideoOutputError.needsTooMuchMemory(
                format: format.rawValue, width: width, height: height, frames: scene.frameCount, estimate: memory)
        }
        try AtomicOutput.writeFile(at: file, replacing: outputReplacement) { temporary in
            try withFFmpegFolder { folder in
                // The temporary name has no extension, so the container is named with -f.
                let input = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                             "-s", "\(width)x\(height)", "-r", "\(scene.fps)", "-i", "-"]
                // The comment is how a later run knows the file is Cutaway's to replace (MP4 puts
                // its index, which holds it, first; a GIF gets a comment block afterwards).
                let comment = ["-metadata", "comment=\(OutputMarker.videoSignature)"]
                func run(_ arguments: [String]) throws {
                    try runFFmpeg(ffmpeg, arguments: arguments, in: folder, scene: scene, overlay: overlay, writing: file)
                }
                switch format {
                case .gif:
                    // Two plays, so that ffmpeg holds no frame for long: the first makes the
                    // palette of every frame, the second maps each frame to it as it comes. (One
                    // filter graph that splits the frames holds every one until the palette is
                    // made.) The bytes are the same either way.
                    let palette = folder.appendingPathComponent("palette.png").path
                    try run(input + ["-vf", "palettegen", "-f", "image2", palette])
                    try run(input + ["-i", palette, "-filter_complex", "[0:v][1:v]paletteuse", "-loop", "0", "-f", "gif", temporary.path])
                    try Self.signGIF(at: temporary.path)
                case .mp4:
                    try run(input + ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
                        + comment + ["-f", "mp4", temporary.path])
                default:
                    try run(input + ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p"] + comment + ["-f", "webm", temporary.path])
                }
            }
        }
        return (scene.frameCount, scene.fps)
    }

    /// Puts Cutaway's comment block (GIF89a's Comment Extension: 0x21 0xFE, one sub-block, a
    /// zero terminator) before a GIF's trailer byte (0x3B).
    static func signGIF(at path: String) throws(OutputError) {
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw .failed(path: path, operation: .write, errno: errno) }
        defer { close(descriptor) }
        let end = lseek(descriptor, 0, SEEK_END)
        var last: UInt8 = 0
        guard end > 1, pread(descriptor, &last, 1, end - 1) == 1, last == 0x3B else { return }
        let text = Array(OutputMarker.videoSignature.utf8)
        let block: [UInt8] = [0x21, 0xFE, UInt8(text.count)] + text + [0x00, 0x3B]
        let written = block.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, end - 1) }
        guard written == block.count else { throw .failed(path: path, operation: .write, errno: errno) }
    }

    /// Runs `body` with a folder of ours in the temporary folder, named for this process, for
    /// ffmpeg's messages and a GIF's palette; removed afterwards, and by `StagingRegistry` if
    /// the process is interrupted. (A folder, not loose files: an ffmpeg still finishing after
    /// an interrupt finds no folder to write its palette in, and leaves nothing behind.)
    private func withFFmpegFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-ffmpeg-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let token = StagingRegistry.shared.register(folder.path)
        defer {
            AtomicOutput.removeTree(folder.path)
            StagingRegistry.shared.unregister(token)
        }
        try body(folder)
    }

    /// Plays `scene` into ffmpeg's standard input as raw RGBA frames. ffmpeg's own failure to
    /// write (a full disk, a read-only file system) is reported for `file`, the output's name.
    /// Its messages go to a file in `folder`: a pipe nobody reads until the end could fill up
    /// and stall ffmpeg while we wait for it to take the next frame.
    private func runFFmpeg(
        _ ffmpeg: String, arguments: [String], in folder: URL, scene: RenderScene, overlay: InspectionOverlay, writing file: URL
    ) throws {
        let log = folder.appendingPathComponent("errors.log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        let input = Pipe()
        // (If the file cannot be made, opening it below says so.)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let errors = try FileHandle(forWritingTo: log)
        defer { try? errors.close() }
        process.standardInput = input
        process.standardError = errors
        try process.run()
        let player = Player(scene: scene, textEngine: textEngine, images: images)
        do {
            // A frame that draws what the one before drew (a scene at rest) is sent again as is.
            var last: (list: DisplayList, pixels: Data)?
            for index in 0..<scene.frameCount {
                let frame = try player.frame(at: index)
                let list = overlay.isEmpty ? frame.displayList : overlay.apply(to: frame, pixel: 1 / CGFloat(scene.canvas.scale))
                if last?.list != list {
                    last = (list, Data(rasterizer.render(list, scale: scene.canvas.scale).straightRGBA()))
                }
                try input.fileHandleForWriting.write(contentsOf: last!.pixels)
            }
        } catch {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            throw error
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            // The errors of writing that ffmpeg prints, as the system's own.
            for code in [ENOSPC, EDQUOT, EROFS, EACCES, EPERM, EIO, EFBIG] where message.contains(String(cString: strerror(code))) {
                throw OutputError.failed(path: file.relativePath, operation: .write, errno: code)
            }
            throw VideoOutputError.ffmpegFailed(status: process.terminationStatus, message: message)
        }
    }

    /// The fastest GIF frame rate browsers play as written: 2/100 s per frame.
    public static let maximumGIFRate = 50

    /// Where ffmpeg is, if it is installed.
    static var ffmpegPath: String? {
        ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Why a video could not be made.
public enum VideoOutputError: Error, CustomStringConvertible {
    case ffmpegMissing(format: String)
    case ffmpegFailed(status: Int32, message: String)
    /// ffmpeg would need more memory than `FFmpegMemory.limit` (bad input: the scene asks for
    /// it).
    case needsTooMuchMemory(format: String, width: Int, height: Int, frames: Int, estimate: Int)

    public var description: String {
        switch self {
        case .ffmpegMissing(let format):
            "\(format.uppercased()) output needs ffmpeg, which is not installed (Debian: apt-get install ffmpeg); APNG and SVG need nothing"
        case .ffmpegFailed(let status, let message):
            "ffmpeg failed with status \(status): \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
        case .needsTooMuchMemory(let format, let width, let height, let frames, let estimate):
            "a \(format.uppercased()) of \(frames) \(frames == 1 ? "frame" : "frames") of \(width)×\(height) px would need about \(estimate >> 20) MiB in ffmpeg; Cutaway makes videos that need at most \(ImageDecodingLimits.describeByteCount(FFmpegMemory.limit)) (use a smaller canvas, --scale 1, a lower --fps, or APNG)"
        }
    }
}
