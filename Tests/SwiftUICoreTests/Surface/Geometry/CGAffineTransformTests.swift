import Foundation
import Testing
@testable import SwiftUICore

struct CGAffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-12 && abs(a.y - b.y) < 1e-12 }

    @Test func concatenatingAppliesTheReceiverFirst() {
        // (1, 0) moved by (10, 0) is (11, 0); turned a quarter (x toward y) it is (0, 11).
        let moveThenTurn = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(CGPoint(x: 1, y: 0).applying(moveThenTurn), CGPoint(x: 0, y: 11)))
        // Turned first, (1, 0) is (0, 1); then moved, (10, 1).
        let turnThenMove = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(close(CGPoint(x: 1, y: 0).applying(turnThenMove), CGPoint(x: 10, y: 1)))
    }

    @Test func rotatedScaledAndTranslatedApplyTheirOperationFirst() {
        let base = CGAffineTransform(translationX: 5, y: 7)
        // Core Graphics: t.translatedBy(x:y:) is translation, then t.
        #expect(base.translatedBy(x: 1, y: 2) == CGAffineTransform(translationX: 6, y: 9))
        // Scaled by 2, then moved: (1, 1) → (2, 2) → (7, 9).
        #expect(close(CGPoint(x: 1, y: 1).applying(base.scaledBy(x: 2, y: 2)), CGPoint(x: 7, y: 9)))
        // Turned a quarter, then moved: (1, 0) → (0, 1) → (5, 8).
        #expect(close(CGPoint(x: 1, y: 0).applying(base.rotated(by: .pi / 2)), CGPoint(x: 5, y: 8)))
    }

    @Test func invertedUndoesAndASingularTransformStaysAsItIs() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let point = CGPoint(x: 3.5, y: -2)
        #expect(close(point.applying(t).applying(t.inverted()), point))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test func aRectangleTransformsToTheBoxAroundItsCorners() {
        // A unit square turned 45° about its corner: its diagonal, √2, is the box's width.
        let box = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(box.width - 2.0.squareRoot()) < 1e-12)
        #expect(abs(box.minX + 0.5.squareRoot()) < 1e-12)
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 9, ty: 9)) == CGSize(width: 5, height: 3))
    }
}
