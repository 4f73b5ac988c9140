import Foundation
import Testing
@testable import SwiftUICore

/// `InsettableShape.inset(by:)` (developer.apple.com/documentation/swiftui/insettableshape):
/// the shape drawn in its rectangle inset by the amount on every side; a rounded rectangle's
/// corners shrink by the amount too, so that its outline stays parallel to the original.
struct InsettableShapeTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func anInsetShapeIsTheShapeInItsRectangleInsetOnEverySide() {
        #expect(Rectangle().inset(by: 10).path(in: rect).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(Circle().inset(by: 5).path(in: rect) == Circle().path(in: rect.insetBy(dx: 5, dy: 5)))
        #expect(Capsule().inset(by: 5).path(in: rect) == Capsule().path(in: rect.insetBy(dx: 5, dy: 5)))
        #expect(Ellipse().inset(by: 5).path(in: rect) == Ellipse().path(in: rect.insetBy(dx: 5, dy: 5)))
    }

    @Test func aRoundedRectanglesCornersShrinkByTheInset() {
        // Corner 10 inset by 4: corner 6 in the rectangle inset by 4.
        #expect(RoundedRectangle(cornerRadius: 10).inset(by: 4).path(in: rect)
            == RoundedRectangle(cornerRadius: 6).path(in: rect.insetBy(dx: 4, dy: 4)))
        // A corner smaller than the inset becomes square.
        #expect(RoundedRectangle(cornerRadius: 3).inset(by: 4).path(in: rect)
            == RoundedRectangle(cornerRadius: 0).path(in: rect.insetBy(dx: 4, dy: 4)))
    }

    @Test func insetsAddUp() {
        #expect(Rectangle().inset(by: 2).inset(by: 3).path(in: rect) == Rectangle().inset(by: 5).path(in: rect))
        #expect(RoundedRectangle(cornerRadius: 10).inset(by: 2).inset(by: 3).path(in: rect)
            == RoundedRectangle(cornerRadius: 10).inset(by: 5).path(in: rect))
    }
}
