import Foundation
import Testing
@testable import SwiftUICore

/// A finger dragging a scroll view of ten 100-point bars (`Bars`) in a 300 × 400 canvas,
/// played at 60 fps so that every frame meets a touch sample (touches move every 1/60 s).
/// Frames are rounded to the canvas's pixels (half points at its default scale, 2), so
/// positions off that grid are compared within a quarter point.
struct ScrollDragTests {
    private func isNear(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.25 }

    private func play(_ script: [ScriptEvent], @ViewBuilder content: @escaping @MainActor () -> some View = { ScrollView { Bars() } }) -> Player {
        player(RenderScene("drag", canvas: RenderCanvas(width: 300, height: 400), duration: 6, fps: 60, script: script, content: content))
    }

    /// 150 pt up in 0.5 s, linear, from t = 0.1: the finger moves at 300 pt/s.
    private let upwards = ScriptEvent.drag(
        from: .point(CGPoint(x: 150, y: 300)), by: CGSize(width: 0, height: -150), duration: 0.5, curve: .linear, at: 0.1)

    @Test func theContentFollowsTheFingerAlongTheScrollAxis() throws {
        let play = play([upwards])
        // Half way (t = 0.35), the finger is 75 pt up; at the release (0.6), 150.
        #expect(isNear(try play.at(0.35).rect("bar0").minY, -75))
        #expect(isNear(try play.at(0.6).rect("bar0").minY, -150))
    }

    @Test func afterTheReleaseTheContentDeceleratesAtUIKitsNormalRate() throws {
        let play = play([upwards])

        // Released at 300 pt/s: it comes to rest 300 × 0.998 / 0.002 / 1000 = 149.7 pt on, and
        // t seconds after the release has gone 149.7 × (1 − 0.998^(1000 t)) of it.
        let halfASecond = 150 + 149.7 * (1 - pow(0.998, 500))
        #expect(isNear(try play.at(1.1).rect("bar0").minY, -halfASecond))
        // Less than half a point remains after 2.85 s: it has stopped at 299.7.
        #expect(isNear(try play.at(5).rect("bar0").minY, -299.7))
    }

    @Test func aDragStopsAtTheEndsOfTheContent() throws {
        let play = play([
            .drag(from: .point(CGPoint(x: 150, y: 100)), by: CGSize(width: 0, height: 200), duration: 0.3, at: 0.1),
        ])
        // Dragging down at the top: nothing above to show (no rubber-banding).
        #expect(try play.at(0.3).rect("bar0").minY == 0)
        #expect(try play.at(2).rect("bar0").minY == 0)
    }

    @Test func aDragGestureInsideTheContentWinsTheTouch() throws {
        let seen = Box<CGFloat>(0)
        let play = play([
            .drag(from: .identifier("card"), by: CGSize(width: 0, height: -100), duration: 0.3, at: 0.1),
        ]) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.green.frame(height: 100).accessibilityIdentifier("card")
                        .gesture(DragGesture().onChanged { seen.value = $0.translation.height })
                    Bars()
                }
            }
        }
        // Both would start at the same sample (10 pt): the card's gesture goes first. Its last
        // change is at the last move before the release, 17 of the 18 samples in 0.3 s.
        #expect(try play.at(1).rect("card").minY == 0)
        #expect(abs(seen.value + 100 * 17 / 18) < 1e-9)
    }

    @Test func aVerticalDragOverAHorizontalScrollViewScrollsThePage() throws {
        let play = play([
            .drag(from: .point(CGPoint(x: 150, y: 50)), by: CGSize(width: 0, height: -60), duration: 0.2, curve: .linear, at: 0.1),
        ]) {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<5) { Color.orange.frame(width: 200, height: 100).accessibilityIdentifier("tile\($0)") }
                        }
                    }
                    Bars()
                }
            }
        }
        // The carousel gives the touch up once the finger moves 10 pt across it; the page
        // follows the finger's 60 pt.
        let frame = try play.at(0.3)
        #expect(isNear(frame.rect("tile0").minY, -60))
        #expect(frame.rect("tile0").minX == 0)
    }

    @Test func aTapInsideAScrollViewStillTapsAButton() throws {
        let tapped = Box(false)
        let play = play([.tap(.text("Go"), at: 0.2)]) {
            ScrollView { Button("Go") { tapped.value = true } }
        }
        _ = try play.at(0.3)
        #expect(tapped.value)
    }
}
