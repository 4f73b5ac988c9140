import Foundation
import Testing
@testable import SwiftUICore

struct PathOrientationTests {
    private let rectangle = Path(CGRect(x: 0, y: 0, width: 10, height: 20))

    @Test func anEmptyPathEnclosesNothing() {
        #expect(Path().signedArea == 0)
        #expect(Path().reversed().isEmpty)
    }

    @Test func aRectangleTurnsClockwiseOnScreenAndEnclosesItsArea() {
        // `Path(_:)` goes (0, 0) → (10, 0) → (10, 20) → (0, 20): toward +y from +x, so
        // positive, and its area is 10 × 20.
        #expect(rectangle.signedArea == 200)
    }

    @Test func aReversedRectangleGoesBackThroughItsCorners() {
        #expect(rectangle.reversed().elements == [
            .move(to: CGPoint(x: 0, y: 20)), .line(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 10, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)), .closeSubpath,
        ])
        #expect(rectangle.reversed().signedArea == -200)
    }

    @Test func aReversedCurveSwapsItsControlPoints() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 20, y: 10))
        #expect(path.reversed().elements == [
            .move(to: CGPoint(x: 30, y: 0)),
            .curve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 20, y: 10), control2: CGPoint(x: 10, y: 10)),
        ])
    }

    @Test func aCircleEnclosesNearlyPiRSquared() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        // π × 10²; the 64 chords inscribed in the four curves cut off at most
        // π r² − 32 r² sin(π / 32) ≈ 0.5 of it.
        #expect(abs(circle.signedArea - .pi * 100) < 0.6)
        #expect(abs(circle.reversed().signedArea + .pi * 100) < 0.6)
    }

    @Test func drawingAfterACloseStartsASubpathAtTheClosedOnesStart() {
        var path = Path()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 15, y: 5))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 5, y: 15))
        #expect(path.reversed().elements == [
            .move(to: CGPoint(x: 15, y: 5)), .line(to: CGPoint(x: 5, y: 5)), .closeSubpath,
            .move(to: CGPoint(x: 5, y: 15)), .line(to: CGPoint(x: 5, y: 5)),
        ])
    }

    @Test func theInvertedPathWindsOnlyOutsideThePathWhicheverWayItTurns() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let square = Path(CGRect(x: 20, y: 20, width: 40, height: 40))
        for path in [square, square.reversed(), Path(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40))] {
            let outside = path.inverted(within: bounds)
            #expect(winding(of: outside, around: CGPoint(x: 40, y: 40)) == 0)
            #expect(winding(of: outside, around: CGPoint(x: 10, y: 90)) != 0)
            #expect(winding(of: outside, around: CGPoint(x: 70, y: 40)) != 0)
        }
    }
}
