import Foundation
import Testing
@testable import SwiftUICore

struct VisualEffectTests {
    @Test func anEffectReadsTheViewsFrameInTheScrollView() throws {
        // A parallax: each bar drawn up by half its distance from the scroll view's top.
        let play = player(RenderScene("parallax", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 200)), at: 0.5),
        ]) {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10) { index in
                            Color.blue.frame(height: 100)
                                .visualEffect { content, proxy in
                                    content.offset(y: -proxy.frame(in: .scrollView).minY / 2)
                                }
                                .accessibilityIdentifier("bar\(index)")
                        }
                    }
                }
            }
        })
        // The scroll view starts 100 down. At rest bar 1 is 100 into it: drawn at 100 + 100 − 50.
        #expect(try play.at(0).rect("bar1").minY == 150)
        // Scrolled 200: bar 3 is 100 into it again, at 200 in the canvas, drawn 50 higher.
        #expect(try play.at(0.5).rect("bar3").minY == 150)
    }

    @Test func chainedEffectsApplyInnermostFirst() throws {
        let frame = try layOut(width: 300, height: 300, Color.blue.frame(width: 100, height: 100)
            .visualEffect { content, proxy in
                content.scaleEffect(2).offset(x: proxy.size.width).opacity(0.5)
            }
            .accessibilityIdentifier("square"))
        // Centred at (150, 150), scaled twice about its centre (100…200 → 50…250), then moved
        // by its own width: 150…350.
        #expect(frame.rect("square") == CGRect(x: 150, y: 50, width: 200, height: 200))
        #expect(frame.opacity("square") == 0.5)
    }

    @Test func anEffectInterpolatesItsAnimatableData() {
        let from = EmptyVisualEffect().scaleEffect(1).opacity(1)
        let to = EmptyVisualEffect().scaleEffect(0.5).opacity(0)
        let between = from.interpolated(towards: to, fraction: 0.25)
        // A quarter of the way: scale 0.875, opacity 0.75. Scaled about the centre of a
        // 100-point square, its corner moves in by 50 × (1 − 0.875) = 6.25.
        let effects = between.renderEffects
        #expect(effects.count == 2)
        guard case .geometry(let scale)? = effects.first, case .opacity(let opacity)? = effects.last else {
            Issue.record("\(effects)")
            return
        }
        #expect(scale.transform(in: CGRect(x: 0, y: 0, width: 100, height: 100)).apply(to: .zero) == CGPoint(x: 6.25, y: 6.25))
        #expect(opacity == 0.75)
    }
}
