import Foundation
import Testing
@testable import SwiftUICore

struct ViewSpacingTests {
    let body = FontMetrics(ascent: 13.6, descent: 3.4, capHeight: 11.9, lineHeight: 22)

    @Test func zeroSpacingHasNoDistance() {
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    @Test func standardViewsAreEightApartBothWays() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    }

    @Test func textEdgesUseFontMetrics() {
        let text = ViewSpacing.text(body)
        #expect(abs(text.distance(to: text, along: .vertical) - (22 - 13.6 - 3.4)) < 1e-12)
        // A text's frame ends at its descent and starts at its ascent: 8 from the baseline
        // below it, 8 from the capitals' top above it.
        #expect(abs(text.distance(to: ViewSpacing(), along: .vertical) - (8 - 3.4)) < 1e-12)
        #expect(abs(ViewSpacing().distance(to: text, along: .vertical) - (8 - 13.6 + 11.9)) < 1e-12)
        #expect(text.distance(to: text, along: .horizontal) == 8)
    }

    @Test func unionTakesTheLargestDistance() {
        var union = ViewSpacing.text(body)
        union.formUnion(ViewSpacing())
        #expect(union.distance(to: ViewSpacing(), along: .vertical) == 8)
    }
}
