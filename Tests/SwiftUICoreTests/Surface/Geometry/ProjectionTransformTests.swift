import Foundation
import Testing
@testable import SwiftUICore

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

    @Test func projectedBoundsAreTheBoxOfTheProjectedCorners() throws {
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        // Corners (0, 0), (100, 0), (0, 50), (100, 50): w = 1, 2, 1, 2, so the far side halves.
        let box = try #require(perspective.projectedBounds(of: CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(box == CGRect(x: 0, y: 0, width: 50, height: 50))
        // An affine transform's is the rectangle's own image.
        let affine = ProjectionTransform(CGAffineTransform(translationX: 5, y: 6))
        #expect(affine.projectedBounds(of: CGRect(x: 0, y: 0, width: 1, height: 2)) == CGRect(x: 5, y: 6, width: 1, height: 2))
    }

    @Test func projectedBoundsAreNilWhereNothingCanBeDrawn() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        // w = 1 − 0.02·x reaches 0 at x = 50 and is negative past it: behind the viewer.
        var behind = ProjectionTransform()
        behind.m13 = -0.02
        #expect(behind.projectedBounds(of: rect) == nil)
        // w exactly 0 at a corner (x = 100): at infinity.
        behind.m13 = -0.01
        #expect(behind.projectedBounds(of: rect) == nil)
        // Singular: everything on one line.
        var flat = ProjectionTransform()
        flat.m22 = 0
        #expect(flat.determinant == 0)
        #expect(flat.projectedBounds(of: rect) == nil)
        var notFinite = ProjectionTransform()
        notFinite.m31 = .nan
        #expect(notFinite.projectedBounds(of: rect) == nil)
        notFinite.m31 = 0
        notFinite.m23 = .infinity
        #expect(notFinite.projectedBounds(of: rect) == nil)
        #expect(ProjectionTransform().projectedBounds(of: .null) == nil)
    }
}
