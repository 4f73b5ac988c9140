import Foundation
import Testing
@testable import SwiftUICore

/// Shapes moved, turned, scaled and transformed in their own rectangle
/// (developer.apple.com/documentation/swiftui/shape: offset(_:), rotation(_:anchor:),
/// scale(x:y:anchor:), transform(_:)). Every box below is worked out by hand for a 40 × 20
/// rectangle at the origin.
struct TransformedShapesTests {
    private let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

    private func box(_ shape: some Shape) -> CGRect {
        shape.path(in: rect).boundingRect
    }

    @Test func anOffsetShapeMovesByItsOffset() {
        #expect(box(Rectangle().offset(x: 10, y: -5)) == CGRect(x: 10, y: -5, width: 40, height: 20))
        #expect(box(Rectangle().offset(CGSize(width: 1, height: 2))) == CGRect(x: 1, y: 2, width: 40, height: 20))
        #expect(box(Rectangle().offset(CGPoint(x: 3, y: 4))) == CGRect(x: 3, y: 4, width: 40, height: 20))
    }

    @Test func aRotatedShapeTurnsAboutItsAnchor() {
        // A quarter turn about the centre (20, 10): 20 wide, 40 tall, centred there.
        let turned = box(Rectangle().rotation(.degrees(90)))
        #expect(abs(turned.minX - 10) < 1e-9 && abs(turned.minY + 10) < 1e-9)
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
        // About the top leading corner, clockwise on screen (y down): into x ≤ 0, y ≥ 0.
        let aboutCorner = box(Rectangle().rotation(.degrees(90), anchor: .topLeading))
        #expect(abs(aboutCorner.minX + 20) < 1e-9 && abs(aboutCorner.minY) < 1e-9 && abs(aboutCorner.maxX) < 1e-9 && abs(aboutCorner.maxY - 40) < 1e-9)
    }

    @Test func aScaledShapeScalesAboutItsAnchor() {
        #expect(box(Rectangle().scale(x: 0.5, y: 2, anchor: .topLeading)) == CGRect(x: 0, y: 0, width: 20, height: 40))
        // About the centre (20, 10), half size: 20 × 10 around it.
        #expect(box(Rectangle().scale(0.5)) == CGRect(x: 10, y: 5, width: 20, height: 10))
    }

    @Test func aTransformedShapeIsItsPathUnderTheTransform() {
        let transform = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 1)
        #expect(box(Rectangle().transform(transform)) == CGRect(x: 3, y: 4, width: 80, height: 20))
    }

    @Test func anErasedShapeDrawsWhatItWraps() {
        #expect(AnyShape(Circle()).path(in: rect) == Circle().path(in: rect))
        #expect(AnyShape(AnyShape(Capsule())).path(in: rect) == Capsule().path(in: rect))
    }
}
