import Foundation
import Testing
@testable import SwiftUICore

struct PathTrimmingTests {
    private func ends(_ path: Path) -> (start: CGPoint, end: CGPoint)? {
        guard case .move(let start)? = path.elements.first, let end = path.currentPoint else { return nil }
        return (start, end)
    }

    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aLineIsCutAtFractionsOfItsLength() throws {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        let piece = try #require(ends(line.trimmedPath(from: 0.1, to: 0.25)))
        #expect(close(piece.start, CGPoint(x: 10, y: 0)) && close(piece.end, CGPoint(x: 25, y: 0)))
    }

    @Test func aRectangleIsCutAlongItsPerimeterClosingLineIncluded() throws {
        // 100 × 50: perimeter 300. Half of it is the top (100) and the right side (50).
        let rectangle = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        let half = try #require(ends(rectangle.trimmedPath(from: 0, to: 0.5)))
        #expect(close(half.start, .zero) && close(half.end, CGPoint(x: 100, y: 50)))
        // The last sixth (50) is the closing line, from (0, 50) back up to the start.
        let last = try #require(ends(rectangle.trimmedPath(from: 5.0 / 6, to: 1)))
        #expect(close(last.start, CGPoint(x: 0, y: 50)) && close(last.end, .zero))
    }

    @Test func aCircleStartsAtThreeOClockAndGoesClockwise() throws {
        // Circle(): 100 × 100, centre (50, 50). A quarter ends at six o'clock (y down).
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = try #require(ends(circle.trimmedPath(from: 0, to: 0.25)))
        #expect(close(quarter.start, CGPoint(x: 100, y: 50)) && close(quarter.end, CGPoint(x: 50, y: 100)))
        // An eighth ends at 45°: on the circle to within the cubic arc's error, 2.7e-4 · r.
        let eighth = try #require(ends(circle.trimmedPath(from: 0, to: 0.125)))
        let diagonal = CGPoint(x: 50 + 50 * cos(CGFloat.pi / 4), y: 50 + 50 * sin(CGFloat.pi / 4))
        #expect(close(eighth.end, diagonal, within: 50 * 2.7e-4))
    }

    @Test func emptyAndWholeRangesAreNothingAndThePath() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test func aCurvesArcLengthIsIntegrated() {
        // A cubic with collinear, evenly spaced control points is the straight segment.
        let straight = PathSegment(curve: .zero, CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0))
        #expect(abs(straight.length - 30) < 1e-9)
        // The unit quarter circle as one cubic (arms 4/3·tan(π/8)) is 1.5710166980726 long: its
        // speed integrated by the midpoint rule on 200,000 steps, in Python, apart from this
        // code; 2.2e-4 longer than the true arc's π/2.
        let k = 4.0 / 3.0 * tan(Double.pi / 8)
        let quarter = PathSegment(curve: CGPoint(x: 1, y: 0), CGPoint(x: 1, y: k), CGPoint(x: k, y: 1), CGPoint(x: 0, y: 1))
        #expect(abs(quarter.length - 1.5710166980726) < 1e-9)
    }
}
