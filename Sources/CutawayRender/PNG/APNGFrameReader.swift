/// An APNG's frames, composed onto one canvas and handed out one at a time, in display order
/// (`APNGDecoder.frames(of:limits:)` makes one, after checking the file's structure).
///
/// Why one canvas: memory stays one canvas, plus the frame the caller holds, however many
/// frames there are. A frame's `image` shares the canvas's storage (copy on write), so handing
/// it out copies nothing; the next `nextFrame()` copies the canvas only if the caller still
/// holds the previous frame.
///
/// How it works: the canvas starts fully transparent black. Each frame's region is inflated and
/// unfiltered a row at a time (`ScanlineDecoder`) and each row drawn onto the canvas with the
/// frame's `blend_op`; the frame's `dispose_op` is applied at the start of the next call, so the
/// frame handed out is the canvas after drawing and before disposal (APNG §2.2). For
/// `APNG_DISPOSE_OP_PREVIOUS` the region is saved before drawing: at most a canvas more.
public final class APNGFrameReader {
    /// The canvas size, in pixels, from IHDR.
    public let width: Int
    public let height: Int
    /// acTL's `num_frames`, which the structure pass checked is the number of fcTLs.
    public let frameCount: Int
    /// acTL's `num_plays`: how many times the animation plays, 0 meaning forever.
    public let loops: Int
    /// The `tEXt` and `iTXt` chunks in file order.
    public let textChunks: [PNGTextChunk]

    private let file: [UInt8]
    private let header: PNGDecoder.Header
    private let entries: [APNGDecoder.FrameEntry]
    /// The frame `nextFrame()` draws next.
    private var nextIndex = 0
    /// Empty until the first frame is drawn, then `width × height × 4` bytes of straight RGBA.
    private var canvas: [UInt8] = []
    /// What to undo before drawing the next frame: the last frame's region and disposal, with
    /// the region's rows as they were before it was drawn, for `.previous`.
    private var pendingDisposal: (region: DecodedAPNG.Region, operation: DecodedAPNG.DisposeOperation, saved: [UInt8])?

    init(file: [UInt8], structure: APNGDecoder.Structure) {
        self.file = file
        header = structure.header
        entries = structure.frames
        width = structure.header.width
        height = structure.header.height
        frameCount = structure.frames.count
        loops = structure.loops
        textChunks = structure.textChunks
    }

    /// The next frame, or `nil` after the last. Throws `APNGError` when the frame's image data
    /// is corrupt; the reader is then finished.
    public func nextFrame() throws -> DecodedAPNG.Frame? {
        guard nextIndex < entries.count else { return nil }
        let index = nextIndex, entry = entries[index], control = entry.control, region = control.region
        nextIndex += 1
        do {
            if canvas.isEmpty { canvas = [UInt8](repeating: 0, count: width * height * 4) }
            try file.withUnsafeBufferPointer { file in
                try canvas.withUnsafeMutableBufferPointer { canvas in
                    if let pendingDisposal { dispose(pendingDisposal, on: canvas) }
                    pendingDisposal = nil
                    // APNG §2.2: PREVIOUS on the first frame is treated as BACKGROUND.
                    let operation: DecodedAPNG.DisposeOperation = control.dispose == .previous && index == 0 ? .background : control.dispose
                    let saved = operation == .previous ? rows(of: region, in: canvas) : []
                    try draw(entry, from: file, onto: canvas)
                    pendingDisposal = (region, operation, saved)
                }
            }
        } catch {
            nextIndex = entries.count
            throw (error as? PNGError).map(APNGError.png) ?? error
        }
        return DecodedAPNG.Frame(
            image: DecodedPNG(width: width, height: height, rgba: canvas),
            region: region, delayNumerator: control.delayNumerator, delayDenominator: control.delayDenominator,
            dispose: control.dispose, blend: control.blend)
    }

    /// Inflates the frame's data chunks and draws each row onto the canvas as it completes.
    private func draw(_ entry: APNGDecoder.FrameEntry, from file: UnsafeBufferPointer<UInt8>, onto canvas: UnsafeMutableBufferPointer<UInt8>) throws {
        let region = entry.control.region, blend = entry.control.blend
        let frameHeader = header.resized(width: region.width, height: region.height)
        let scanlines = try ScanlineDecoder(header: frameHeader)
        let pixels = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: region.width * 4)
        defer { pixels.deallocate() }
        var offset = entry.start
        while offset < entry.end {
            // The structure pass checked every chunk's CRC and placement.
            let chunk = try PNGDecoder.readChunk(in: file, at: offset)
            let data: UnsafeBufferPointer<UInt8>? = switch chunk.type {
            case "IDAT" where entry.isDefaultImage: chunk.data
            // APNG §2.3: fdAT is a sequence number, then IDAT-like data.
            case "fdAT" where !entry.isDefaultImage: UnsafeBufferPointer(rebasing: chunk.data.dropFirst(4))
            default: nil
            }
            if let data {
                try scanlines.decode(data) { row, samples in
                    PNGDecoder.expand(samples, width: region.width, colourType: header.colourType, into: pixels.baseAddress!)
                    let destination = canvas.baseAddress! + ((region.y + row) * width + region.x) * 4
                    switch blend {
                    case .source:
                        destination.update(from: pixels.baseAddress!, count: region.width * 4)
                    case .over:
                        for x in 0..<region.width { Self.blendOver(pixels.baseAddress! + 4 * x, onto: destination + 4 * x) }
                    }
                }
            }
            offset = chunk.end
        }
        try scanlines.finish()
    }

    /// The canvas rows under `region`, one after another.
    private func rows(of region: DecodedAPNG.Region, in canvas: UnsafeMutableBufferPointer<UInt8>) -> [UInt8] {
        var saved: [UInt8] = []
        saved.reserveCapacity(region.width * region.height * 4)
        for row in 0..<region.height {
            let start = ((region.y + row) * width + region.x) * 4
            saved.append(contentsOf: UnsafeBufferPointer(rebasing: canvas[start..<start + region.width * 4]))
        }
        return saved
    }

    /// APNG §2.2: clears the region to transparent black, or restores what it was.
    private func dispose(_ disposal: (region: DecodedAPNG.Region, operation: DecodedAPNG.DisposeOperation, saved: [UInt8]), on canvas: UnsafeMutableBufferPointer<UInt8>) {
        let region = disposal.region, rowLength = region.width * 4
        for row in 0..<region.height {
            let destination = canvas.baseAddress! + ((region.y + row) * width + region.x) * 4
            switch disposal.operation {
            case .none:
                return
            case .background:
                destination.update(repeating: 0, count: rowLength)
            case .previous:
                disposal.saved.withUnsafeBufferPointer { destination.update(from: $0.baseAddress! + row * rowLength, count: rowLength) }
            }
        }
    }

    /// `APNG_BLEND_OP_OVER` in straight 8-bit RGBA, with the integer arithmetic of the APNG
    /// specification's sample compositing code (APNG §4, "Example"), so results match it.
    private static func blendOver(_ source: UnsafePointer<UInt8>, onto canvas: UnsafeMutablePointer<UInt8>) {
        let alpha = Int(source[3])
        if alpha == 0 { return }
        let destinationAlpha = Int(canvas[3])
        if alpha == 255 || destinationAlpha == 0 {
            canvas.update(from: source, count: 4)
            return
        }
        let u = alpha * 255, v = (255 - alpha) * destinationAlpha, total = u + v
        for channel in 0..<3 {
            canvas[channel] = UInt8((Int(source[channel]) * u + Int(canvas[channel]) * v) / total)
        }
        canvas[3] = UInt8(total / 255)
    }
}
