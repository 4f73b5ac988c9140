import Foundation
import Testing
@testable import SwiftUICore

struct ScrollViewTests {
    @Test func aVerticalScrollViewTakesItsWholeProposalAndProposesItsContentNoHeight() throws {
        let frame = try layOut(width: 300, height: 200, ScrollView {
            Rectangle().accessibilityIdentifier("content")
        }.accessibilityIdentifier("scroll"))
        // Greedy: the whole 300 × 200 canvas.
        #expect(frame.rect("scroll") == CGRect(x: 0, y: 0, width: 300, height: 200))
        // Proposed (300, nil), a shape takes the width and its default 10 pt for the nil
        // height (`replacingUnspecifiedDimensions`), at the top, not centred.
        #expect(frame.rect("content") == CGRect(x: 0, y: 0, width: 300, height: 10))
    }

    @Test func aHorizontalScrollViewProposesItsContentNoWidthAndCentresItVertically() throws {
        let frame = try layOut(width: 300, height: 200, ScrollView(.horizontal) {
            Rectangle().frame(height: 50).accessibilityIdentifier("content")
        })
        // Proposed (nil, 200): the frame's 50 tall, the rectangle's default 10 wide, centred
        // across: (200 − 50) / 2 = 75.
        #expect(frame.rect("content") == CGRect(x: 0, y: 75, width: 10, height: 50))
    }

    @Test func theScrollViewClipsItsContentToItsFrame() throws {
        let frame = try layOut(width: 300, height: 400, VStack(spacing: 0) {
            ScrollView { Text("Inside") }.frame(height: 100)
            Spacer()
        })
        // The scroll view is the first 100 pt of the 400-point canvas, as wide as its text
        // (6 × 8.5 = 51, as SwiftUI's is across its scroll axis), centred: (300 − 51) / 2 =
        // 124.5, drawn at 125 (the rounding pass's whole pixel at 1x).
        #expect(frame.drawnText("Inside").clip == CGRect(x: 125, y: 0, width: 51, height: 100))
    }

    @Test func aScriptScrollsToAnOffsetAndTheContentMovesBackByIt() throws {
        let play = player(RenderScene("scroll", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 250)), at: 0.5),
        ]) { ScrollView { Bars() } })
        #expect(try play.at(0).rect("bar0").minY == 0)
        // Bar 3 starts at 300 in the content: 300 − 250 = 50.
        #expect(try play.at(0.5).rect("bar3").minY == 50)
    }

    @Test func aScrollStopsAtTheEndOfTheContent() throws {
        let play = player(RenderScene("scroll", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 300)), at: 0.2),
            .scroll(to: .by(CGSize(width: 0, height: 5000)), at: 0.5),
            .scroll(to: .by(CGSize(width: 0, height: -5000)), at: 0.8),
        ]) { ScrollView { Bars() } })
        #expect(try play.at(0.2).rect("bar0").minY == -300)
        // 1,000 pt of content in 400 pt: at most 600. The last bar ends at the bottom.
        #expect(try play.at(0.5).rect("bar9").maxY == 400)
        #expect(try play.at(0.8).rect("bar0").minY == 0)
    }
}
