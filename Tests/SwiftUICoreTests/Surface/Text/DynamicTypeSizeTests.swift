import Foundation
import Testing
@testable import SwiftUICore

/// The Dynamic Type sizes: text styles take their size from the HIG's tables, fixed sizes don't.
/// (The test text engine draws a glyph 0.5 em wide and a line one em tall.)
struct DynamicTypeSizeTests {
    @Test func bodyIsFourteenPointsAtExtraSmallAndTwentyEightAtTheFirstAccessibilitySize() {
        // Published figures: body is 14 pt at xSmall and 28 pt at AX1 (HIG, "Dynamic Type
        // sizes"; also quoted by the Uxcel HIG course and the Apple-text reference).
        #expect(Font.TextStyle.body.size(at: .xSmall) == 14)
        #expect(Font.TextStyle.body.size(at: .accessibility1) == 28)
        #expect(Font.TextStyle.body.lineHeight(at: .accessibility1) == 34)
        // The largest body is about 310 % of the default's (53 / 17 = 3.12).
        #expect(Font.TextStyle.body.size(at: .accessibility5) == 53)
    }

    @Test func theLargeColumnIsTheDefaultStylesAndEveryStyleGrowsWithTheSize() {
        for style in Font.TextStyle.allCases {
            #expect(style.size(at: .large) == style.size)
            #expect(style.lineHeight(at: .large) == style.lineHeight)
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
            // HIG: text is never smaller than 11 pt, whatever the size.
            #expect(sizes.allSatisfy { $0 >= 11 }, "\(style)")
            // A line is never shorter than its text is tall.
            #expect(DynamicTypeSize.allCases.allSatisfy { style.lineHeight(at: $0) >= style.size(at: $0) }, "\(style)")
        }
    }

    @Test func aTextStylesTextGrowsAndAFixedSizeDoesNot() throws {
        let frame = try layOut(scale: 2, VStack {
            Text("Row").font(.body).accessibilityIdentifier("style")
            Text("Row").font(.system(size: 17)).accessibilityIdentifier("fixed")
            Text("Row").accessibilityIdentifier("default")
        }.dynamicTypeSize(.accessibility1))
        // Body at AX1: 28 pt, so "Row" is 3 × 14 = 42 wide and 28 tall; the environment's
        // default font is body too. The fixed 17 pt stays 3 × 8.5 by 17.
        #expect(frame.rect("style").size == CGSize(width: 42, height: 28))
        #expect(frame.rect("default").size == CGSize(width: 42, height: 28))
        #expect(frame.rect("fixed").size == CGSize(width: 25.5, height: 17))
    }

    @Test func aRangeKeepsTheSizeWithinItsBounds() throws {
        let frame = try layOut(VStack {
            Text("A").font(.body).dynamicTypeSize(...DynamicTypeSize.large).accessibilityIdentifier("capped")
            Text("A").font(.body).dynamicTypeSize(DynamicTypeSize.xSmall...DynamicTypeSize.accessibility3).accessibilityIdentifier("inside")
        }.dynamicTypeSize(.xxxLarge))
        // xxxLarge capped at large: 17 pt. Inside the range: xxxLarge's 23 pt.
        #expect(frame.rect("capped").height == 17)
        #expect(frame.rect("inside").height == 23)
        #expect(DynamicTypeSize.clamped(.xSmall, to: DynamicTypeSize.xLarge...) == .xLarge)
    }

    @Test func onlyTheFiveLargestAreAccessibilitySizes() {
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
            == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
    }
}
