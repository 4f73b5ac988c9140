/// How much a PNG or APNG may ask of `PNGDecoder` and `APNGDecoder` before they refuse it.
///
/// Why: goldens arrive in pull requests, so the PNGs Cutaway decodes come from strangers, and
/// a PNG's header is a claim, not a fact. A 65-byte file can say it is 100,000 pixels square;
/// a 60 KB zlib stream can inflate to gigabytes; an 83 KB APNG can hold a thousand frames on a
/// 2000-pixel canvas. Every limit here is checked against what a header says (IHDR, acTL,
/// each fcTL) before anything that size is allocated or inflated, and each refusal is an error
/// value naming the limit and the value found (`PNGError`, `APNGError`).
///
/// How the defaults were chosen: the biggest legitimate input must pass, and `cutaway diff` on
/// the worst input the limits let through must stay well under 200 MiB of peak memory. The
/// biggest legitimate image is a golden comparison picture (`expected | difference | actual`,
/// `ContactSheet(columns: 3)` with 16-pt margins and 22-pt labels) of a 3x iPhone Pro Max
/// frame (430 × 932 pt, 1290 × 2796 px): (16 + 3 × (430 + 16)) × 3 = 4062 by
/// (16 + 932 + 22 + 16) × 3 = 2958 pixels, 12,015,396 in all (the iPhone 16 Pro Max's,
/// 440 × 956 pt, is 4152 × 3030 = 12,580,560). `cutaway diff` holds three images at once (the
/// two it compares and their difference), so the pixel budget is what three RGBA images fit in
/// 150 MiB: 150 × 2^20 / 12 = 13,107,200 pixels, 9 % above the first picture and 4 % above the
/// second, leaving 50 MiB of the 200 for the process itself (about 25 MiB, measured by
/// `Scripts/bench --peak-memory`).
///
/// Design boundaries: the limits bound memory and, through the inflated-byte and frame
/// counts, decoding time; they do not bound how long comparing many large frames takes, which
/// is the work asked for.
public struct ImageDecodingLimits: Sendable, Equatable {
    /// The most pixels one image may have: a still PNG's IHDR, an APNG's canvas (which every
    /// fcTL region must lie inside, so no frame is larger), and all of an APNG's frames together
    /// when `APNGDecoder.decode(_:limits:)` keeps every one. Default 13,107,200 (12.5 × 2^20),
    /// 50 MiB of RGBA: see the type's discussion.
    public var maximumPixelCount: Int
    /// The most pixels an image may be wide or high, checked after the pixel count, so that it
    /// refuses strips whose pixels fit the budget. Default 32,767, the largest image surface
    /// Cairo makes (`MAX_IMAGE_SIZE` in cairo-image-surface.c): every image Cairo can draw passes,
    /// and a row is at most 128 KiB of RGBA.
    public var maximumDimension: Int
    /// The most bytes the image data of one file may inflate to: a still PNG's scanlines, or the
    /// sum over an APNG's frames of each frame's (each known from its IHDR or fcTL before it is
    /// inflated). Inflating stops at the first byte beyond what the header implies, so this
    /// bounds the time a decompression bomb takes. Default 1 GiB: twenty images at the pixel
    /// budget, fourteen times what `presence-smooth` at 2x inflates to as an APNG (143 frames
    /// of up to 780 × 680, 73 MB), and about 2.5 s of inflating and composing (a release
    /// `cutaway diff` of that APNG with itself, 146 MB, took 0.33 s here).
    public var maximumInflatedByteCount: Int
    /// The most frames an APNG's acTL may declare. Default 20,000, the most frames a scene file
    /// may have (`SceneFileLimits.frameCount`), so every animation Cutaway renders from a scene
    /// file passes: `APNGEncoder` merges repeated frames, so it never writes more.
    public var maximumFrameCount: Int
    /// The most bytes an image file may have, checked before it is read into memory. Default
    /// 64 MiB: an image at the pixel budget stored with no compression at all (RGBA scanlines,
    /// 13,107,200 × 4 + 2958 filter bytes, plus 5 bytes per 65,535-byte stored block) is 50 MiB,
    /// so any image the pixel budget admits fits however it was compressed, while Cutaway's own
    /// frames are a few hundred kilobytes.
    public var maximumFileByteCount: Int

    public init(
        maximumPixelCount: Int = 13_107_200,
        maximumDimension: Int = 32_767,
        maximumInflatedByteCount: Int = 1 << 30,
        maximumFrameCount: Int = 20_000,
        maximumFileByteCount: Int = 64 << 20
    ) {
        self.maximumPixelCount = maximumPixelCount
        self.maximumDimension = maximumDimension
        self.maximumInflatedByteCount = maximumInflatedByteCount
        self.maximumFrameCount = maximumFrameCount
        self.maximumFileByteCount = maximumFileByteCount
    }

    /// The limits used when none are given.
    public static let `default` = ImageDecodingLimits()
}

extension ImageDecodingLimits {
    /// A count as error messages show it, digits grouped by threes with commas (English
    /// usage, as the rest of Cutaway's messages): "400,000,000".
    static func describeCount(_ count: Int) -> String {
        let digits = String(count.magnitude)
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            digits.dropFirst(max(0, end - 3)).prefix(end - max(0, end - 3))
        }
        return (count < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// A byte limit as error messages show it: "64 MiB", "1 GiB", or the grouped count with
    /// "bytes" when it is no whole number of MiB (IEC binary prefixes: 1 MiB = 2^20 bytes).
    static func describeByteCount(_ count: Int) -> String {
        if count > 0, count % (1 << 30) == 0 { return "\(count >> 30) GiB" }
        if count > 0, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        return "\(describeCount(count)) bytes"
    }
}
