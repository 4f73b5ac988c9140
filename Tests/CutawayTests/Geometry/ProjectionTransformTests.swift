import Foundation
import Testing
@testable import Cutaway

struct ProjectionTransformTests {
    @Test func anAffineTransformKeepsItsSixNumbers() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 4, ty: 5)
        let projection = ProjectionTransform(affine)
        #expect(projection.isAffine)
        #expect(projection.affine == affine)
        let point = CGPoint(x: 1.5, y: -2)
        #expect(projection.apply(to: point) == point.applying(affine))
        #expect(ProjectionTransform().isIdentity)
    }

    @Test func aPerspectiveDividesByW() {
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(!perspective.isAffine)
        // (100, 50, 1) · M = (100, 50, 0.01·100 + 1 = 2): the point is (50, 25).
        #expect(perspective.apply(to: CGPoint(x: 100, y: 50)) == CGPoint(x: 50, y: 25))
    }

    @Test func invertingGivesTheInverseAndASingularMatrixStays() {
        var m = ProjectionTransform()
        (m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33) = (2, 1, 0.001, -1, 3, 0.002, 10, 20, 1)
        let product = m.concatenating(m.inverted())
        let entries = [product.m11, product.m12, product.m13, product.m21, product.m22, product.m23, product.m31, product.m32, product.m33]
        let identity: [CGFloat] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
        #expect(zip(entries, identity).allSatisfy { abs($0 - $1) < 1e-12 })
        var singular = ProjectionTransform()
        singular.m11 = 0
        singular.m21 = 0
        singular.m31 = 0
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular.m22 == 1)
    }
}
