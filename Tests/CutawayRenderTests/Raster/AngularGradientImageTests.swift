import Cutaway
import Foundation
import Testing
@testable import CutawayRender

struct AngularGradientImageTests {
    private let yellow = Color.Resolved(red: 1, green: 0.8, blue: 0)
    private let pink = Color.Resolved(red: 1, green: 0.18, blue: 0.33)

    /// The pixels of `image` over `width` × `height` pixels at `scale`, their corner at `origin`.
    private func pixels(_ image: AngularGradientImage, width: Int, height: Int, origin: CGPoint, scale: Double) -> [UInt32] {
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
        let grid = AngularGradientImage.PixelGrid(corner: SIMD2(Double(origin.x), Double(origin.y)), scale: scale)
        pixels.withUnsafeMutableBufferPointer { image.draw(into: $0.baseAddress!, width: width, height: height, rowLength: width, grid: grid) }
        return pixels
    }

    /// The channels of a premultiplied ARGB32 pixel.
    private func channels(_ pixel: UInt32) -> [Int] { [24, 16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) } }

    @Test func theArctangentIsWithinAHundredthOfASlice() {
        // Against the C library's atan2 over a grid around the centre, every octant and axis.
        var largest: Float = 0
        for y in stride(from: -50, through: 50, by: 1) {
            for x in stride(from: -50, through: 50, by: 1) where x != 0 || y != 0 {
                let (fy, fx) = (Float(y) * 0.37, Float(x) * 0.53)
                let got = AngularGradientImage.arctangent(AngularGradientImage.Vector(repeating: fy), AngularGradientImage.Vector(repeating: fx))[0]
                largest = max(largest, abs(got - atan2(fy, fx)))
            }
        }
        // A slice is 2π/4096 = 1.53·10⁻³ rad; Abramowitz and Stegun bound the polynomial by
        // 10⁻⁵, and Float rounding adds a few 10⁻⁷.
        #expect(largest < 1.2e-5, "\(largest)")
        // The centre, and values that are not finite, are 0.
        let odd = AngularGradientImage.arctangent(AngularGradientImage.Vector(0, .nan, 1, .infinity, 0, 0, 0, 0), AngularGradientImage.Vector(0, 1, .nan, 1, 0, 0, 0, 0))
        #expect(odd == .zero)
    }

    @Test func everyPixelIsWithinALevelOfTheExactAngle() {
        // The effects screen's ring: yellow, pink, yellow around a 160 × 160 frame at 2x,
        // started at −90° (its rotation). Each pixel against its centre's exact angle (atan2),
        // its location (`GradientPaint.angularLocation`) and colour (`color(at:)`): a slice
        // is 1/4096 of the turn, over which yellow to pink (half a turn) changes green by
        // 0.62·255/2048 = 0.08 of a level, so within one level after rounding.
        let paint = GradientPaint(
            kind: .angular(center: CGPoint(x: 80, y: 80), startAngle: -.pi / 2, endAngle: 3 * .pi / 2),
            stops: [.init(color: yellow, location: 0), .init(color: pink, location: 0.5), .init(color: yellow, location: 1)])
        let image = AngularGradientImage(paint, center: CGPoint(x: 80, y: 80), startAngle: -.pi / 2, endAngle: 3 * .pi / 2)
        let (width, height, scale) = (323, 321, 2.0)
        let drawn = pixels(image, width: width, height: height, origin: CGPoint(x: -0.5, y: -0.25), scale: scale)
        var largest = 0
        for row in 0..<height {
            for column in 0..<width {
                let (x, y) = (-0.5 + (Double(column) + 0.5) / scale, -0.25 + (Double(row) + 0.5) / scale)
                let angle = atan2(y - 80, x - 80)
                let expected = channels(AngularGradientImage.premultiplied(paint.color(at: GradientPaint.angularLocation(of: angle, from: -.pi / 2, to: 3 * .pi / 2))))
                largest = max(largest, zip(channels(drawn[row * width + column]), expected).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(largest <= 1)
    }

    @Test func aPartialSweepSplitsItsGapHalfway() {
        // From 0 to a quarter turn, red to blue: below-right of the centre the sweep, then
        // the gap, its nearer half blue (just past a quarter turn) and its farther half red
        // (just before a full turn).
        let red = Color.Resolved(red: 1, green: 0, blue: 0), blue = Color.Resolved(red: 0, green: 0, blue: 1)
        let paint = GradientPaint(kind: .angular(center: .zero, startAngle: 0, endAngle: .pi / 2), stops: [.init(color: red, location: 0), .init(color: blue, location: 1)])
        let image = AngularGradientImage(paint, center: .zero, startAngle: 0, endAngle: .pi / 2)
        func pixel(atDegrees degrees: Double) -> UInt32 {
            let (x, y) = (100 * cos(degrees * .pi / 180), 100 * sin(degrees * .pi / 180))
            return pixels(image, width: 1, height: 1, origin: CGPoint(x: x - 0.5, y: y - 0.5), scale: 1)[0]
        }
        #expect(pixel(atDegrees: 45) == 0xFF80_0080 || pixel(atDegrees: 45) == 0xFF7F_007F || pixel(atDegrees: 45) == 0xFF80_007F || pixel(atDegrees: 45) == 0xFF7F_0080)
        #expect(pixel(atDegrees: 100) == 0xFF00_00FF && pixel(atDegrees: 220) == 0xFF00_00FF)
        #expect(pixel(atDegrees: 230) == 0xFFFF_0000 && pixel(atDegrees: 350) == 0xFFFF_0000)
    }

    @Test func aStartOfManyTurnsOrNoFiniteValueNeverTraps() {
        let paint = GradientPaint(kind: .angular(center: .zero, startAngle: 0, endAngle: 1), stops: [.init(color: yellow, location: 0), .init(color: pink, location: 1)])
        for (start, center, scale) in [(1e300, CGPoint.zero, 1.0), (-.infinity, .zero, 1), (.nan, .zero, 1), (0, CGPoint(x: CGFloat.nan, y: 0), 1), (0, CGPoint(x: 1e300, y: -1e300), 1e-300)] {
            let image = AngularGradientImage(paint, center: center, startAngle: start, endAngle: start + 1)
            let drawn = pixels(image, width: 9, height: 5, origin: CGPoint(x: -4, y: -2), scale: scale)
            #expect(drawn.allSatisfy { $0 != 0xDEAD_BEEF })
        }
    }

    @Test func aRotatedGridFindsEachPixelsOwnAngle() {
        // A grid turned a quarter (as `rotationEffect(.degrees(-90))` turns a ring): pixel
        // (i, j) centred on (j + ½, −i − ½) from the centre, so pixel (0, 0) is at −45° and
        // pixel (3, 0) at atan2(−3.5, 0.5) = −81.9°. From 0 to a full turn, red to blue.
        let red = Color.Resolved(red: 1, green: 0, blue: 0), blue = Color.Resolved(red: 0, green: 0, blue: 1)
        let paint = GradientPaint(kind: .angular(center: .zero, startAngle: 0, endAngle: 2 * .pi), stops: [.init(color: red, location: 0), .init(color: blue, location: 1)])
        let image = AngularGradientImage(paint, center: .zero, startAngle: 0, endAngle: 2 * .pi)
        var drawn = [UInt32](repeating: 0, count: 4)
        let grid = AngularGradientImage.PixelGrid(origin: SIMD2(0.5, -0.5), column: SIMD2(0, -1), row: SIMD2(1, 0))
        drawn.withUnsafeMutableBufferPointer { image.draw(into: $0.baseAddress!, width: 4, height: 1, rowLength: 4, grid: grid) }
        for (index, degrees) in [(0, 315.0), (3, 360 - atan2(3.5, 0.5) * 180 / .pi)] {
            let blueLevel = Int((degrees / 360 * 255).rounded())
            let pixel = channels(drawn[index])
            #expect(abs(pixel[3] - blueLevel) <= 1 && abs(pixel[1] - (255 - blueLevel)) <= 1, "pixel \(index): \(pixel)")
        }
    }
}
