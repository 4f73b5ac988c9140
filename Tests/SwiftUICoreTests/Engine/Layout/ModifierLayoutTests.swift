import Foundation
import Testing
@testable import SwiftUICore

struct ModifierLayoutTests {
    @Test func paddingDefaultsToSixteen() throws {
        let frame = try layOut(width: 200, height: 200, Color.red.frame(width: 50, height: 50).accessibilityIdentifier("inner").padding().accessibilityIdentifier("outer"))
        #expect(frame.rect("outer") == CGRect(x: 59, y: 59, width: 82, height: 82))
        #expect(frame.rect("inner") == CGRect(x: 75, y: 75, width: 50, height: 50))
    }

    @Test func paddingOnChosenEdges() throws {
        let frame = try layOut(width: 200, height: 200, Color.red.frame(width: 50, height: 50).padding(.horizontal, 10).accessibilityIdentifier("outer"))
        #expect(frame.rect("outer").size == CGSize(width: 70, height: 50))
        let insets = try layOut(width: 200, height: 200, Color.red.frame(width: 50, height: 50)
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).accessibilityIdentifier("outer"))
        #expect(insets.rect("outer").size == CGSize(width: 56, height: 54))
    }

    @Test func paddingShrinksTheProposal() throws {
        // A colour fills what it is offered: 200 − 2 × 16.
        let frame = try layOut(width: 200, height: 200, Color.red.accessibilityIdentifier("inner").padding())
        #expect(frame.rect("inner") == CGRect(x: 16, y: 16, width: 168, height: 168))
    }

    @Test func fixedFrameIgnoresChildSize() throws {
        let frame = try layOut(width: 200, height: 200, Text("abcdefghij").accessibilityIdentifier("text").frame(width: 40, height: 100, alignment: .top).accessibilityIdentifier("frame"))
        #expect(frame.rect("frame") == CGRect(x: 80, y: 50, width: 40, height: 100))
        // "abcdefghij" is one word of 85 pt; it cannot wrap, so the text is 40 wide (clamped to
        // the proposal) on one line, at the top.
        #expect(frame.rect("text").minY == 50)
    }

    @Test func maxWidthInfinityFillsTheProposal() throws {
        let frame = try layOut(width: 300, height: 100, Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child")
            .frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("frame"))
        #expect(frame.rect("frame") == CGRect(x: 0, y: 25, width: 300, height: 50))
        #expect(frame.rect("child") == CGRect(x: 0, y: 25, width: 50, height: 50))
    }

    @Test func minWidthGrowsASmallChild() throws {
        let frame = try layOut(width: 300, height: 100, Text("ab").frame(minWidth: 100).accessibilityIdentifier("frame"))
        #expect(frame.rect("frame").width == 100)
    }

    @Test func minAndMaxClampTheProposal() throws {
        let wide = try layOut(width: 300, height: 100, Color.red.frame(minWidth: 50, maxWidth: 100).accessibilityIdentifier("frame"))
        #expect(wide.rect("frame").width == 100)
        let narrow = try layOut(width: 20, height: 100, Color.red.frame(minWidth: 50, maxWidth: 100).accessibilityIdentifier("frame"))
        #expect(narrow.rect("frame").width == 50)
    }

    @Test func idealWidthAnswersANilProposal() throws {
        let frame = try layOut(width: 300, height: 100, Color.red.frame(idealWidth: 70, maxWidth: 200).fixedSize(horizontal: true, vertical: false).accessibilityIdentifier("frame"))
        #expect(frame.rect("frame").width == 70)
    }

    @Test func fixedSizeLetsTextOverflowItsFrame() throws {
        // 9 characters × 8.5 = 76.5 wide, centred in a 40-wide frame: 18.25 to the left.
        let frame = try layOut(width: 200, height: 100, scale: 4, Text("aaaa bbbb").fixedSize().accessibilityIdentifier("text")
            .frame(width: 40).accessibilityIdentifier("frame"))
        #expect(frame.rect("text").width == 76.5)
        #expect(frame.rect("text").minX - frame.rect("frame").minX == -18.25)
        let wrapped = try layOut(width: 200, height: 100, Text("aaaa bbbb").accessibilityIdentifier("text").frame(width: 40))
        // Two lines: 17 (ascent + descent) + 22.
        #expect(wrapped.rect("text").size == CGSize(width: 34, height: 39))
    }

    @Test func backgroundTakesTheContentsSize() throws {
        let frame = try layOut(width: 200, height: 200, Text("ab").padding(4).accessibilityIdentifier("content")
            .background(Color.red.accessibilityIdentifier("background")))
        #expect(frame.rect("background") == frame.rect("content"))
        // "ab": 17 × 17 (one line is ascent + descent), and 4 on each side.
        #expect(frame.rect("content").size == CGSize(width: 25, height: 25))
    }

    @Test func overlayIsAlignedInTheContent() throws {
        let frame = try layOut(width: 200, height: 200, Color.red.frame(width: 100, height: 100)
            .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("badge") })
        #expect(frame.rect("badge") == CGRect(x: 140, y: 50, width: 10, height: 10))
    }

    @Test func backgroundDrawsBehindAndOverlayInFront() throws {
        let frame = try layOut(width: 100, height: 100, Color.green.frame(width: 10, height: 10)
            .background(Color.red).overlay(Color.blue))
        let colors = frame.displayList.allItems.compactMap { item -> Color.Resolved? in
            if case .fill(_, let color, _) = item { return color }
            return nil
        }
        let environment = EnvironmentValues()
        #expect(Array(colors.dropFirst()) == [Color.red, .green, .blue].map { $0.resolve(in: environment) })
    }

    @Test func lineLimitTruncatesAndHeightLimitsLines() throws {
        let long = "aaaa bbbb cccc dddd"  // one word per line at width 40
        let limited = try layOut(width: 40, height: 400, Text(long).lineLimit(2).accessibilityIdentifier("text"))
        // Two lines: 17 (ascent + descent) + 22.
        #expect(limited.rect("text").height == 39)
        let squeezed = try layOut(width: 40, height: 400, Text(long).accessibilityIdentifier("text").frame(height: 62))
        // 62 pt holds three lines, 17 + 22 + 22 = 61 (as 22-pt line boxes it would hold two).
        #expect(squeezed.rect("text").height == 61)
    }
}
