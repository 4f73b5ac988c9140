import Foundation
import Testing
@testable import SwiftUICore

/// A scroll view's size, against numbers by hand from SwiftUI's rule: along a scroll axis it
/// takes what it is proposed; across one it is as long as its content (plus content margins).
/// The canvases have no safe area, so the margins are the ones given.
struct ScrollLayoutTests {
    /// A horizontal scroll view over a 40-tall row, above a colour, in a 390×400 stack: 40
    /// tall (its row), the colour the remaining 360. Before, it was greedy both ways and took
    /// half the stack, as a flexible colour does: 180.
    @Test func aHorizontalScrollViewIsAsTallAsItsContent() throws {
        let frame = try layOut(width: 390, height: 400, VStack(spacing: 0) {
            ScrollView(.horizontal) {
                Color.red.frame(width: 500, height: 40)
            }
            .accessibilityIdentifier("scroll")
            Color.blue.accessibilityIdentifier("below")
        })
        #expect(frame.rect("scroll") == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(frame.rect("below") == CGRect(x: 0, y: 40, width: 390, height: 360))
    }

    /// A vertical scroll view around a 100-wide square on a 400×400 canvas: 100 wide and the
    /// canvas's height, centred: x = (400 − 100) / 2 = 150.
    @Test func aVerticalScrollViewIsAsWideAsItsContent() throws {
        let frame = try layOut(width: 400, height: 400, ScrollView {
            Color.red.frame(width: 100, height: 100)
        }.accessibilityIdentifier("scroll"))
        #expect(frame.rect("scroll") == CGRect(x: 150, y: 0, width: 100, height: 400))
    }

    /// Content margins count across the scroll axis: a 40-tall row with 10 above and below
    /// makes a 60-tall horizontal scroll view, its row at y = 10 inside it.
    @Test func contentMarginsAddToTheLengthAcrossTheScrollAxis() throws {
        let frame = try layOut(width: 390, height: 400, VStack(spacing: 0) {
            ScrollView(.horizontal) {
                Color.red.frame(width: 500, height: 40).accessibilityIdentifier("row")
            }
            .contentMargins(.vertical, 10, for: .scrollContent)
            .accessibilityIdentifier("scroll")
            Color.blue
        })
        #expect(frame.rect("scroll") == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(frame.rect("row").minY == 10)
    }

    /// Scrolling both ways, it takes its whole proposal, however small its content.
    @Test func scrollingBothWaysItTakesItsProposal() throws {
        let frame = try layOut(width: 400, height: 400, ScrollView([.horizontal, .vertical]) {
            Color.red.frame(width: 50, height: 50)
        }.accessibilityIdentifier("scroll"))
        #expect(frame.rect("scroll") == CGRect(x: 0, y: 0, width: 400, height: 400))
    }
}
