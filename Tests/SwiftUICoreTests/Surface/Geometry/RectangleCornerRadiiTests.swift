import Foundation
import Testing
@testable import SwiftUICore

/// `RectangleCornerRadii`: a radius per corner, each 0 unless given
/// (developer.apple.com/documentation/swiftui/rectanglecornerradii), animating corner by corner.
struct RectangleCornerRadiiTests {
    @Test func aCornerNotGivenIsSquare() {
        let radii = RectangleCornerRadii(topLeading: 12, bottomTrailing: 4)
        #expect([radii.topLeading, radii.bottomLeading, radii.bottomTrailing, radii.topTrailing] == [12, 0, 4, 0])
    }

    @Test func eachCornerAnimatesOnItsOwn() {
        // From (0, 8, 16, 24) to (8, 8, 0, 40), a quarter of the way: each corner a quarter of
        // its own change further, (2, 8, 12, 28).
        let from = RectangleCornerRadii(topLeading: 0, bottomLeading: 8, bottomTrailing: 16, topTrailing: 24)
        let to = RectangleCornerRadii(topLeading: 8, bottomLeading: 8, bottomTrailing: 0, topTrailing: 40)
        var radii = from
        radii.animatableData = from.animatableData + (to.animatableData - from.animatableData).scaled(by: 0.25)
        #expect(radii == RectangleCornerRadii(topLeading: 2, bottomLeading: 8, bottomTrailing: 12, topTrailing: 28))
    }
}
