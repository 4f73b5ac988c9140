import Foundation
import Testing
@testable import SwiftUICore

struct PathContainmentTests {
    @Test func anEmptyPathContainsNothing() {
        #expect(!Path().contains(.zero))
    }

    @Test func aRectangleContainsItsInsideNotItsOutside() {
        let path = Path(CGRect(x: 10, y: 10, width: 20, height: 10))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        #expect(!path.contains(CGPoint(x: 35, y: 15)))
        #expect(!path.contains(CGPoint(x: 15, y: 25)))
    }

    @Test func anEllipseLeavesItsBoundingBoxesCornersOut() {
        // A circle of radius 50 at (50, 50): (10, 10) is 40√2 ≈ 56.6 from its centre.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!circle.contains(CGPoint(x: 10, y: 10)))
        #expect(circle.contains(CGPoint(x: 20, y: 20))) // 30√2 ≈ 42.4 < 50
    }

    @Test func aRingsHoleIsInsideByNonZeroWindingAndOutsideByEvenOdd() {
        // Two squares wound the same way: the inner one counts twice by winding, so the hole is
        // filled by the non-zero rule and empty by the even-odd rule.
        var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(path.contains(CGPoint(x: 10, y: 50), eoFill: true))
    }
}
