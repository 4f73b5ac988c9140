import Foundation
import Testing
@testable import SwiftUICore

struct PathBuildingTests {
    private func close(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// The point at parameter `t` of the path's `index`th curve.
    private func point(on path: Path, curve index: Int, at t: CGFloat) -> CGPoint? {
        var start = CGPoint.zero, found = 0
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): start = p
            case .curve(let p, let c1, let c2):
                if found == index {
                    let u = 1 - t
                    return CGPoint(
                        x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                        y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y)
                }
                found += 1
                start = p
            case .closeSubpath: break
            }
        }
        return nil
    }

    @Test func anArcNotClockwiseGoesTowardLargerAnglesClockwiseOnScreen() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // From three o'clock to six o'clock (y down), one quarter: one curve.
        #expect(path.elements.count == 2)
        #expect(close(path.currentPoint, CGPoint(x: 50, y: 70)))
        // Its midpoint is on the circle at 45°, to within the cubic's error (2.7e-4 · r).
        let middle = CGPoint(x: 50 + 20 * cos(CGFloat.pi / 4), y: 50 + 20 * sin(CGFloat.pi / 4))
        #expect(close(point(on: path, curve: 0, at: 0.5), middle, within: 20 * 2.7e-4))
    }

    @Test func anArcClockwiseGoesTheLongWayRound() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // Three quarters, through twelve and nine o'clock: three curves.
        #expect(path.elements.count == 4)
        #expect(close(point(on: path, curve: 0, at: 1), CGPoint(x: 50, y: 30)))
        #expect(close(point(on: path, curve: 1, at: 1), CGPoint(x: 30, y: 50)))
        #expect(close(path.currentPoint, CGPoint(x: 50, y: 70)))
    }

    @Test func anArcAfterAPointStartsWithALineToIt() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        #expect(path.elements[1] == .line(to: CGPoint(x: 40, y: 50)))
    }

    @Test func anArcOfNoFiniteAngleDrawsNothing() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(.nan), clockwise: false)
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(1e12))
        // The relative arc of a trillion degrees is cut to 16 turns: 64 quarter curves.
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 64)
    }

    @Test func aQuadraticCurveIsTheSameCurveAsACubic() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // The quadratic's midpoint: ¼·P0 + ½·C + ¼·P2 = (50, 50).
        #expect(close(point(on: path, curve: 0, at: 0.5), CGPoint(x: 50, y: 50)))
    }

    @Test func aTangentArcRoundsTheCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        // A right angle: the arc meets the lines 10 before and after the corner.
        #expect(path.elements[1] == .line(to: CGPoint(x: 90, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 100, y: 10)))
    }

    @Test func aPathIsItselfInAnyRectangle() {
        // SwiftUI's `Path.path(in:)` is the path as it is: placing it is the view's frame's work.
        let triangle = Path { $0.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]) }
        #expect(triangle.path(in: CGRect(x: 5, y: 7, width: 300, height: 300)) == triangle)
        #expect(triangle.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
    }
}
