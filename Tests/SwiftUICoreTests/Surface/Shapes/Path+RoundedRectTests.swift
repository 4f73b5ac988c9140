import Foundation
import Testing
@testable import SwiftUICore

struct PathRoundedRectTests {
    /// PaintCode's published points of one iOS 7 continuous corner, in radii, from where it
    /// leaves the arriving side (paintcodeapp.com/news/code-for-ios-7-rounded-rectangles):
    /// (u back along the arriving side, v along the leaving side) for the start, then the end
    /// point of each of its five pieces.
    private let publishedEnds: [(CGFloat, CGFloat)] = [
        (1.52866483, 0), (0.66993427, 0.06549600), (0.63149399, 0.07491100),
        (0.07491100, 0.63149399), (0.06549600, 0.66993427), (0, 1.52866483),
    ]

    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// Every point the path passes through or is pulled toward, in order (controls included).
    private func points(of path: Path) -> [CGPoint] {
        path.elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let p, let c1, let c2): [c1, c2, p]
            case .closeSubpath: []
            }
        }
    }

    /// The ends of every line and curve (not the controls), after the first point.
    private func ends(of path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p), .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
    }

    private func bezier(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p1.x,
            y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p1.y)
    }

    @Test func aContinuousCornerLeavesEachSideOnePointFiveTwoEightRadiiFromTheVertex() {
        // 200 × 100, radius 20: 2 · 1.528665 · 20 = 61.1 fits on both sides, so every corner is full.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 20)
        let extent = 20 * 1.52866483
        #expect(close(ends(of: path)[0], CGPoint(x: extent, y: 0)))  // the top-left corner's end
        #expect(close(ends(of: path)[1], CGPoint(x: 200 - extent, y: 0)))  // the top-right corner's start
        // After the top-right corner's five pieces, the right side starts `extent` below the top.
        #expect(close(ends(of: path)[6], CGPoint(x: 200, y: extent)))
        #expect(close(ends(of: path)[7], CGPoint(x: 200, y: 100 - extent)))
    }

    @Test func theTopRightCornerPassesThroughPaintCodesPoints() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 20)
        // The top-right corner: u runs left from (200, 0), v down; its ends are elements 1…6.
        let expected = publishedEnds.map { CGPoint(x: 200 - $0.0 * 20, y: $0.1 * 20) }
        for (index, point) in expected.enumerated() {
            #expect(close(ends(of: path)[1 + index], point, within: 1e-5))
        }
        // Its first piece pulls along the top side toward PaintCode's controls (1.08849323, 0) and
        // (0.86840689, 0): the curve leaves the side tangentially, curvature growing from 0.
        let controls = points(of: path)
        #expect(close(controls[2], CGPoint(x: 200 - 1.08849323 * 20, y: 0), within: 1e-5))
        #expect(close(controls[3], CGPoint(x: 200 - 0.86840689 * 20, y: 0), within: 1e-5))
    }

    @Test func aContinuousCornerIsSymmetricAboutItsDiagonal() {
        // The top-right corner, vertex (200, 0): a point u radii left of it and v below is
        // (200 − u·r, v·r); swapping u and v (the mirror through the corner's diagonal) maps
        // (x, y) to (200 − y, 200 − x). Mirrored, the corner's points are its points backwards.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 30)
        let corner = Array(points(of: path)[1...16])  // its start, then 5 × 3 points
        let mirrored = corner.reversed().map { CGPoint(x: 200 - $0.y, y: 200 - $0.x) }
        for (a, b) in zip(corner, mirrored) {
            #expect(close(a, b, within: 1e-9))
        }
    }

    @Test func theCornersDiagonalPointIsAHairCloserToTheVertexThanACircles() {
        // The middle piece at t = 1/2, from PaintCode's points: (0.63149399 + 3 · 0.37282392 +
        // 3 · 0.16905899 + 0.07491100) / 8 = 0.2915067 radii from each side; a quarter circle's
        // is 1 − 1/√2 = 0.2928932.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 40)
        let all = points(of: path)
        // The top-right corner's middle piece: from all[7] through controls all[8], all[9] to all[10].
        let middle = bezier(all[7], all[8], all[9], all[10], at: 0.5)
        #expect(abs(middle.y - 0.2915067 * 40) < 1e-5)
        #expect(abs((200 - middle.x) - 0.2915067 * 40) < 1e-5)
        #expect(middle.y < (1 - 1 / 2.0.squareRoot()) * 40)
    }

    @Test func aCircularCornerIsAQuarterCircle() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 20, style: .circular)
        // move, then (line, curve) per corner, close: one cubic per corner, as before.
        #expect(path.elements.count == 10)
        let all = points(of: path)
        // The top-right quarter, centred at (180, 20): its middle is at 45°, to within the
        // cubic's error (2.7e-4 · r).
        let middle = bezier(all[1], all[2], all[3], all[4], at: 0.5)
        #expect(close(middle, CGPoint(x: 180 + 20 / 2.0.squareRoot(), y: 20 - 20 / 2.0.squareRoot()), within: 20 * 2.7e-4))
    }

    @Test func aContinuousRadiusOfHalfTheShorterSideIsACapsule() {
        // Half of 100 leaves no room on the short sides to ease in: the ends are half circles.
        let rect = CGRect(x: 0, y: 0, width: 240, height: 100)
        #expect(Path(roundedRect: rect, cornerRadius: 50) == Capsule().path(in: rect))
        #expect(Path(roundedRect: rect, cornerRadius: 50) == Path(roundedRect: rect, cornerRadius: 50, style: .circular))
        #expect(Capsule(style: .continuous).path(in: rect) == Capsule().path(in: rect))
    }

    @Test func aRadiusPastHalfTheSideIsHalfTheSide() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        // 80 is cut to 50 on a 100-pt square, and a continuous square of radius 50 is a circle
        // (drawn as four circular corners meeting at the sides' middles).
        #expect(Path(roundedRect: rect, cornerRadius: 80) == Path(roundedRect: rect, cornerRadius: 50, style: .circular))
        #expect(ends(of: Path(roundedRect: rect, cornerRadius: 80))[0] == CGPoint(x: 50, y: 0))
    }

    @Test func aShortSideSharesItsRoomBetweenItsCornersEasings() {
        // 200 × 50, radius 20: the 50-pt sides hold 40 pt of radii and 10 of the 2 · 0.528665 · 20
        // = 21.15 pt of easing they want: each corner eases 10 / 21.15 = 0.473 of the way, out
        // to 20 + 5 = 25 pt along both of its sides.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 50), cornerRadius: 20)
        #expect(close(ends(of: path)[0], CGPoint(x: 25, y: 0)))
        #expect(close(ends(of: path)[1], CGPoint(x: 175, y: 0)))
        // The right side is the two corners meeting at its middle.
        #expect(close(ends(of: path)[6], CGPoint(x: 200, y: 25)))
        #expect(close(ends(of: path)[7], CGPoint(x: 200, y: 25)))
    }

    @Test func theEasingShrinksSmoothlyAsTheSideShortens() {
        // The top side's start moves continuously from 1.528665 r (room to spare) to r (none).
        var last = CGFloat.infinity
        for height in stride(from: 70.0, through: 40.0, by: -1) {
            let start = ends(of: Path(roundedRect: CGRect(x: 0, y: 0, width: 300, height: height), cornerRadius: 20))[0].x
            #expect(start <= last + 1e-9)
            #expect(start >= 20 - 1e-9 && start <= 20 * 1.52866483 + 1e-9)
            last = start
        }
        #expect(abs(last - 20) < 1e-9)  // height 40: the radius is half the side
    }

    @Test func unevenRadiiGiveEachCornerItsOwn() {
        let radii = RectangleCornerRadii(topLeading: 10, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0)
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadii: radii)
        // Starts where the top-left corner leaves the top side; the other three are vertices.
        #expect(close(ends(of: path)[0], CGPoint(x: 10 * 1.52866483, y: 0)))
        #expect(ends(of: path)[1] == CGPoint(x: 100, y: 0))
        #expect(ends(of: path)[2] == CGPoint(x: 100, y: 60))
        #expect(ends(of: path)[3] == CGPoint(x: 0, y: 60))
        #expect(close(ends(of: path)[4], CGPoint(x: 0, y: 10 * 1.52866483)))
    }

    @Test func radiiThatOverflowASideShrinkTogether() {
        // Two 80-pt radii on a 100-pt top side: both scale by 100 / 160, to 50 (the 40-pt left and
        // right sides hold their 80 · 0 radii at the bottom).
        let radii = RectangleCornerRadii(topLeading: 80, topTrailing: 80)
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadii: radii, style: .circular)
        #expect(close(ends(of: path)[0], CGPoint(x: 50, y: 0)))
        #expect(close(ends(of: path)[1], CGPoint(x: 50, y: 0)))
        #expect(close(ends(of: path)[2], CGPoint(x: 100, y: 50)))
    }

    @Test func addRoundedRectAppliesItsTransform() {
        var path = Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 50), cornerSize: CGSize(width: 10, height: 10),
                            transform: CGAffineTransform(translationX: 5, y: 7))
        let plain = Path(roundedRect: CGRect(x: 5, y: 7, width: 100, height: 50), cornerRadius: 10)
        for (a, b) in zip(points(of: path), points(of: plain)) {
            #expect(close(a, b, within: 1e-9))
        }
    }

    @Test func aZeroOrNegativeRadiusIsARectangle() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: -4) == Path(rect))
        #expect(Path(roundedRect: rect, cornerSize: CGSize(width: 5, height: 0)) == Path(rect))
    }
}
