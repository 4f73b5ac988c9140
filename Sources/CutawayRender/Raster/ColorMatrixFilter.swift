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
///
/// How it keeps up with a frame (a material maps every pixel of its backdrop, issue 44): the
/// matrix is read into locals once; an opaque pixel skips un-premultiplying and an opaque
/// result premultiplying, which would give back the same levels; and a pixel equal to the one
/// before takes its result, so a flat or slowly changing backdrop is mostly copied.
enum ColorMatrixFilter {
    static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, matrix: ColorMatrix) {
        let rows = matrix.rows
        guard width > 0, height > 0, !matrix.isIdentity, rows.joined().allSatisfy(\.isFinite) else { return }
        let limit = Double(1 << 20), one = Double(1 << 16)
        // coefficients[i][j]: output channel i (r, g, b, a) from input channel j; offsets[i].
        let coefficients = rows.map { row in row[0..<4].map { Int64((min(limit, max(-limit, Double($0))) * one).rounded()) } }
        let offsets = rows.map { Int64((min(limit, max(-limit, Double($0[4]))) * 255 * one).rounded()) }
        let half: Int64 = 1 << 15
        // Read once into locals: the loop reads no array.
        let (r1, r2, r3, r4) = (coefficients[0][0], coefficients[0][1], coefficients[0][2], coefficients[0][3])
        let (g1, g2, g3, g4) = (coefficients[1][0], coefficients[1][1], coefficients[1][2], coefficients[1][3])
        let (b1, b2, b3, b4) = (coefficients[2][0], coefficients[2][1], coefficients[2][2], coefficients[2][3])
        let (a1, a2, a3, a4) = (coefficients[3][0], coefficients[3][1], coefficients[3][2], coefficients[3][3])
        let (r5, g5, b5, a5) = (offsets[0] + half, offsets[1] + half, offsets[2] + half, offsets[3] + half)
        // An arithmetic shift: floor division, so rounding is half up for negatives too. The
        // sums stay within ±2⁴⁷ (coefficients within 2³⁶, levels within 255, offsets within
        // 2⁴⁴): no overflow.
        @inline(__always) func clamped(_ sum: Int64) -> Int64 { min(255, max(0, sum &>> 16)) }
        // One pixel, as its word (ARGB32: alpha in the top byte, then red, green, blue).
        @inline(__always) func mapped(_ word: UInt32) -> UInt32 {
            let alpha = Int64(word >> 24)
            var (red, green, blue) = (Int64(word >> 16 & 0xFF), Int64(word >> 8 & 0xFF), Int64(word & 0xFF))
            // Opaque, un-premultiplying, (c·255 + 127)/255, is c itself.
            if alpha == 0 {
                (red, green, blue) = (0, 0, 0)
            } else if alpha < 255 {
                @inline(__always) func unpremultiplied(_ value: Int64) -> Int64 { min(255, (value * 255 + alpha / 2) / alpha) }
                (red, green, blue) = (unpremultiplied(red), unpremultiplied(green), unpremultiplied(blue))
            }
            let a = clamped(a1 &* red &+ a2 &* green &+ a3 &* blue &+ a4 &* alpha &+ a5)
            var r = clamped(r1 &* red &+ r2 &* green &+ r3 &* blue &+ r4 &* alpha &+ r5)
            var g = clamped(g1 &* red &+ g2 &* green &+ g3 &* blue &+ g4 &* alpha &+ g5)
            var b = clamped(b1 &* red &+ b2 &* green &+ b3 &* blue &+ b4 &* alpha &+ b5)
            // Opaque again, premultiplying, (c·a + 127)/255, is c itself.
            if a < 255 {
                (r, g, b) = ((r * a + 127) / 255, (g * a + 127) / 255, (b * a + 127) / 255)
            }
            return UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
        // A pixel equal to the one before maps alike: a flat stretch (a plain or slowly
        // changing backdrop under a material) is mapped once.
        var (last, lastMapped) = (UInt32(0), mapped(0))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * bytesPerRow)
            for x in 0..<width {
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                if word != last { (last, lastMapped) = (word, mapped(word)) }
                row.storeBytes(of: lastMapped, toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }
}
