/// How much memory ffmpeg takes to encode a scene as a GIF, an MP4 or a WebM, estimated from the
/// canvas and the frame count before ffmpeg starts, so that a video it cannot make is refused
/// (`VideoOutputError.needsTooMuchMemory`, exit 65) instead of ending with ffmpeg out of memory
/// (exit 70) after the frames were drawn.
///
/// The estimates are per pixel of a frame, from peak resident sizes measured with
/// `/usr/bin/time -f %M` of Debian 12's ffmpeg 5.1 run with `writeVideo`'s own arguments on
/// flat RGBA frames (1000 × 1000 px with 30 and 60 frames, 2000 × 2000 px with 30):
///
/// - GIF: made in two plays (`writeVideo`): `palettegen` keeps a histogram of colours, then
///   `paletteuse` maps each frame as it comes, so memory is flat in frames. `paletteuse` takes
///   the more: 159 MB for 30 frames of 1 Mpx, 167 MB for 120, 178 MB for 600 (87 and 92 MB for
///   30 and 3,000 frames of 0.16 Mpx), 457 MB for 30 frames of 4 Mpx; `palettegen` 75 to
///   99 MB. Estimate: 120 bytes per pixel, and 96 MiB rather than 64 for ffmpeg itself. (One
///   filter graph that split the frames held every one until the palette was made: 580 MB for
///   120 frames of 1 Mpx.)
/// - MP4 (libx264): its look-ahead holds up to 40 frames (x264's `rc-lookahead` at the default
///   preset) besides the reference and B-frames: 229 MB at 1 Mpx, 698 MB at 4 Mpx, 30 frames
///   (156 bytes per pixel, 5.2 per frame held). Estimate: 6 bytes per pixel for each of up to
///   50 frames held, plus 16 per pixel.
/// - WebM (libvpx-vp9): its lag holds up to 25 frames, with alpha: 376 MB at 1 Mpx, 1,087 MB
///   at 4 Mpx, 30 frames (237 bytes per pixel). Estimate: 9 bytes per pixel for each of up to
///   30 frames held, plus 16 per pixel.
///
/// Each adds 64 MiB (a GIF 96) for ffmpeg itself (its libraries and buffers; about 90 MB is
/// left over at 1 Mpx once the per-pixel parts are taken away). Each estimate is above what was measured,
/// so a refusal is never of a video that fits.
public enum FFmpegMemory {
    /// The most memory ffmpeg may be estimated to need: 4 GiB, a quarter of a 16 GB machine
    /// (GitHub's standard Linux runners since 2024): a GIF of up to 35 Mpx a frame (an iPhone
    /// 14's 1170 × 2532 px at 3x is 3 Mpx), of any length.
    public static let limit = 4 << 30

    /// The bytes ffmpeg is estimated to need for `frames` frames of `width` × `height` pixels.
    public static func estimate(_ format: OutputFormat, width: Int, height: Int, frames: Int) -> Int {
        let (pixels, tooMany) = width.multipliedReportingOverflow(by: height)
        if tooMany { return .max }
        let perPixel: Int = switch format {
        case .gif: 120
        case .mp4: 6 * min(frames, 50) + 16
        default: 9 * min(frames, 30) + 16
        }
        let fixed = format == .gif ? gifBase : base
        let (bytes, overflow) = pixels.multipliedReportingOverflow(by: perPixel)
        return overflow || bytes > .max - fixed ? .max : bytes + fixed
    }

    /// What ffmpeg takes whatever the frames: 64 MiB (see the type's discussion).
    static let base = 64 << 20
    /// What ffmpeg takes for a GIF whatever the frames: 96 MiB (`paletteuse` took 87 MB for
    /// frames of 0.16 Mpx).
    static let gifBase = 96 << 20
}
