import Foundation

/// Blurs premultiplied ARGB32 pixels in place with a Gaussian of standard deviation `sigma`
/// pixels, the way SVG's `feGaussianBlur` is specified to, so that Cairo frames and browsers
/// showing the SVG writers' filters agree:
/// - below σ = 2, a true Gaussian kernel out to 3σ, normalised;
/// - from σ = 2, three box blurs of size d = ⌊σ·3·√(2π)/4 + 0.5⌋ (for an odd d, three centred
///   boxes; for an even d, two of size d, the first reaching one pixel further left and the
///   second one further right, then one centred box of size d + 1), which the Filter Effects
///   specification gives as the approximation implementations use.
///
/// Pixels outside the buffer count as transparent, or, with `clampsEdges`, as copies of the
/// nearest edge pixel (SVG's `edgeMode="duplicate"`). Each channel is blurred alike; blurring
/// premultiplied values is what keeps colours right at soft edges. The rows are blurred first,
/// then the columns; after each, a colour channel is cut to its pixel's alpha (rounding could
/// make it exceed it, which premultiplied colour never does).
///
/// The integer rule, which fixes every byte: each box pass writes (s + ⌊d/2⌋) / d, rounded
/// down, for the sum s of the d levels it averages; the kernel writes (s + ⌊t/2⌋) / t for the
/// weighted sum s and the weights' total t (the weights are e^(−x²/2σ²) scaled to sum to 2¹⁶,
/// each rounded). Every pass takes the levels the previous one wrote, whole numbers 0…255.
///
/// How it is fast enough for a frame (with one line and one channel at a time, blur, shadow
/// and material took 94 % of the raster time of `cutaway-bench`'s 780×1688 effects frame,
/// 173 ms; blurred as below, with `ColorMatrixFilter`'s own changes, the frame takes 20 ms,
/// side by side in one session, issue 44), without changing a byte of that rule:
/// - four lines at once, with all four channels of each pixel: sixteen values per position
///   along the lines, one vector (`GaussianBlur.LineBlock`);
/// - each box a running sum, one add and one subtract per position whatever σ is, with the
///   division done in Float so that it stays in vectors, exactly (`GaussianBlur.Pass`);
/// - on transparent edges, only the stretch of each block that a blur can reach: from the
///   blur's spread before its first non-transparent pixel to its spread past its last. A
///   block of lines transparent from end to end is left as it is (blurred, it is unchanged).
///
/// And one step, the rasterizer's, that does change bytes, where no eye can see it: from
/// σ = 16 pixels, the layer is reduced by a power of two (`GaussianBlur.Reduction`) and
/// blurred by the rule above at that size, with a stated bound against the exact Gaussian
/// instead of the bytes of a full-size blur.
///
/// Deterministic: one thread, the same operations in the same order on every run.
enum GaussianBlur {
    static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, sigma: Double, clampsEdges: Bool) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
        // Past twice the layer's size, a blur spreads it evenly: a larger σ changes nothing
        // visible, and bounds the work (a radius of 10⁶ would take hours).
        let sigma = min(sigma, 2 * Double(max(width, height)))
        let block = LineBlock(passes: Pass.passes(sigma: sigma), longestLine: max(width, height), clampsEdges: clampsEdges)
        let lines = LineBlock.lineCount
        // ARGB32 in memory is B, G, R, A on this little-endian machine: alpha is the last byte.
        for row in stride(from: 0, to: height, by: lines) {
            block.blur(pixels + row * bytesPerRow, lines: min(lines, height - row), length: width, pixelStep: 4, lineStep: bytesPerRow)
        }
        for column in stride(from: 0, to: width, by: lines) {
            block.blur(pixels + column * 4, lines: min(lines, width - column), length: height, pixelStep: bytesPerRow, lineStep: 4)
        }
    }
}
