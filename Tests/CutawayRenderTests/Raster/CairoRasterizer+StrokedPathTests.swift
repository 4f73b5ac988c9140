import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// A stroke's outline (`Path.strokedPath(_:)`) filled by Cairo covers what Cairo's own stroke
/// of the path covers, pixel for pixel within antialiasing.
@Suite(.serialized) struct CairoRasterizerStrokedPathTests {
    let rasterizer: CairoRasterizer
    let black = Color.Resolved(red: 0, green: 0, blue: 0)
    let element = ElementID("test")

    init() throws {
        rasterizer = CairoRasterizer(textEngine: try PangoTextEngine())
    }

    /// The largest and the mean difference of coverage (alpha, 0…255) between Cairo's stroke
    /// of `path` and its fill of the outline, on a 120-point canvas at scale 2.
    private func difference(_ path: Path, _ style: StrokeStyle) -> (largest: Int, mean: Double, at: (Int, Int)) {
        let size = CGSize(width: 120, height: 120)
        let stroked = rasterizer.render(DisplayList(size: size, items: [.stroke(path, color: black, style: style, element: element)]), scale: 2)
        let filled = rasterizer.render(DisplayList(size: size, items: [.fill(path.strokedPath(style), color: black, element: element)]), scale: 2)
        var largest = 0, total = 0, at = (0, 0)
        for y in 0..<stroked.height {
            for x in 0..<stroked.width {
                let d = abs(Int(stroked.pixel(x: x, y: y) >> 24) - Int(filled.pixel(x: x, y: y) >> 24))
                if d > largest { (largest, at) = (d, (x, y)) }
                total += d
            }
        }
        return (largest, Double(total) / Double(stroked.width * stroked.height), at)
    }

    /// A zigzag with sharp and shallow corners, a curve and open ends.
    private var zigzag: Path {
        Path {
            $0.move(to: CGPoint(x: 15, y: 100))
            $0.addLine(to: CGPoint(x: 35, y: 20))
            $0.addLine(to: CGPoint(x: 55, y: 95))
            $0.addCurve(to: CGPoint(x: 105, y: 30), control1: CGPoint(x: 70, y: 130), control2: CGPoint(x: 120, y: 70))
        }
    }

    @Test(arguments: [CGLineJoin.miter, .round, .bevel], [CGLineCap.butt, .round, .square])
    func theOutlineFillsAsTheStrokeDraws(join: CGLineJoin, cap: CGLineCap) {
        let (largest, mean, at) = difference(zigzag, StrokeStyle(lineWidth: 9, lineCap: cap, lineJoin: join))
        // Edges antialias a little differently (a union of pieces against one boundary, and
        // curves flattened apart): at most half coverage on an edge pixel, nearly nothing
        // on average (the stroke covers about a tenth of the 240 × 240 pixels).
        #expect(largest <= 128, "\(largest) at \(at)")
        #expect(mean < 0.5, "\(mean)")
    }

    @Test func dashesFillAsCairosDashedStroke() {
        for style in [StrokeStyle(lineWidth: 5, dash: [12, 6]), StrokeStyle(lineWidth: 5, lineCap: .round, dash: [0, 9], dashPhase: 3)] {
            let (largest, mean, at) = difference(zigzag, style)
            #expect(largest <= 128, "\(style.dash): \(largest)")
            #expect(mean < 0.5, "\(style.dash): \(mean)")
        }
    }

    @Test func aCircleAndASquareClosedFillAsTheirStrokes() {
        for path in [Path(ellipseIn: CGRect(x: 20, y: 20, width: 80, height: 80)), Path(CGRect(x: 20, y: 20, width: 80, height: 70))] {
            let (largest, mean, at) = difference(path, StrokeStyle(lineWidth: 12))
            #expect(largest <= 128, "\(largest) at \(at)")
            #expect(mean < 0.5, "\(mean)")
        }
    }

    @Test func aMiterPastItsLimitIsCutAsCairoCutsIt() {
        // A 20° spike (legs 80 high, their feet 80 · tan 10° either side of the apex): its
        // miter is 1/sin(10°) = 5.8 widths, past a limit of 4, within one of 10.
        let foot = 80 * tan(CGFloat.pi / 18)
        let spike = Path {
            $0.move(to: CGPoint(x: 60 - foot, y: 100))
            $0.addLine(to: CGPoint(x: 60, y: 20))
            $0.addLine(to: CGPoint(x: 60 + foot, y: 100))
        }
        for limit: CGFloat in [4, 10] {
            let (largest, mean, at) = difference(spike, StrokeStyle(lineWidth: 6, miterLimit: limit))
            #expect(largest <= 128, "\(limit): \(largest)")
            #expect(mean < 0.5, "\(limit): \(mean)")
        }
    }
}
