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
/// premultiplied values is what keeps colours right at soft edges.
///
/// How it is fast enough for a frame: each line is copied once into a padded buffer (room for
/// what spreads past its ends: a later box must see what an earlier one spread outside), and
/// each box is a running sum in integers, one add and one subtract per pixel and channel,
/// whatever σ is. The buffers are made once per call, not per line.
enum GaussianBlur {
    static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, sigma: Double, clampsEdges: Bool) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
        // Past twice the layer's size, a blur spreads it evenly: a larger σ changes nothing
        // visible, and bounds the work (a radius of 10⁶ would take hours).
        let sigma = min(sigma, 2 * Double(max(width, height)))
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let reach = sigma < 2 ? Int((3 * sigma).rounded(.up)) : 3 * (d / 2 + 1)
        let longest = max(width, height) + 2 * reach
        var line = [Int32](repeating: 0, count: longest * 4)
        var work = line
        let weights: [Int32] = sigma < 2 ? kernel(sigma: sigma, reach: reach) : []
        line.withUnsafeMutableBufferPointer { line in
            work.withUnsafeMutableBufferPointer { work in
                func blur(count: Int, lines: Int, step: Int, lineStep: Int) {
                    let padded = count + 2 * reach
                    for l in 0..<lines {
                        let start = l * lineStep
                        // Copy in, with the padding transparent or the edge pixels repeated.
                        for i in 0..<padded {
                            var source = i - reach
                            if source < 0 || source >= count {
                                guard clampsEdges else {
                                    for c in 0..<4 { line[i * 4 + c] = 0 }
                                    continue
                                }
                                source = min(count - 1, max(0, source))
                            }
                            let base = start + source * step
                            for c in 0..<4 { line[i * 4 + c] = Int32(pixels[base + c]) }
                        }
                        if sigma < 2 {
                            convolve(line, into: work, count: padded, weights: weights, reach: reach)
                            copyOut(work, count: count, reach: reach, start: start, step: step)
                        } else if d % 2 == 1 {
                            box(line, into: work, count: padded, size: d, from: -(d / 2))
                            box(work, into: line, count: padded, size: d, from: -(d / 2))
                            box(line, into: work, count: padded, size: d, from: -(d / 2))
                            copyOut(work, count: count, reach: reach, start: start, step: step)
                        } else {
                            box(line, into: work, count: padded, size: d, from: -(d / 2))
                            box(work, into: line, count: padded, size: d, from: -(d / 2) + 1)
                            box(line, into: work, count: padded, size: d + 1, from: -(d / 2))
                            copyOut(work, count: count, reach: reach, start: start, step: step)
                        }
                    }
                }
                func copyOut(_ values: UnsafeMutableBufferPointer<Int32>, count: Int, reach: Int, start: Int, step: Int) {
                    for i in 0..<count {
                        let base = start + i * step
                        let alpha = UInt8(clamping: values[(i + reach) * 4 + 3])
                        // Premultiplied colour never exceeds its alpha (rounding could make it).
                        for c in 0..<3 { pixels[base + c] = min(alpha, UInt8(clamping: values[(i + reach) * 4 + c])) }
                        pixels[base + 3] = alpha
                    }
                }
                // ARGB32 in memory is B, G, R, A on this little-endian machine: the order
                // does not matter here, but alpha must be the last byte (it is), for the clamp.
                blur(count: width, lines: height, step: 4, lineStep: bytesPerRow)
                blur(count: height, lines: width, step: bytesPerRow, lineStep: 4)
            }
        }
    }

    /// One box pass: each pixel the mean (rounded) of `size` pixels from offset `from`, pixels
    /// past the padded line counting as its end pixels (which the padding made transparent or
    /// edge copies).
    private static func box(_ input: UnsafeMutableBufferPointer<Int32>, into output: UnsafeMutableBufferPointer<Int32>, count: Int, size: Int, from: Int) {
        let divisor = Int32(size), half = Int32(size / 2)
        for c in 0..<4 {
            @inline(__always) func at(_ index: Int) -> Int32 { input[min(count - 1, max(0, index)) * 4 + c] }
            var sum: Int32 = 0
            for k in 0..<size { sum += at(from + k) }
            for i in 0..<count {
                output[i * 4 + c] = (sum + half) / divisor
                sum += at(i + from + size) - at(i + from)
            }
        }
    }

    /// A Gaussian kernel out to `reach`, in integers summing to 2¹⁶.
    private static func kernel(sigma: Double, reach: Int) -> [Int32] {
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { Int32(($0 / total * 65536).rounded()) }
    }

    private static func convolve(_ input: UnsafeMutableBufferPointer<Int32>, into output: UnsafeMutableBufferPointer<Int32>, count: Int, weights: [Int32], reach: Int) {
        let total = weights.reduce(0, +)
        for i in 0..<count {
            for c in 0..<4 {
                var sum: Int64 = 0
                for (k, weight) in weights.enumerated() {
                    sum += Int64(weight) * Int64(input[min(count - 1, max(0, i + k - reach)) * 4 + c])
                }
                output[i * 4 + c] = Int32((sum + Int64(total / 2)) / Int64(total))
            }
        }
    }
}
