import Cutaway
import Foundation

/// Draws a layer of premultiplied ARGB32 pixels through a projective transform into another,
/// by inverse mapping: each output pixel's centre goes through the inverse transform into the
/// source, which is sampled there bilinearly (pixels outside it are transparent, so the
/// quadrilateral's edges come out antialiased over about a pixel).
///
/// Why inverse mapping: every output pixel gets exactly one value, with no gaps or overlaps,
/// whatever the transform stretches or squeezes; Cairo's transforms are affine, so this is
/// how it draws a perspective. Bilinear sampling is what browsers use for a CSS `matrix3d`;
/// where a projection shrinks the layer to under half its size, it aliases as theirs does.
///
/// The inverse takes an output pixel's centre (i + ½, j + ½), as the row vector (x, y, 1), to
/// (X, Y, W); the source point is (X / W, Y / W). A W ≤ 0 (or not finite) means the output
/// point is the image of a point at or behind the viewer: nothing is drawn there. The weights
/// are integers out of 256, so the result is the same bytes everywhere.
enum ProjectiveWarp {
    struct Layer {
        let pixels: UnsafeMutablePointer<UInt8>
        let width: Int
        let height: Int
        let bytesPerRow: Int
    }

    /// Writes every pixel of `output` (transparent where nothing maps).
    static func draw(_ source: Layer, into output: Layer, inverse m: ProjectionTransform) {
        let (sw, sh) = (source.width, source.height)
        func sourcePixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8>? {
            x >= 0 && y >= 0 && x < sw && y < sh ? source.pixels + y * source.bytesPerRow + x * 4 : nil
        }
        for j in 0..<output.height {
            let row = output.pixels + j * output.bytesPerRow
            let cy = Double(j) + 0.5
            for i in 0..<output.width {
                let cx = Double(i) + 0.5
                let w = Double(m.m13) * cx + Double(m.m23) * cy + Double(m.m33)
                let sx = (Double(m.m11) * cx + Double(m.m21) * cy + Double(m.m31)) / w - 0.5
                let sy = (Double(m.m12) * cx + Double(m.m22) * cy + Double(m.m32)) / w - 0.5
                let target = row + i * 4
                guard w > 0, sx.isFinite, sy.isFinite, sx > -1, sy > -1, sx < Double(sw), sy < Double(sh) else {
                    (target[0], target[1], target[2], target[3]) = (0, 0, 0, 0)
                    continue
                }
                let (x0, y0) = (Int(sx.rounded(.down)), Int(sy.rounded(.down)))
                let fx = Int32(((sx - Double(x0)) * 256).rounded()), fy = Int32(((sy - Double(y0)) * 256).rounded())
                var sums: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                func add(_ x: Int, _ y: Int, _ weight: Int32) {
                    guard weight > 0, let p = sourcePixel(x, y) else { return }
                    sums.0 += Int32(p[0]) * weight
                    sums.1 += Int32(p[1]) * weight
                    sums.2 += Int32(p[2]) * weight
                    sums.3 += Int32(p[3]) * weight
                }
                add(x0, y0, (256 - fx) * (256 - fy))
                add(x0 + 1, y0, fx * (256 - fy))
                add(x0, y0 + 1, (256 - fx) * fy)
                add(x0 + 1, y0 + 1, fx * fy)
                // The weights sum to 2¹⁶; a convex mix of premultiplied pixels stays premultiplied.
                let half: Int32 = 1 << 15
                target[0] = UInt8((sums.0 + half) >> 16)
                target[1] = UInt8((sums.1 + half) >> 16)
                target[2] = UInt8((sums.2 + half) >> 16)
                target[3] = UInt8((sums.3 + half) >> 16)
            }
        }
    }
}
