/// One frame of an animated PNG: a rendered image and how long it stays on screen.
public struct APNGFrame: Sendable {
    public var image: RasterImage
    /// Seconds the frame is shown; finite and not negative.
    public var duration: Double

    public init(image: RasterImage, duration: Double) {
        self.image = image
        self.duration = duration
    }
}

/// Encodes rendered frames as an animated PNG (Mozilla, "APNG Specification" 1.0, cited below
/// as "APNG §n"; the PNG parts as in `PNGEncoder`, "PNG §n").
///
/// Why APNG rather than a GIF or a video: it keeps every pixel exact, 8-bit alpha included, so
/// an animation can be checked frame by frame with `APNGDecoder` and viewed in any browser;
/// viewers that know only PNG show the first frame.
///
/// How it works:
/// - **Only what changed is stored.** UI animations move a few elements over a still
///   background, so every frame after the first stores just the bounding box of the pixels
///   that differ from the previous frame, drawn with `dispose_op` NONE and `blend_op` SOURCE
///   (APNG §2.2): the box replaces those pixels and the rest of the canvas stays.
/// - **Identical consecutive frames merge** into one frame shown for their summed duration, so
///   a held pose costs one `fcTL`, not one per video frame. No frame therefore ever has an
///   empty region (APNG §2.2 requires width and height of at least 1).
/// - **Delays are exact where they can be.** A duration that is a whole number of 1/n seconds
///   for some n ≤ 1000 is written as that fraction (1/60 s as 1/60, two merged 60 fps frames as
///   1/30), so 60 fps sums exactly. Other durations are written in milliseconds, rounded so
///   that the *cumulative* time is nearest, which keeps the total within half a millisecond
///   instead of letting rounding errors add up.
/// - **Colour type 2 (RGB) when every frame is opaque**, else 6 (RGBA), for the whole file:
///   IHDR's colour type applies to every frame (APNG §2).
/// - The pixels are converted, filtered and deflated by `PNGEncoder`'s own code, so the first
///   frame's IDAT data is what `PNGEncoder` writes for it whenever the colour types agree.
///
/// Design boundaries: frames are compared by their premultiplied pixels, so two pixels that
/// differ only in the colour bits of alpha 0 (which no valid premultiplied pixel has) count as
/// changed; the region is then a little larger than needed, never wrong. Frames are never
/// blended (`blend_op` OVER) or disposed, which could store less for fades over a still
/// background, but would make each frame depend on more than the previous one.
///
/// The output is deterministic, as `PNGEncoder`'s is.
public struct APNGEncoder: Sendable {
    /// The zlib compression level: 0 stores the data uncompressed, 9 compresses hardest.
    public var compressionLevel: Int { pngEncoder.compressionLevel }

    private let pngEncoder: PNGEncoder

    /// - Parameter compressionLevel: zlib level from 0 through 9; 3 as measured for
    ///   `PNGEncoder`.
    public init(compressionLevel: Int = 3) {
        pngEncoder = PNGEncoder(compressionLevel: compressionLevel)
    }

    /// Encodes `frames` as an animation played `loops` times (0: forever).
    ///
    /// - Parameter textChunks: written before the image data, as `PNGEncoder` writes them.
    /// - Precondition: there is at least one frame; every frame has the first frame's size, at
    ///   least 1×1; durations are finite and not negative and, merged, each at most 65535 s;
    ///   `loops` fits in 32 bits.
    public func encode(_ frames: [APNGFrame], loops: Int = 0, textChunks: [(keyword: String, text: String)] = []) -> [UInt8] {
        precondition(!frames.isEmpty, "an APNG has at least one frame")
        let stream = makeStream(
            width: frames[0].image.width, height: frames[0].image.height, isOpaque: frames.allSatisfy { $0.image.isOpaque })
        for frame in frames {
            stream.append(frame.image, duration: frame.duration)
        }
        return stream.finish(loops: loops, textChunks: textChunks)
    }

    /// A stream that takes the frames of a `width`×`height` animation one at a time and keeps
    /// only the previous frame's pixels and the compressed frames, so memory grows with the
    /// file, not with the frames' pixels.
    ///
    /// - Parameter isOpaque: whether every frame will be opaque (RGB is written; a frame that
    ///   is not opaque is then a programming error), known before the first frame because
    ///   IHDR's colour type applies to all of them. A frame drawn over an opaque background is
    ///   opaque.
    public func makeStream(width: Int, height: Int, isOpaque: Bool) -> APNGStream {
        APNGStream(width: width, height: height, isOpaque: isOpaque, pngEncoder: pngEncoder)
    }

    /// The bounding box of the pixels that differ between two images of the same size, or `nil`
    /// if none do.
    static func changedRegion(from previous: RasterImage, to current: RasterImage) -> (columns: Range<Int>, rows: Range<Int>)? {
        let width = current.width
        var top: Int?, bottom = 0, left = width, right = 0
        previous.bytes.withUnsafeBytes { previousBytes in
            current.bytes.withUnsafeBytes { currentBytes in
                for y in 0..<current.height {
                    let a = previousBytes.baseAddress! + y * previous.bytesPerRow
                    let b = currentBytes.baseAddress! + y * current.bytesPerRow
                    func same(_ x: Int) -> Bool {
                        a.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) == b.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                    }
                    var first = 0
                    while first < width && same(first) { first += 1 }
                    guard first < width else { continue }
                    // The end only matters if it extends the box, so the scan stops at `right`.
                    var end = width
                    while end > right && end - 1 > first && same(end - 1) { end -= 1 }
                    if top == nil { top = y }
                    bottom = y + 1
                    left = min(left, first)
                    right = max(right, end)
                }
            }
        }
        guard let top else { return nil }
        return (left..<right, top..<bottom)
    }

    /// `delay_num` / `delay_den` for each duration (APNG §2.2): the exact fraction with the
    /// smallest denominator up to 1000 if there is one, else milliseconds rounded so that the
    /// running total stays nearest the intended one.
    static func delays(for durations: [Double]) -> [(numerator: UInt16, denominator: UInt16)] {
        var intendedEnd = 0.0, writtenEnd = 0.0
        return durations.map { duration in
            intendedEnd += duration
            let delay = exactDelay(duration) ?? roundedDelay(intendedEnd - writtenEnd)
            writtenEnd += Double(delay.numerator) / Double(delay.denominator)
            return delay
        }
    }

    /// `duration` as n/d with d ≤ 1000, if it is one to within a millionth of 1/d (far below
    /// anything a viewer shows, and well above `Double` rounding of such fractions).
    private static func exactDelay(_ duration: Double) -> (numerator: UInt16, denominator: UInt16)? {
        for denominator in 1...1000 {
            let scaled = duration * Double(denominator)
            let numerator = scaled.rounded()
            if abs(scaled - numerator) <= 1e-6 {
                return numerator <= Double(UInt16.max) ? (UInt16(numerator), UInt16(denominator)) : nil
            }
        }
        return nil
    }

    /// `seconds` (at least −0.5 ms, from the running rounding) in the finest of milliseconds,
    /// centiseconds, deciseconds and seconds whose 16-bit numerator can hold it.
    private static func roundedDelay(_ seconds: Double) -> (numerator: UInt16, denominator: UInt16) {
        for denominator: UInt16 in [1000, 100, 10, 1] {
            let numerator = max(0, (seconds * Double(denominator)).rounded())
            if numerator <= Double(UInt16.max) { return (UInt16(numerator), denominator) }
        }
        preconditionFailure("an APNG frame is shown at most 65535 s, got \(seconds) s")
    }

    /// APNG §2.1: acTL data is two 4-byte fields.
    static let animationControlLength = 8
    /// APNG §2.2: fcTL data is 26 bytes.
    static let frameControlLength = 26
    /// APNG §2.3: each fdAT starts with a 4-byte sequence number.
    static let sequenceNumberLength = 4
    /// PNG §5.3: a chunk's data is at most 2^31−1 bytes, and fdAT's includes its sequence number.
    static let maximumFrameDataPerChunk = PNGEncoder.maximumFieldValue - sequenceNumberLength
    /// APNG §2.2: `APNG_DISPOSE_OP_NONE`, the canvas is left as the frame drew it.
    static let disposeOperationNone: UInt8 = 0
    /// APNG §2.2: `APNG_BLEND_OP_SOURCE`, the region's pixels replace the canvas's.
    static let blendOperationSource: UInt8 = 0
}

/// APNG §2: the chunk types APNG adds to PNG.
extension PNGChunkType {
    static let animationControl = Array("acTL".utf8)
    static let frameControl = Array("fcTL".utf8)
    static let frameData = Array("fdAT".utf8)
}

extension PNGChunkWriter {
    /// PNG §7.1: multi-byte integers are big-endian, here the 2-byte APNG delay fields.
    mutating func append(bigEndian value: UInt16) {
        append([UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}

/// An animated PNG being encoded frame by frame (see `APNGEncoder.makeStream`).
///
/// Each frame is compared with the previous one as it arrives: an identical frame adds its
/// duration to the frame before; otherwise the bounding box of what changed is filtered and
/// deflated at once and the image let go. `finish` writes the file around the compressed frames.
public final class APNGStream {
    public let width: Int
    public let height: Int
    public let isOpaque: Bool
    private let pngEncoder: PNGEncoder
    private var previous: RasterImage?
    /// The frames as they will be written: region, duration and deflated scanlines.
    private var stored: [(columns: Range<Int>, rows: Range<Int>, duration: Double, data: [UInt8])] = []

    init(width: Int, height: Int, isOpaque: Bool, pngEncoder: PNGEncoder) {
        precondition(width > 0 && height > 0, "PNG images are at least 1×1, got \(width)×\(height)")
        precondition(width <= PNGEncoder.maximumFieldValue && height <= PNGEncoder.maximumFieldValue, "PNG dimensions are at most 2^31−1")
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
        self.pngEncoder = pngEncoder
    }

    /// The frames stored so far (identical consecutive frames count once).
    public var storedFrameCount: Int { stored.count }

    /// Adds `image`, shown for `duration` seconds.
    public func append(_ image: RasterImage, duration: Double) {
        let index = stored.count
        precondition(image.width == width && image.height == height, "frame \(index) is \(image.width)×\(image.height), the canvas \(width)×\(height)")
        precondition(duration.isFinite && duration >= 0, "frame \(index) has duration \(duration)")
        precondition(!isOpaque || image.isOpaque, "frame \(index) is not opaque in a stream made for opaque frames")
        let region: (columns: Range<Int>, rows: Range<Int>)
        if let previous {
            guard let changed = APNGEncoder.changedRegion(from: previous, to: image) else {
                stored[stored.count - 1].duration += duration
                return
            }
            region = changed
        } else {
            region = (0..<width, 0..<height)
        }
        let (buffer, count) = pngEncoder.deflateScanlines(of: image, columns: region.columns, rows: region.rows, isOpaque: isOpaque)
        defer { buffer.deallocate() }
        stored.append((region.columns, region.rows, duration, Array(buffer.prefix(count))))
        previous = image
    }

    /// Extends the last frame by `duration` seconds: a frame identical to it.
    public func append(duration: Double) {
        precondition(!stored.isEmpty, "the first frame needs an image")
        precondition(duration.isFinite && duration >= 0, "frame \(stored.count) has duration \(duration)")
        stored[stored.count - 1].duration += duration
    }

    /// The file: every frame appended, played `loops` times (0: forever), with `textChunks`
    /// before the image data.
    ///
    /// - Precondition: at least one frame was appended; `loops` fits in 32 bits.
    public func finish(loops: Int = 0, textChunks: [(keyword: String, text: String)] = []) -> [UInt8] {
        precondition(!stored.isEmpty, "an APNG has at least one frame")
        precondition((0...Int(UInt32.max)).contains(loops), "APNG loop counts are 0 through 2^32−1, got \(loops)")
        let encodedTextChunks = textChunks.map { PNGEncoder.textChunk(keyword: $0.keyword, text: $0.text) }
        let delays = APNGEncoder.delays(for: stored.map(\.duration))
        let imageDataCount = stored[0].data.count
        let idatChunkCount = (imageDataCount + PNGEncoder.maximumFieldValue - 1) / PNGEncoder.maximumFieldValue
        var totalCount = PNGEncoder.signature.count
            + PNGEncoder.chunkOverhead + PNGEncoder.headerLength
            + PNGEncoder.chunkOverhead + APNGEncoder.animationControlLength
            + encodedTextChunks.reduce(0) { $0 + PNGEncoder.chunkOverhead + $1.data.count }
            + stored.count * (PNGEncoder.chunkOverhead + APNGEncoder.frameControlLength)
            + idatChunkCount * PNGEncoder.chunkOverhead + imageDataCount
            + PNGEncoder.chunkOverhead
        for frame in stored.dropFirst() {
            let count = frame.data.count
            let fdatChunkCount = (count + APNGEncoder.maximumFrameDataPerChunk - 1) / APNGEncoder.maximumFrameDataPerChunk
            totalCount += fdatChunkCount * (PNGEncoder.chunkOverhead + APNGEncoder.sequenceNumberLength) + count
        }

        return [UInt8](unsafeUninitializedCapacity: totalCount) { buffer, initializedCount in
            var writer = PNGChunkWriter(base: buffer.baseAddress!)
            // APNG §3: "sequence numbers start at 0" and count every fcTL and fdAT.
            var sequenceNumber: UInt32 = 0
            func nextSequenceNumber() -> UInt32 {
                defer { sequenceNumber += 1 }
                return sequenceNumber
            }

            writer.append(PNGEncoder.signature)
            PNGEncoder.appendHeader(to: &writer, width: width, height: height, isOpaque: isOpaque)
            // APNG §2.1: acTL is num_frames then num_plays, and precedes the first IDAT.
            writer.appendChunk(type: PNGChunkType.animationControl, length: APNGEncoder.animationControlLength) { writer in
                writer.append(bigEndian: UInt32(stored.count))
                writer.append(bigEndian: UInt32(loops))
            }
            for chunk in encodedTextChunks {
                writer.appendChunk(type: chunk.type, length: chunk.data.count) { $0.append(chunk.data) }
            }
            for (index, frame) in stored.enumerated() {
                // APNG §2.2: sequence_number, width, height, x_offset, y_offset, delay_num,
                // delay_den, dispose_op, blend_op.
                writer.appendChunk(type: PNGChunkType.frameControl, length: APNGEncoder.frameControlLength) { writer in
                    writer.append(bigEndian: nextSequenceNumber())
                    writer.append(bigEndian: UInt32(frame.columns.count))
                    writer.append(bigEndian: UInt32(frame.rows.count))
                    writer.append(bigEndian: UInt32(frame.columns.lowerBound))
                    writer.append(bigEndian: UInt32(frame.rows.lowerBound))
                    writer.append(bigEndian: delays[index].numerator)
                    writer.append(bigEndian: delays[index].denominator)
                    writer.append([APNGEncoder.disposeOperationNone, APNGEncoder.blendOperationSource])
                }
                frame.data.withUnsafeBufferPointer { data in
                    let count = data.count
                    if index == 0 {
                        // APNG §2: the first frame is the default image, stored as PNG's IDAT.
                        for start in stride(from: 0, to: count, by: PNGEncoder.maximumFieldValue) {
                            let length = min(PNGEncoder.maximumFieldValue, count - start)
                            writer.appendChunk(type: PNGChunkType.imageData, length: length) { writer in
                                writer.append(UnsafeBufferPointer(rebasing: data[start..<start + length]))
                            }
                        }
                    } else {
                        // APNG §2.3: fdAT is a sequence number, then IDAT-like data.
                        for start in stride(from: 0, to: count, by: APNGEncoder.maximumFrameDataPerChunk) {
                            let length = min(APNGEncoder.maximumFrameDataPerChunk, count - start)
                            writer.appendChunk(type: PNGChunkType.frameData, length: APNGEncoder.sequenceNumberLength + length) { writer in
                                writer.append(bigEndian: nextSequenceNumber())
                                writer.append(UnsafeBufferPointer(rebasing: data[start..<start + length]))
                            }
                        }
                    }
                }
            }
            writer.appendChunk(type: PNGChunkType.end, length: 0) { _ in }
            precondition(writer.count == totalCount, "APNG size computed as \(totalCount), wrote \(writer.count)")
            initializedCount = writer.count
        }
    }
}
