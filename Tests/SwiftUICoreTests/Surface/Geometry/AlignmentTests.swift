import Foundation
import Testing
@testable import SwiftUICore

/// The built-in alignments and their default guides, as SwiftUI documents them
/// (developer.apple.com/documentation/swiftui/alignment, …/horizontalalignment,
/// …/verticalalignment): a view's leading and top guides are at 0, its centres halfway, its
/// trailing and bottom guides at its width and height; a view without text puts its text
/// baselines at its bottom.
struct AlignmentTests {
    /// A 120 × 40 view with no explicit guides.
    private let dimensions = ViewDimensions(size: CGSize(width: 120, height: 40))

    @Test func theHorizontalGuidesAreAtZeroHalfTheWidthAndTheWidth() {
        #expect([dimensions[HorizontalAlignment.leading], dimensions[HorizontalAlignment.center], dimensions[HorizontalAlignment.trailing]] == [0, 60, 120])
    }

    @Test func theVerticalGuidesAreAtZeroHalfTheHeightAndTheHeight() {
        #expect([dimensions[VerticalAlignment.top], dimensions[VerticalAlignment.center], dimensions[VerticalAlignment.bottom]] == [0, 20, 40])
    }

    @Test func aViewWithoutTextHasItsBaselinesAtItsBottom() {
        #expect(dimensions[.firstTextBaseline] == 40 && dimensions[.lastTextBaseline] == 40)
    }

    @Test func theNamedAlignmentsPairTheirGuides() {
        // Each two-dimensional alignment is its name: a missing half is the centre.
        let expected: [(Alignment, HorizontalAlignment, VerticalAlignment)] = [
            (.center, .center, .center), (.leading, .leading, .center), (.trailing, .trailing, .center),
            (.top, .center, .top), (.bottom, .center, .bottom), (.topLeading, .leading, .top),
            (.topTrailing, .trailing, .top), (.bottomLeading, .leading, .bottom), (.bottomTrailing, .trailing, .bottom),
        ]
        for (alignment, horizontal, vertical) in expected {
            #expect(alignment.horizontal == horizontal && alignment.vertical == vertical)
        }
    }

    /// A custom guide, as SwiftUI's documentation defines one: a type whose default value is
    /// worked out from the view's dimensions.
    nonisolated private enum OneThird: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }

    @Test func aCustomAlignmentUsesItsOwnDefaultAndIsEqualOnlyToItself() {
        let third = HorizontalAlignment(OneThird.self)
        #expect(dimensions[third] == 40)
        #expect(third == HorizontalAlignment(OneThird.self))
        #expect(third != .leading && third != .center)
        // The same identifier on the other axis is another alignment.
        #expect(Set([third.key, VerticalAlignment(OneThird.self).key]).count == 2)
    }
}
