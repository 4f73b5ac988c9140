import Foundation
import Testing
@testable import SwiftUICore

struct UnevenRoundedRectangleTests {
    @Test func itsPathIsTheRoundedRectOfItsRadii() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 8, bottomTrailingRadius: 12, topTrailingRadius: 16)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 80)
        let radii = RectangleCornerRadii(topLeading: 4, bottomLeading: 8, bottomTrailing: 12, topTrailing: 16)
        #expect(shape.path(in: rect) == Path(roundedRect: rect, cornerRadii: radii, style: .continuous))
        #expect(UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect) == Path(roundedRect: rect, cornerRadii: radii, style: .circular))
    }

    @Test func theStaticsMakeTheSameShapes() {
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        let a: UnevenRoundedRectangle = .rect(topLeadingRadius: 10, topTrailingRadius: 5)
        let b: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(topLeading: 10, topTrailing: 5))
        #expect(a.path(in: rect) == b.path(in: rect))
        let rounded: RoundedRectangle = .rect(cornerRadius: 8, style: .circular)
        #expect(rounded.style == .circular)
    }

    @Test func theRadiiAnimateAsTwoPairs() {
        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(radii.animatableData.first.first == 1 && radii.animatableData.first.second == 2)
        #expect(radii.animatableData.second.first == 3 && radii.animatableData.second.second == 4)
        var data = radii.animatableData
        data.scale(by: 2)
        radii.animatableData = data
        #expect(radii == RectangleCornerRadii(topLeading: 2, bottomLeading: 4, bottomTrailing: 6, topTrailing: 8))
        var shape = UnevenRoundedRectangle(cornerRadii: radii)
        shape.animatableData = RectangleCornerRadii(topLeading: 9).animatableData
        #expect(shape.cornerRadii == RectangleCornerRadii(topLeading: 9))
    }

    @Test func insetShrinksEachRadiusByTheInset() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 2).inset(by: 4)
        #expect(shape.base.cornerRadii == RectangleCornerRadii(topLeading: 6, bottomLeading: 0))
    }
}
