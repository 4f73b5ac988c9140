import Foundation
import Cutaway

/// An angular gradient's colours, computed for each pixel of an image that Cairo then paints
/// with: the angle of the pixel's centre around the gradient's centre, looked up in a table of
/// the colours of `tableSize` equal slices of the turn.
///
/// Why not Cairo's mesh patterns: a mesh of 2° sectors drew the same colours to within a level,
/// but Cairo rasterizes each of its 180 patches over its whole area, wherever it is clipped or
/// masked: a 14-point progress ring at 2x cost 7 ms of the 20 ms effects frame of
/// `cutaway-bench`, and this image costs 0.3 ms (side by side in one run, issue 44).
///
/// The angle is `atan2` computed here (octant reduction and a polynomial of the arctangent,
/// Abramowitz and Stegun 4.4.49, error under 10⁻⁵ rad, a hundredth of a slice), not the C
/// library's, so the same scene gives the same pixels on every machine. A slice is 0.088°: at a
/// radius of 300 pixels, 0.46 pixel along the arc, so a stop's hard edge lands within half a
/// pixel of where an exact angle puts it, and between stops a colour is off by less than a
/// level (`AngularGradientImageTests`, against `atan2` and `GradientPaint.color(at:)`).
struct AngularGradientImage {
    static let tableSize = 4096
    /// The most pixels an image holds (2,048²): past it the image is coarser than the canvas,
    /// and Cairo's bilinear filter spreads it (a gradient over a huge clip cannot take memory
    /// or time in proportion to the clip).
    static let largestPixelCount = 2048 * 2048

    let center: CGPoint
    /// The start angle reduced to one turn, 0…2π.
    let startAngle: Double
    /// Premultiplied ARGB32 for each slice, the first starting at `startAngle`.
    let table: [UInt32]

    init(_ paint: GradientPaint, center: CGPoint, startAngle: Double, endAngle: Double) {
        self.center = center
        let turn = 2 * Double.pi
        let start = startAngle.isFinite ? startAngle.truncatingRemainder(dividingBy: turn) : 0
        self.startAngle = start < 0 ? start + turn : start
        let step = turn / Double(Self.tableSize)
        table = (0..<Self.tableSize).map { slice in
            // The slice's middle angle, from the gradient's own start (so that a start angle
            // of many turns, reduced above, finds the same locations).
            let angle = startAngle.isFinite ? startAngle + step * (Double(slice) + 0.5) : step * (Double(slice) + 0.5)
            return Self.premultiplied(paint.color(at: GradientPaint.angularLocation(of: angle, from: startAngle, to: endAngle)))
        }
    }

    /// Where an image's pixel centres lie in the gradient's coordinates: pixel (column, row)
    /// is centred on `origin` + column · `column` + row · `row`.
    struct PixelGrid {
        var origin: SIMD2<Double>, column: SIMD2<Double>, row: SIMD2<Double>

        /// An axis-aligned grid of pixels 1/`scale` wide whose corner is at `corner`.
        init(corner: SIMD2<Double>, scale: Double) {
            (origin, column, row) = (corner + 0.5 / scale, SIMD2(1 / scale, 0), SIMD2(0, 1 / scale))
        }

        init(origin: SIMD2<Double>, column: SIMD2<Double>, row: SIMD2<Double>) {
            (self.origin, self.column, self.row) = (origin, column, row)
        }

        var isFinite: Bool { [origin.x, origin.y, column.x, column.y, row.x, row.y].allSatisfy(\.isFinite) }
    }

    /// Writes the gradient's pixels, each the colour of its centre's angle (`grid`).
    /// `pixels` holds `height` rows of `rowLength` 32-bit pixels, `width` of them written.
    func draw(into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int, grid: PixelGrid) {
        guard center.x.isFinite, center.y.isFinite, grid.isFinite else {
            for row in 0..<height { (pixels + row * rowLength).update(repeating: table[0], count: width) }
            return
        }
        let slicesPerRadian = Float(Double(Self.tableSize) / (2 * Double.pi))
        let startSlice = Float(startAngle) * slicesPerRadian
        let size = Float(Self.tableSize)
        // Eight pixels of a row at a time: their offsets from the first, in the gradient's units.
        let lanes = Vector(0, 1, 2, 3, 4, 5, 6, 7)
        let (laneX, laneY) = (lanes * Float(grid.column.x), lanes * Float(grid.column.y))
        let first = grid.origin - SIMD2(Double(center.x), Double(center.y))
        table.withUnsafeBufferPointer { table in
            for row in 0..<height {
                let line = pixels + row * rowLength
                for column in stride(from: 0, to: width, by: Vector.scalarCount) {
                    // The first lane's offset from the centre in Double (exact enough however
                    // far the image lies from it), the other lanes' steps from it in Float.
                    let offset = first + Double(column) * grid.column + Double(row) * grid.row
                    let dx = Vector(repeating: Float(offset.x)) + laneX, dy = Vector(repeating: Float(offset.y)) + laneY
                    // Slices from the start, 0 ≤ s < size (a turn and more folded back once:
                    // atan2 is within ±π, the start within 0…2π).
                    var slice = Self.arctangent(dy, dx) * slicesPerRadian - startSlice
                    slice.replace(with: slice + size, where: slice .< 0)
                    slice.replace(with: slice + size, where: slice .< 0)
                    for lane in 0..<min(Vector.scalarCount, width - column) {
                        line[column + lane] = table[min(Int(slice[lane]), Self.tableSize - 1)]
                    }
                }
            }
        }
    }

    typealias Vector = SIMD8<Float>

    /// atan2(y, x) in −π…π, lane by lane (0 for the centre itself, and where a value is not
    /// finite): the arctangent of the smaller over the larger of |x| and |y|, a ratio in 0…1,
    /// then the octant put back.
    @inline(__always) static func arctangent(_ y: Vector, _ x: Vector) -> Vector {
        let (ax, ay) = (x.replacing(with: -x, where: x .< 0), y.replacing(with: -y, where: y .< 0))
        let (small, large) = (ax.replacing(with: ay, where: ay .< ax), ax.replacing(with: ay, where: ay .> ax))
        // Not usable: the centre, or a value not finite (NaN compares false with everything).
        let unusable = .!((large .> 0) .& (ax .< .infinity) .& (ay .< .infinity))
        let z = small / large.replacing(with: 1, where: unusable), z2 = z * z
        // Abramowitz and Stegun 4.4.49: |error| ≤ 10⁻⁵ for 0 ≤ z ≤ 1.
        var series: Vector = z2 * 0.0208351 - 0.0851330
        series = series * z2 + 0.1801410
        series = series * z2 - 0.3302995
        series = series * z2 + 0.9998660
        var angle = z * series
        angle.replace(with: Float.pi / 2 - angle, where: ay .> ax)
        angle.replace(with: Float.pi - angle, where: x .< 0)
        angle.replace(with: -angle, where: y .< 0)
        return angle.replacing(with: 0, where: unusable)
    }

    /// A colour as Cairo's premultiplied ARGB32: each channel rounded to 0…255.
    static func premultiplied(_ color: Color.Resolved) -> UInt32 {
        func level(_ value: Double) -> UInt32 {
            guard value.isFinite else { return 0 }
            return UInt32((min(max(value, 0), 1) * 255).rounded())
        }
        let alpha = min(max(color.opacity.isFinite ? color.opacity : 0, 0), 1)
        return level(alpha) << 24 | level(color.red * alpha) << 16 | level(color.green * alpha) << 8 | level(color.blue * alpha)
    }
}
