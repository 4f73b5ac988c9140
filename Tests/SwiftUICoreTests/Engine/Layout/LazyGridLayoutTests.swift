import Foundation
import Testing
@testable import SwiftUICore

struct LazyGridLayoutTests {
    func lengths(_ items: [GridItem], in width: CGFloat?) -> [CGFloat] {
        LazyGridLayout(axis: .vertical, items: items, alignment: .center, spacing: nil).tracks(in: width).map(\.length)
    }

    @Test func fixedItemsTakeTheirSizeAndFlexibleOnesShareTheRest() {
        // 400 − 2 gaps of 8 − 100 fixed = 284, shared by two: 142 each.
        #expect(lengths([GridItem(.fixed(100)), GridItem(), GridItem()], in: 400) == [100, 142, 142])
    }

    @Test func aFlexibleItemStaysWithinItsBoundsAndTheNextTakesWhatItLeaves() {
        // 300 − 8 = 292: the first's half, 146, is held to 50; the second takes 242.
        #expect(lengths([GridItem(.flexible(maximum: 50)), GridItem()], in: 300) == [50, 242])
        // Minimums win over the space: 146 is raised to 200, and the second to its 200 too.
        #expect(lengths([GridItem(.flexible(minimum: 200)), GridItem(.flexible(minimum: 200))], in: 300) == [200, 200])
    }

    @Test func anAdaptiveItemFitsAsManyColumnsOfItsMinimumAsItCan() {
        // 390 with 8 between: n columns need 80n + 8(n − 1) ≤ 390, so n = ⌊398 / 88⌋ = 4, each
        // (390 − 3 × 8) / 4 = 91.5.
        #expect(lengths([GridItem(.adaptive(minimum: 80))], in: 390) == [91.5, 91.5, 91.5, 91.5])
        // Held to a maximum: ⌊308 / 58⌋ = 5 columns of (300 − 32) / 5 = 53.6, held to 52.
        #expect(lengths([GridItem(.adaptive(minimum: 50, maximum: 52))], in: 300) == Array(repeating: 52, count: 5))
        // Too narrow for two: one column of the whole share.
        #expect(lengths([GridItem(.adaptive(minimum: 80))], in: 100) == [100])
    }

    @Test func anItemsSpacingIsTheGapAfterIt() {
        // 300 − 20 = 280: 140 each.
        #expect(lengths([GridItem(spacing: 20), GridItem()], in: 300) == [140, 140])
    }

    @Test func withoutAnOfferFlexibleItemsAreTheirMinimum() {
        #expect(lengths([GridItem(.fixed(30)), GridItem(.flexible(minimum: 40))], in: nil) == [30, 40])
    }
}
