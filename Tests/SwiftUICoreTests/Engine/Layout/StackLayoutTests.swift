import Foundation
import Testing
@testable import SwiftUICore

/// Stacks against numbers computed by hand. The test text engine's body font: 17 pt, line
/// height 22, advance 8.5 per character, ascent 13.6, descent 3.4, cap height 11.9; one line
/// is 17 tall (ascent + descent), each further line adds 22.
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
        // Body leading: 22 − (13.6 + 3.4) = 5. A line is ascent + descent = 17 tall, so the
        // baselines are 3.4 + 5 + 13.6 = 22 apart: the lines of one paragraph.
        let frame = try layOut(width: 200, height: 200, VStack {
            Text("ab").accessibilityIdentifier("a")
            Text("cd").accessibilityIdentifier("b")
        })
        #expect(frame.rect("b").minY - frame.rect("a").maxY == 5)
        #expect(frame.rect("a").size == CGSize(width: 17, height: 17))
    }

    @Test func textToViewSpacingIsMeasuredOptically() throws {
        // A text's frame runs from its ascent to its descent, so 8 points measured from the
        // baseline below it and from the capitals' top above it leave:
        // below a text: 8 − descent 3.4 = 4.6; above a text: 8 − (ascent 13.6 − cap height 11.9) = 6.3.
        let frame = try layOut(width: 200, height: 200, scale: 10, VStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("top")
            Text("ab").accessibilityIdentifier("text")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("bottom")
        })
        #expect(abs(frame.rect("text").minY - frame.rect("top").maxY - 6.3) < 1e-9)
        #expect(abs(frame.rect("bottom").minY - frame.rect("text").maxY - 4.6) < 1e-9)
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
        // 200 − 20 − 20 = 160: a spacer asks for no gap to its neighbours.
        let frame = try layOut(width: 200, height: 100, HStack {
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
            Spacer().accessibilityIdentifier("spacer")
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("b")
        }.frame(width: 200))
        #expect(frame.rect("spacer").width == 160)
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
        // Ideal: the text's 34 × 17 (one line: ascent + descent) and the colour's 10 × 10.
        #expect(frame.rect("stack").size == CGSize(width: 34, height: 27))
    }

    // MARK: Text beside spacers, as iOS shares an HStack out (the rule as OpenSwiftUI
    // reverse-engineered it: a spacer's layout priority is −∞, its gap to a neighbour 0).

    /// "Terms and Conditions": 20 characters, 170 wide on one line; wrapped, "Terms and" (76.5)
    /// over "Conditions" (85).
    static let terms = "Terms and Conditions"

    @Test func textBesideASpacerKeepsItsOneLineWidth() throws {
        // 295 offered, no gap: the spacer's 8 is reserved, the text is offered 287 and takes
        // 170 on one line; the spacer gets the other 125. (Shared equally, the text would get
        // 143.5 and wrap onto two lines: a 66-pt row in a List instead of 44.)
        let frame = try layOut(width: 295, height: 100, HStack {
            Text(Self.terms).accessibilityIdentifier("text")
            Spacer().accessibilityIdentifier("spacer")
        }.frame(width: 295))
        #expect(frame.rect("text").size == CGSize(width: 170, height: 17))
        #expect(frame.rect("spacer").minX - frame.rect("text").maxX == 0)
        #expect(frame.rect("spacer").width == 125)
    }

    @Test func aSpacerBetweenTwoTextsGivesEachItsWidth() throws {
        // The less flexible "On" (17) is offered (295 − 8) / 2 and takes 17; the title is
        // offered the 270 left and takes 170; the spacer has 295 − 187 = 108.
        let frame = try layOut(width: 295, height: 100, HStack {
            Text(Self.terms).accessibilityIdentifier("title")
            Spacer().accessibilityIdentifier("spacer")
            Text("On").accessibilityIdentifier("value")
        }.frame(width: 295))
        #expect(frame.rect("title").width == 170)
        #expect(frame.rect("spacer").width == 108)
        #expect(frame.rect("value").width == 17)
        #expect(frame.rect("value").maxX - frame.rect("title").minX == 295)
    }

    @Test func aSpacersMinimumLengthIsKeptWhenTextWraps() throws {
        // 200 offered, 50 reserved for the spacer: the text is offered 150, wraps to 85 wide and
        // two lines (17 + 22 = 39 tall); the spacer takes 200 − 85 = 115.
        let frame = try layOut(width: 200, height: 100, HStack {
            Text(Self.terms).accessibilityIdentifier("text")
            Spacer(minLength: 50).accessibilityIdentifier("spacer")
        }.frame(width: 200))
        #expect(frame.rect("text").size == CGSize(width: 85, height: 39))
        #expect(frame.rect("spacer").width == 115)
    }

    @Test func twoTextsShareTheStackEqually() throws {
        // 300 − 8 = 292; equal flexibility (170 each), so in order: the first is offered 146
        // and wraps to 85; the second is offered 292 − 85 = 207 and keeps its 170.
        let frame = try layOut(width: 300, height: 100, HStack {
            Text(Self.terms).accessibilityIdentifier("first")
            Text(Self.terms).accessibilityIdentifier("second")
        }.frame(width: 300))
        #expect(frame.rect("first").size == CGSize(width: 85, height: 39))
        #expect(frame.rect("second").size == CGSize(width: 170, height: 17))
    }

    @Test func aPrioritizedTextIsServedBeforeItsNeighbour() throws {
        // The second text's minimum (0) is reserved: the first is offered 292 and keeps 170;
        // the second gets 292 − 170 = 122 and wraps to 85.
        let frame = try layOut(width: 300, height: 100, HStack {
            Text(Self.terms).layoutPriority(1).accessibilityIdentifier("first")
            Text(Self.terms).accessibilityIdentifier("second")
        }.frame(width: 300))
        #expect(frame.rect("first").width == 170)
        #expect(frame.rect("second").width == 85)
    }

    @Test func aFlexibleFrameSharesEquallyWithText() throws {
        // Not a spacer: a frame with an infinite maximum is just the most flexible child. The
        // gap is 8; the text is offered (295 − 8) / 2 = 143.5 and wraps to 85; the colour takes
        // the other 287 − 85 = 202 (swiftuifieldguide.com/layout/hstack shows the same).
        let frame = try layOut(width: 295, height: 100, HStack {
            Text(Self.terms).accessibilityIdentifier("text")
            Color.red.frame(maxWidth: .infinity).accessibilityIdentifier("fill")
        }.frame(width: 295))
        #expect(frame.rect("text").width == 85)
        #expect(frame.rect("fill").width == 202)
    }

    @Test func fixedSizeTextIgnoresTheSpacersReserve() throws {
        // A fixed-size text reports its ideal 170 for every proposal (flexibility 0) and
        // takes it, even in 150; the spacer keeps its minimum 8, and the stack overflows.
        let frame = try layOut(width: 300, height: 100, HStack {
            Text(Self.terms).fixedSize().accessibilityIdentifier("text")
            Spacer().accessibilityIdentifier("spacer")
        }.frame(width: 150).accessibilityIdentifier("row"))
        #expect(frame.rect("text").width == 170)
        #expect(frame.rect("spacer").width == 8)
    }

    @Test func textOfferedNoWidthTakesNoRoom() throws {
        // SwiftUI's text answers a zero width with a zero size: its minimum is 0.
        let frame = try layOut(width: 200, height: 100, Text(Self.terms).frame(width: 0).fixedSize(horizontal: false, vertical: true)
            .accessibilityIdentifier("frame"))
        #expect(frame.rect("frame").height == 0)
    }
}
