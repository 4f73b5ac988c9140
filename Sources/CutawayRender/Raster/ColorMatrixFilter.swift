import Cutaway

/// Maps premultiplied ARGB32 pixels in place through a colour matrix, as SVG's
/// `feColorMatrix` is specified to: each pixel is un-premultiplied, multiplied by the matrix
/// (the fifth column added), clamped to 0…1 and premultiplied again, in the sRGB values the
/// layer holds (the SVG writers ask for `color-interpolation-filters="sRGB"` to match).
///
/// Why integers: the same layer gives the same bytes on every run and machine. The matrix is
/// taken in 16.16 fixed point (coefficients times 2¹⁶, offsets times 255·2¹⁶), each result
/// rounded half up; un-premultiplying rounds `c·255/a` and premultiplying `c·a/255` to the
/// nearest level, as `RasterImage(straightRGBA:)` does. A transparent pixel has no colour: it
/// is taken as transparent black, which every effect of SwiftUI's keeps transparent.
///
/// Precondition-free: a matrix with a value that is not finite leaves the pixels as they are,
/// and values are clamped to ±2²⁰ so that no sum overflows.
enum ColorMatrixFilter {
    static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, matrix: ColorMatrix) {
        let rows = matrix.rows
        guard width > 0, height > 0, !matrix.isIdentity, rows.joined().allSatisfy(\.isFinite) else { return }
        let limit = Double(1 << 20), one = Double(1 << 16)
        // coefficients[i][j]: output channel i (r, g, b, a) from input channel j; offsets[i].
        let coefficients = rows.map { row in row[0..<4].map { Int64((min(limit, max(-limit, Double($0))) * one).rounded()) } }
        let offsets = rows.map { Int64((min(limit, max(-limit, Double($0[4]))) * 255 * one).rounded()) }
        let half: Int64 = 1 << 15
        for y in 0..<height {
            let row = pixels + y * bytesPerRow
            for x in 0..<width {
                let pixel = row + x * 4
                // ARGB32 in memory on a little-endian machine: B, G, R, A.
                let alpha = Int64(pixel[3])
                var straight: (Int64, Int64, Int64, Int64) = (0, 0, 0, alpha)
                if alpha > 0 {
                    func unpremultiplied(_ value: UInt8) -> Int64 { min(255, (Int64(value) * 255 + alpha / 2) / alpha) }
                    straight = (unpremultiplied(pixel[2]), unpremultiplied(pixel[1]), unpremultiplied(pixel[0]), alpha)
                }
                func channel(_ i: Int) -> Int64 {
                    let c = coefficients[i]
                    let sum = c[0] * straight.0 + c[1] * straight.1 + c[2] * straight.2 + c[3] * straight.3 + offsets[i] + half
                    // An arithmetic shift: floor division, so rounding is half up for negatives too.
                    return min(255, max(0, sum >> 16))
                }
                let (r, g, b, a) = (channel(0), channel(1), channel(2), channel(3))
                func premultiplied(_ value: Int64) -> UInt8 { UInt8((value * a + 127) / 255) }
                pixel[0] = premultiplied(b)
                pixel[1] = premultiplied(g)
                pixel[2] = premultiplied(r)
                pixel[3] = UInt8(a)
            }
        }
    }
}
