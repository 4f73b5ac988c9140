import Foundation
import Testing
@testable import SwiftUICore

/// `lineSpacing(_:)` and `minimumScaleFactor(_:)`, on the test engine's arithmetic
/// (`MonospacedTestTextEngine`: a character advances half its size; a line is its size tall,
/// each further line a line height more, which is the size for `.system(size:)`).
struct TextLayoutModifiersTests {
    /// The drawn text's request and frame size (as layout measured it, before rounding).
    func measured(_ view: some View) throws -> (request: TextLayoutRequest, size: CGSize) {
        let frame = try layOut(view)
        for case .text(let run, _) in frame.displayList.allItems {
            return (run.request, MonospacedTestTextEngine().measure(run.request).size)
        }
        throw TestFailure.noText
    }

    enum TestFailure: Error { case noText }

    @Test func lineSpacingAddsBetweenLinesOnly() throws {
        // Two lines of 10 pt: 10 + 10 = 20 pt; 4 pt of spacing: 10 + (10 + 4) = 24 pt. One
        // line is 10 pt either way.
        #expect(try measured(Text("a\nb").font(.system(size: 10))).size.height == 20)
        #expect(try measured(Text("a\nb").font(.system(size: 10)).lineSpacing(4)).size.height == 24)
        #expect(try measured(Text("a").font(.system(size: 10)).lineSpacing(4)).size.height == 10)
        // On a text style's own line height: body is 17 on 22, so 17 + 22 + 4 = 43.
        #expect(try measured(Text("a\nb").lineSpacing(4)).size.height == 43)
    }

    @Test func aLineLimitRangeCapsAtItsUpperBound() throws {
        // Four 10-pt lines are 40 pt tall; capped at three, 30; at two, 20; a range with no upper
        // bound caps nothing.
        let four = Text("a\nb\nc\nd").font(.system(size: 10))
        #expect(try measured(four.lineLimit(2...3)).size.height == 30)
        #expect(try measured(four.lineLimit(...2)).size.height == 20)
        #expect(try measured(four.lineLimit(3...)).size.height == 40)
        #expect(try measured(four.lineLimit(2, reservesSpace: true)).size.height == 20)
    }

    @Test func aTextThatFitsKeepsItsSize() throws {
        let text = try measured(Text("aaaa bbbb").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 100))
        #expect(text.request.font.size == 20)
    }

    @Test func aTooWideLineShrinksUntilItFits() throws {
        // "aaaa bbbb" at 20 pt is 9 × 10 = 90 pt; offered 67.5 it shrinks by 67.5 / 90 = 0.75,
        // to 15 pt, 9 × 7.5 = 67.5 pt wide.
        let text = try measured(Text("aaaa bbbb").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 67.5))
        #expect(text.request.font.size == 15)
        #expect(text.size.width == 67.5)
    }

    @Test func shrinkingStopsAtTheFactorAndThenTruncates() throws {
        // Offered 30 pt, the line would need a scale of 30 / 90: below 0.5, so it is 10 pt
        // (45 pt wide: two lines, the second cut by the line limit).
        let text = try measured(Text("aaaa bbbb").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 30))
        #expect(text.request.font.size == 10)
        #expect(MonospacedTestTextEngine().measure(text.request).isTruncated)
    }

    @Test func aWrappedTextShrinksUntilItsLinesFit() throws {
        // "aaaa bbbb cccc" (14 characters, 140 pt at 20 pt) in two lines of 50 pt: the first
        // guess, 2 × 50 / 140 = 0.714, still wraps into three lines ("aaaa bbbb" is 9 × 7.14 =
        // 64 pt); the largest scale that fits puts "aaaa bbbb" in 50 pt: 9 × 10 × s ≤ 50,
        // s ≤ 5/9, found to within (0.714 − 0.5) / 4096 below.
        let text = try measured(Text("aaaa bbbb cccc").font(.system(size: 20)).lineLimit(2).minimumScaleFactor(0.5).frame(width: 50))
        let scale = text.request.font.size / 20
        #expect(scale <= 5.0 / 9 && scale > 5.0 / 9 - 1e-4)
        #expect(!MonospacedTestTextEngine().measure(text.request).isTruncated)
    }

    @Test func stylesShrinkWithTheText() throws {
        // Tracking shrinks with the font: "a b" bold (0.6 × 20 = 12 pt a character) tracked
        // by 2 is 3 × 14 = 42 pt; offered 31.5, the scale is 0.75: 15 pt, 1.5 pt of tracking.
        let text = try measured((Text("a ") + Text("b").bold()).bold().tracking(2).font(.system(size: 20))
            .lineLimit(1).minimumScaleFactor(0.5).frame(width: 31.5))
        #expect(text.request.runs.map(\.font.size) == [15])
        #expect(text.request.runs.map(\.letterSpacing) == [1.5])
    }
}
