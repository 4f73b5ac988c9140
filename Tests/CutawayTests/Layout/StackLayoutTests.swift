import Foundation
import Testing
@testable import Cutaway

/// Stacks against numbers computed by hand. The test text engine's body font: 17 pt, line
/// height 22, advance 8.5 per character, ascent 13.6, descent 3.4, cap height 11.9.
struct StackLayoutTests {
    @Test func emptyStackTakesNoSpace() throws {
        let frame = try layOut(VStack {}.accessibilityIdentifier("stack"))
        #expect(frame.rect("stack").size == .zero)
    }

    @Test func singleChildStackIsTheChild() throws {
        let frame = try layOut(width: 200, height: 200, VStack { Color.red.frame(width: 30, height: 40) }.accessibilityIdentifier("stack"))
        #expect(frame.rect("stack") == CGRect(x: 85, y: 80, width: 30, height: 40))
    }

    @Test func verticalStackWithExplicitSpacingCentersChildren() throws {
        // Stack: 100 wide, 20 + 10 + 30 = 60 tall, centred on a 200×200 canvas at (50, 70).
        let frame = try layOut(width: 200, height: 200, VStack(spacing: 10) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
            Color.green.frame(width: 50, height: 30).accessibilityIdentifier("b")
        })
        #expect(frame.rect("a") == CGRect(x: 50, y: 70, width: 100, height: 20))
        #expect(frame.rect("b") == CGRect(x: 75, y: 100, width: 50, height: 30))
    }

    @Test func alignmentLeadingAndTrailing() throws {
        let leading = try layOut(width: 200, height: 200, VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            Color.green.frame(width: 50, height: 30).accessibilityIdentifier("b")
        })
        #expect(leading.rect("b").minX == 50)
        let trailing = try layOut(width: 200, height: 200, VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            Color.green.frame(width: 50, height: 30).accessibilityIdentifier("b")
        })
        #expect(trailing.rect("b").maxX == 150)
    }

    @Test func defaultSpacingBetweenViewsIsEightPoints() throws {
        let frame = try layOut(width: 200, height: 200, VStack {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
            Color.green.frame(width: 100, height: 20).accessibilityIdentifier("b")
        })
        #expect(frame.rect("b").minY - frame.rect("a").maxY == 8)
    }

    @Test func defaultSpacingBetweenTextsIsTheLowerFontsLeading() throws {
        // Body leading: 22 − (13.6 + 3.4) = 5.
        let frame = try layOut(width: 200, height: 200, VStack {
            Text("ab").accessibilityIdentifier("a")
            Text("cd").accessibilityIdentifier("b")
        })
        #expect(frame.rect("b").minY - frame.rect("a").maxY == 5)
        #expect(frame.rect("a").size == CGSize(width: 17, height: 22))
    }

    @Test func textToViewSpacingIsMeasuredOptically() throws {
        // Below a text: 8 − (half leading 2.5 + descent 3.4) = 2.1.
        // Above a text: 8 − (half leading 2.5 + ascent 13.6 − cap height 11.9) = 3.8.
        let frame = try layOut(width: 200, height: 200, scale: 10, VStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("top")
            Text("ab").accessibilityIdentifier("text")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("bottom")
        })
        #expect(abs(frame.rect("text").minY - frame.rect("top").maxY - 3.8) < 1e-9)
        #expect(abs(frame.rect("bottom").minY - frame.rect("text").maxY - 2.1) < 1e-9)
    }

    @Test func leastFlexibleChildIsServedFirst() throws {
        // 200 shared by a fixed 50 and two flexible colours: the fixed one takes 50, then the
        // others split the remaining 150.
        let frame = try layOut(width: 400, height: 400, HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.red.frame(width: 50).accessibilityIdentifier("fixed")
            Color.red.accessibilityIdentifier("b")
        }.frame(width: 200, height: 40))
        #expect(frame.rect("a") == CGRect(x: 100, y: 180, width: 75, height: 40))
        #expect(frame.rect("fixed") == CGRect(x: 175, y: 180, width: 50, height: 40))
        #expect(frame.rect("b") == CGRect(x: 225, y: 180, width: 75, height: 40))
    }

    @Test func higherPriorityTakesSpaceFirst() throws {
        let frame = try layOut(width: 200, height: 100, HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("low")
            Color.red.layoutPriority(1).accessibilityIdentifier("high")
        }.frame(width: 200, height: 10))
        #expect(frame.rect("high").width == 200)
        #expect(frame.rect("low").width == 0)
    }

    @Test func priorityLeavesRoomForLowerMinimums() throws {
        // The low-priority child can shrink no further than its 30-pt frame, so the
        // high-priority colour gets 200 − 30.
        let frame = try layOut(width: 200, height: 100, HStack(spacing: 0) {
            Color.red.frame(width: 30).accessibilityIdentifier("low")
            Color.red.layoutPriority(1).accessibilityIdentifier("high")
        }.frame(width: 200, height: 10))
        #expect(frame.rect("high").width == 170)
    }

    @Test func spacerTakesTheRestAlongItsStack() throws {
        // 200 − 20 − 20 − two standard gaps of 8 = 144.
        let frame = try layOut(width: 200, height: 100, HStack {
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
            Spacer().accessibilityIdentifier("spacer")
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("b")
        }.frame(width: 200))
        #expect(frame.rect("spacer").width == 144)
        #expect(frame.rect("spacer").height == 0)
        #expect(frame.rect("b").maxX == 200)
    }

    @Test func firstTextBaselineAlignment() throws {
        // 10-pt text: baseline at 8 (no leading); 20-pt text: baseline at 16. The small
        // text sits 8 lower; the stack is 16 + max(2, 4) = 20 tall.
        let frame = try layOut(width: 200, height: 100, HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("a").font(.system(size: 10)).accessibilityIdentifier("small")
            Text("b").font(.system(size: 20)).accessibilityIdentifier("large")
        }.accessibilityIdentifier("stack"))
        #expect(frame.rect("small").minY - frame.rect("large").minY == 8)
        #expect(frame.rect("stack").height == 20)
    }

    @Test func zStackAlignsChildren() throws {
        let frame = try layOut(width: 200, height: 200, ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("big")
            Color.blue.frame(width: 10, height: 20).accessibilityIdentifier("small")
        })
        #expect(frame.rect("big") == CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(frame.rect("small") == CGRect(x: 140, y: 130, width: 10, height: 20))
    }

    @Test func nilProposalGivesIdealSizes() throws {
        let frame = try layOut(width: 400, height: 400, VStack(spacing: 0) {
            Text("abcd")
            Color.red
        }.fixedSize().accessibilityIdentifier("stack"))
        // Ideal: the text's 34 × 22 and the colour's 10 × 10.
        #expect(frame.rect("stack").size == CGSize(width: 34, height: 32))
    }
}
