import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// The pieces of a projection in SVG: CSS's `matrix3d` order and the affine stand-in.
struct SVGProjectionMarkupTests {
    @Test func matrix3dListsTheFourByFourColumnByColumn() {
        var t = ProjectionTransform()
        (t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33) = (1, 2, 0.003, 4, 5, 0.006, 7, 8, 9)
        // x' = m11·x + m21·y + m31 reads down CSS's first column (m11, m12, 0, m13) as a row
        // vector's first entries; z passes through.
        #expect(SVGProjectionMarkup.matrix3d(t) == "matrix3d(1,2,0,0.003,4,5,0,0.006,0,0,1,0,7,8,0,9)")
    }

    @Test func theStandInOfAnAffineTransformIsTheTransform() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 4, ty: 5)
        let fit = SVGProjectionMarkup.nearestAffine(to: ProjectionTransform(affine), over: CGRect(x: 10, y: 20, width: 30, height: 40))
        let expected = DisplayTransform(affine)
        for (a, b) in zip([fit.a, fit.b, fit.c, fit.d, fit.tx, fit.ty], [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]) {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test func theStandInOfATrapezoidIsItsAverageRectangle() {
        // (0…10)² with w = 1 + x/10: the right edge halves, (10, 0) → (5, 0), (10, 10) → (5, 5).
        var perspective = ProjectionTransform()
        perspective.m13 = 0.1
        let fit = SVGProjectionMarkup.nearestAffine(to: perspective, over: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Across: the top edge goes (5, 0) over 10, the bottom (5, −5): a = 0.5, b = −0.25.
        // Down: the left edge 10, the right 5: c = 0, d = 0.75. The centre (5, 5) goes to the
        // corners' centroid (2.5, 3.75): tx = 2.5 − 0.5·5, ty = 3.75 + 0.25·5 − 0.75·5.
        #expect([fit.a, fit.b, fit.c, fit.d] == [0.5, -0.25, 0, 0.75])
        #expect(fit.tx == 0 && fit.ty == 1.25)
        // A box of no area has no stand-in worth drawing.
        #expect(SVGProjectionMarkup.nearestAffine(to: perspective, over: CGRect(x: 0, y: 0, width: 0, height: 10)) == DisplayTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }
}
