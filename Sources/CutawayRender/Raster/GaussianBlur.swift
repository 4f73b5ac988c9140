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
enum GaussianBlur {
    static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, sigma: Double, clampsEdges: Bool) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
        // Past twice the layer's size, a blur spreads it evenly: a larger σ changes nothing
        // visible, and bounds the work (a radius of 10⁶ would take hours).
        let sigma = min(sigma, 2 * Double(max(width, height)))
        var line = [Double](repeating: 0, count: max(width, height) * 4)
        func pass(count: Int, lines: Int, offset: (_ line: Int, _ index: Int) -> Int) {
            for l in 0..<lines {
                for i in 0..<count {
                    let base = offset(l, i)
                    for c in 0..<4 { line[i * 4 + c] = Double(pixels[base + c]) }
                }
                blurLine(&line, count: count, sigma: sigma, clampsEdges: clampsEdges)
                for i in 0..<count {
                    let base = offset(l, i)
                    for c in 0..<4 { pixels[base + c] = UInt8(max(0, min(255, line[i * 4 + c].rounded()))) }
                }
            }
        }
        pass(count: width, lines: height) { y, x in y * bytesPerRow + x * 4 }
        pass(count: height, lines: width) { x, y in y * bytesPerRow + x * 4 }
        // Premultiplied colour never exceeds its alpha; rounding each channel apart can.
        for y in 0..<height {
            for x in 0..<width {
                let base = y * bytesPerRow + x * 4
                let alpha = pixels[base + 3]
                for c in 0..<3 where pixels[base + c] > alpha { pixels[base + c] = alpha }
            }
        }
    }

    /// Blurs one line of `count` four-channel pixels in `values` (the result left there).
    ///
    /// The line is blurred with room on both sides for what spreads past its ends (transparent,
    /// or copies of the end pixels): a later box pass must see what an earlier one spread
    /// outside, or the ends come out too light.
    static func blurLine(_ values: inout [Double], count: Int, sigma: Double, clampsEdges: Bool) {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let reach = sigma < 2 ? Int((3 * sigma).rounded(.up)) : 3 * (d / 2 + 1)
        let padded = count + 2 * reach
        var line = [Double](repeating: 0, count: padded * 4)
        for i in 0..<padded {
            let source = clampsEdges ? min(count - 1, max(0, i - reach)) : i - reach
            guard source >= 0, source < count else { continue }
            for c in 0..<4 { line[i * 4 + c] = values[source * 4 + c] }
        }
        var work = [Double](repeating: 0, count: padded * 4)
        func sample(_ source: [Double], _ index: Int, _ channel: Int) -> Double {
            if index < 0 { return clampsEdges ? source[channel] : 0 }
            if index >= padded { return clampsEdges ? source[(padded - 1) * 4 + channel] : 0 }
            return source[index * 4 + channel]
        }
        if sigma < 2 {
            let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
            let total = weights.reduce(0, +)
            for i in 0..<padded {
                for c in 0..<4 {
                    var sum = 0.0
                    for (k, weight) in weights.enumerated() { sum += weight * sample(line, i + k - reach, c) }
                    work[i * 4 + c] = sum / total
                }
            }
            swap(&line, &work)
        } else {
            // A box of `size` covering offsets `from`...`from + size − 1` around each pixel.
            func box(size: Int, from: Int) {
                for c in 0..<4 {
                    var sum = 0.0
                    for k in 0..<size { sum += sample(line, from + k, c) }
                    for i in 0..<padded {
                        work[i * 4 + c] = sum / Double(size)
                        sum += sample(line, i + from + size, c) - sample(line, i + from, c)
                    }
                }
                swap(&line, &work)
            }
            if d % 2 == 1 {
                for _ in 0..<3 { box(size: d, from: -(d / 2)) }
            } else {
                box(size: d, from: -(d / 2))
                box(size: d, from: -(d / 2) + 1)
                box(size: d + 1, from: -(d / 2))
            }
        }
        for i in 0..<count {
            for c in 0..<4 { values[i * 4 + c] = line[(i + reach) * 4 + c] }
        }
    }
}
