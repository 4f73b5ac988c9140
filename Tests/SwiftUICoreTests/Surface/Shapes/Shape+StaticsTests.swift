import Foundation
import Testing
@testable import SwiftUICore

/// The built-in shapes as static members (iOS 17: developer.apple.com/documentation/swiftui/shape/rect,
/// …/circle, …/capsule, …/ellipse, …/rect(cornerradius:style:)), which draw what their types draw;
/// the rounded ones default to continuous corners.
struct ShapeStaticsTests {
    private let rect = CGRect(x: 0, y: 0, width: 80, height: 40)

    private func outline(_ shape: some Shape) -> Path { shape.path(in: rect) }

    @Test func eachStaticIsItsShape() {
        #expect(outline(.rect) == outline(Rectangle()))
        #expect(outline(.circle) == outline(Circle()))
        #expect(outline(.capsule) == outline(Capsule()))
        #expect(outline(.capsule(style: .circular)) == outline(Capsule(style: .circular)))
        #expect(outline(.ellipse) == outline(Ellipse()))
    }

    @Test func theRoundedStaticsHaveContinuousCornersUnlessToldOtherwise() {
        #expect(outline(.rect(cornerRadius: 8)) == outline(RoundedRectangle(cornerRadius: 8, style: .continuous)))
        #expect(outline(.rect(cornerRadius: 8, style: .circular)) == outline(RoundedRectangle(cornerRadius: 8, style: .circular)))
        #expect(outline(.rect(cornerSize: CGSize(width: 6, height: 4))) == outline(RoundedRectangle(cornerSize: CGSize(width: 6, height: 4), style: .continuous)))
        #expect(outline(.rect(topLeadingRadius: 10, bottomTrailingRadius: 4))
            == outline(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 10, bottomTrailing: 4), style: .continuous)))
    }
}
