import Foundation
import Testing
@testable import SwiftUICore

/// `ViewDimensions`: a view's size and its alignment guides, an explicit guide (set with
/// `alignmentGuide(_:computeValue:)`) winning over the guide's default
/// (developer.apple.com/documentation/swiftui/viewdimensions).
struct ViewDimensionsTests {
    /// 200 × 50, with an explicit leading guide at 30 and none other.
    private let dimensions = ViewDimensions(size: CGSize(width: 200, height: 50)) { key in
        key == HorizontalAlignment.leading.key ? 30 : nil
    }

    @Test func anExplicitGuideWinsOverItsDefault() {
        #expect(dimensions[HorizontalAlignment.leading] == 30)
        #expect(dimensions[explicit: HorizontalAlignment.leading] == 30)
    }

    @Test func aGuideWithoutAnExplicitValueIsItsDefaultAndHasNoExplicitValue() {
        #expect(dimensions[HorizontalAlignment.trailing] == 200)
        #expect(dimensions[VerticalAlignment.center] == 25)
        #expect(dimensions[explicit: HorizontalAlignment.trailing] == nil)
        #expect(dimensions[explicit: VerticalAlignment.bottom] == nil)
    }

    @Test func dimensionsAreEqualWhenTheirSizesAre() {
        #expect(dimensions == ViewDimensions(size: CGSize(width: 200, height: 50)))
        #expect(dimensions != ViewDimensions(size: CGSize(width: 200, height: 51)))
        #expect(dimensions.width == 200 && dimensions.height == 50)
    }
}
