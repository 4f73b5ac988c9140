import Foundation
import Testing
@testable import SwiftUICore

struct ScrollIndicatorTests {
    /// The capsules drawn: fills whose path is 3 pt wide (the indicator's thickness).
    func indicators(_ frame: Frame) -> [CGRect] {
        frame.drawnItems.compactMap { drawn in
            guard case .fill = drawn.item, let box = drawn.path?.boundingRect, abs(box.width - 3) < 0.01 else { return nil }
            return box
        }
    }

    func scene(showsIndicators: Bool = true) -> RenderScene {
        RenderScene("indicator", canvas: RenderCanvas(width: 300, height: 400), duration: 2, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 600)), at: 0.5, animation: .linear(duration: 1)),
        ]) {
            ScrollView(showsIndicators: showsIndicators) {
                Color.blue.frame(height: 1000)
            }
        }
    }

    @Test func theIndicatorShowsOnlyWhileAScrollMoves() throws {
        let play = player(scene())
        #expect(indicators(try play.at(0.4)).isEmpty)
        // Halfway through the linear second: offset 300 of the 600 the 1,000-point content
        // scrolls in 400. The track is 400 − 2 × 3 = 394 long; the indicator is the visible
        // share of it, 394 × 400 / 1000 = 157.6, and 300 / 600 of the way down the remaining
        // 394 − 157.6 = 236.4: at 3 + 118.2 = 121.2. It is 3 pt in from the trailing edge.
        let moving = indicators(try play.at(1))
        #expect(moving.count == 1)
        let bar = try #require(moving.first)
        // (Drawn on the 2x pixel grid: each edge within a quarter point.)
        #expect(abs(bar.minX - 294) < 0.26 && abs(bar.minY - 121.2) < 0.26 && abs(bar.maxY - 278.8) < 0.26, "\(bar)")
        // At rest again: hidden, as iOS hides it.
        #expect(indicators(try play.at(1.6)).isEmpty)
    }

    @Test func hiddenIndicatorsAreNeverDrawn() throws {
        #expect(indicators(try player(scene(showsIndicators: false)).at(1)).isEmpty)
        let hidden = RenderScene("hidden", canvas: RenderCanvas(width: 300, height: 400), duration: 2, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 600)), at: 0.5, animation: .linear(duration: 1)),
        ]) { ScrollView { Color.blue.frame(height: 1000) }.scrollIndicators(.hidden) }
        #expect(indicators(try player(hidden).at(1)).isEmpty)
    }

    @Test func theIndicatorIsBlackAtAThirdInLightAndWhiteInDark() {
        #expect(ScrollIndicator.color(in: .light) == Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.35))
        #expect(ScrollIndicator.color(in: .dark) == Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.35))
    }
}
