import Foundation
import Testing
@testable import SwiftUICore

struct PathStrokingTests {
    /// Whether the outline covers `point` by the non-zero rule: the winding numbers of its
    /// polygons (the outline is made of straight lines only) summed.
    private func covers(_ outline: Path, _ point: CGPoint) -> Bool {
        var winding = 0
        var start = CGPoint.zero, last = CGPoint.zero
        func edge(_ a: CGPoint, _ b: CGPoint) {
            // A crossing of the ray to the right of `point`, upward +1, downward −1.
            if a.y <= point.y, b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            if a.y > point.y, b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 { winding -= 1 }
        }
        for element in outline.elements {
            switch element {
            case .move(let p): (start, last) = (p, p)
            case .line(let p): edge(last, p); last = p
            case .closeSubpath: edge(last, start); last = start
            case .curve: Issue.record("an outline has no curves")
            }
        }
        return winding != 0
    }

    /// The covered area, counted on a grid of quarter-point cells by a point in each: a
    /// sixteenth of a point from the cell's corner across, an eighth down, so that no sample
    /// lies on an edge that runs along the axes or at 45°.
    private func area(_ outline: Path) -> CGFloat {
        let box = outline.boundingRect
        var count = 0
        var y = box.minY.rounded(.down) + 0.0625
        while y < box.maxY {
            var x = box.minX.rounded(.down) + 0.125
            while x < box.maxX {
                if covers(outline, CGPoint(x: x, y: y)) { count += 1 }
                x += 0.25
            }
            y += 0.25
        }
        return CGFloat(count) / 16
    }

    private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    private let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
    /// Right 100, then down 100: one right-angled corner at (100, 0).
    private let corner = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)); $0.addLine(to: CGPoint(x: 100, y: 100)) }

    @Test func aLineWithButtCapsIsARectangleOfItsLengthAndWidth() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10))
        // 100 long, 5 either side of the line.
        #expect(outline.boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
        #expect(area(outline) == 1000)
    }

    @Test func squareCapsReachHalfTheWidthPastEachEnd() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        // 100 + 5 + 5 = 110 long.
        #expect(outline.boundingRect == CGRect(x: -5, y: -5, width: 110, height: 10))
        #expect(area(outline) == 1100)
    }

    @Test func roundCapsAddAHalfDiscAtEachEnd() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(close(outline.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10), within: 0.05))
        // The rectangle and two half discs of radius 5: 1000 + 25π = 1078.5.
        #expect(abs(area(outline) - (1000 + 25 * .pi)) < 2)
    }

    @Test func aStrokedCircleReachesHalfTheWidthBeyondItsRadius() {
        // Radius 40, width 10: the outline spans the centre ± 45, an annulus from 35 to 45.
        let circle = Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        let outline = circle.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(close(outline.boundingRect, CGRect(x: 5, y: 5, width: 90, height: 90), within: 0.05))
        // π(45² − 35²) = 800π = 2513.3; the grid and the flattening are within 0.5 %.
        #expect(abs(area(outline) - 800 * .pi) < 12)
        // The hole in the middle stays a hole (every piece is wound the same way).
        #expect(!covers(outline, CGPoint(x: 50, y: 50)))
        #expect(covers(outline, CGPoint(x: 50, y: 10)))
    }

    @Test func aMiterJoinReachesTheOuterCorner() {
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        // The outer edges (y = −5 and x = 105) meet at (105, −5): a right angle's miter is
        // √2 times the width, within the default limit of 10.
        #expect(outline.boundingRect == CGRect(x: 0, y: -5, width: 105, height: 105))
        #expect(covers(outline, CGPoint(x: 104.9, y: -4.9)))
        // Two 100 × 10 rectangles overlapping in the 5 × 5 square inside the corner, plus
        // the miter's 5 × 5 square outside it: 1000 + 1000 − 25 + 25.
        #expect(area(outline) == 2000)
    }

    @Test func aMiterPastTheLimitIsABevel() {
        // The right angle's miter ratio is √2 = 1.414 > 1.4.
        for style in [StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.4), StrokeStyle(lineWidth: 10, lineJoin: .bevel)] {
            let outline = corner.strokedPath(style)
            // The bevel cuts the corner along x − y = 105, from (100, −5) to (105, 0).
            #expect(!covers(outline, CGPoint(x: 104, y: -4)))
            #expect(covers(outline, CGPoint(x: 102, y: -2)))
            // The miter's square less the half that the bevel leaves: 2000 − 12.5.
            // (the diagonal edge cuts 20 rows of samples, each off by at most one sample of a
            // sixteenth: within 1.25).
            #expect(abs(area(outline) - 1987.5) <= 1.25)
        }
        // Just within the limit (1.42 > √2), the miter again.
        #expect(covers(corner.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 1.42)), CGPoint(x: 104.9, y: -4.9)))
    }

    @Test func aRoundJoinIsADiscAroundTheCorner() {
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        // Within 5 of the corner (100, 0) on the outside: covered; beyond, not.
        #expect(covers(outline, CGPoint(x: 103.4, y: -3.4)))
        #expect(!covers(outline, CGPoint(x: 104, y: -4)))
        // The quarter disc outside the corner: 2000 − 25 + 25π/4 = 1994.6.
        #expect(abs(area(outline) - (1975 + 25 * .pi / 4)) < 1)
    }

    @Test func aClosedSquareIsAFrameWithJoinsAtEveryCorner() {
        let outline = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        // 110² − 90² = 4,000: the corners mitred, the inside empty.
        #expect(outline.boundingRect == CGRect(x: -5, y: -5, width: 110, height: 110))
        #expect(area(outline) == 4000)
        #expect(!covers(outline, CGPoint(x: 50, y: 50)))
    }

    @Test func whatHasNoWidthOrNoLengthDrawsAsCairoDrawsIt() {
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(Path { $0.move(to: .zero) }.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round)).isEmpty)
        let point = Path { $0.move(to: .zero); $0.addLine(to: .zero) }
        #expect(point.strokedPath(StrokeStyle(lineWidth: 10)).isEmpty)
        // A point with round caps is a disc of radius 5 (25π = 78.5); with square caps a
        // 10 × 10 square.
        // (The disc is a 23-gon inscribed within 0.05 of the circle: 1 less.)
        #expect(abs(area(point.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))) - 25 * .pi) < 1.5)
        #expect(point.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square)).boundingRect == CGRect(x: -5, y: -5, width: 10, height: 10))
    }

    @Test func dashesCutTheLineIntoPiecesFromThePhase() {
        // On 10, off 10 along 100 points: dashes at 0–10, 20–30, …, 80–90; 5 × 10 × 4 = 200.
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.boundingRect == CGRect(x: 0, y: -2, width: 90, height: 4))
        #expect(area(dashed) == 200)
        #expect(!covers(dashed, CGPoint(x: 15, y: 0)) && covers(dashed, CGPoint(x: 25, y: 0)))
        // From 5 into the pattern: 0–5, 15–25, …, 75–85, 95–100: 5 + 4 × 10 + 5 = 50 long.
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
        #expect(shifted.boundingRect == CGRect(x: 0, y: -2, width: 100, height: 4))
        #expect(area(shifted) == 200)
        // An odd pattern repeats: [10] is on 10, off 10.
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10])) == dashed)
        // Square caps on each dash: 5 dashes of 14 × 4.
        #expect(area(line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, dash: [10, 10]))) == 280)
    }

    @Test func aPatternThatCannotBeAppliedLeavesTheLineSolid() {
        let solid = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4, dash: [0, 0])) == solid)
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, -5])) == solid)
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4, dash: [.infinity, 1])) == solid)
        // 100 points in pieces of a thousandth: 200,000 pieces, past the bound.
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4, dash: [0.0005, 0.0005])) == solid)
    }

    @Test func zeroLengthDashesAreDotsWithRoundCaps() {
        // Dots every 20 points: at 0, 20, 40, 60, 80, 100, each a disc of radius 2.
        let dots = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 20]))
        #expect(covers(dots, CGPoint(x: 40, y: 1)) && !covers(dots, CGPoint(x: 50, y: 0)))
        // (6 × 4π = 75.4; each disc a 15-gon inscribed within 0.05: 2.2 less in all.)
        #expect(abs(area(dots) - 6 * 4 * .pi) < 3)
    }

    @Test func curvesAreSplitUntilTheyStrayLessThanTheTolerance() {
        // A straight "curve" needs one line. A quarter circle of radius 100 (controls at
        // 0.5523 of the radius): both second differences are (44.77, 10.46) long 45.98, so
        // √(6 · 45.98 / (8 · 0.05)) = 26.3, rounded up to 27.
        let a = CGPoint(x: 0, y: 0), b = CGPoint(x: 100, y: 0)
        #expect(Path.segmentCount(a, CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 90, y: 0), tolerance: 0.05) == 1)
        let k: CGFloat = 0.5523 * 100
        let quarter = Path.segmentCount(b, CGPoint(x: 100, y: k), CGPoint(x: k, y: 100), CGPoint(x: 0, y: 100), tolerance: 0.05)
        #expect(quarter == 27)
        // A hostile curve is split at most 1,000 times.
        #expect(Path.segmentCount(a, CGPoint(x: 1e12, y: 0), CGPoint(x: -1e12, y: 0), b, tolerance: 0.05) == 1000)
    }
}
