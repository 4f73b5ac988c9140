import Foundation
import Testing
@testable import SwiftUICore

struct ProgressViewTests {
    func fills(_ frame: Frame) -> [(CGRect, Color.Resolved)] {
        frame.drawnItems.compactMap { drawn in
            if case .fill(_, let color, _) = drawn.item, let box = drawn.path?.boundingRect { return (box, color) }
            return nil
        }
    }

    @Test func aBarIsFourPointsTallAndFilledToTheFractionInTheTint() throws {
        let frame = try layOut(width: 200, height: 100, ProgressView(value: 0.25).padding(.horizontal, 20))
        let bars = fills(frame)
        #expect(bars.count == 2)
        // Track: 200 − 2 × 20 = 160 wide, 4 tall (UIProgressView), centred: y = 48.
        #expect(bars[0].0 == CGRect(x: 20, y: 48, width: 160, height: 4))
        #expect(bars[0].1 == Color(uiColor: .systemFill).resolve(in: EnvironmentValues()))
        // Done: a quarter of 160 = 40, from the leading edge, in the accent colour.
        #expect(bars[1].0 == CGRect(x: 20, y: 48, width: 40, height: 4))
        #expect(bars[1].1 == Color.Resolved(red: 0, green: 122 / 255, blue: 1))
    }

    @Test func theFractionIsValueOverTotalClampedAndUnknownForABadTotal() {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(3, total: 4) == 0.75)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(5, total: 4) == 1)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(-1, total: 4) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(1, total: 0) == nil)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(.nan, total: 1) == nil)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(nil, total: 1) == nil)
    }

    @Test func aLabelSitsAboveTheBarAndTheCurrentValueBelow() throws {
        let frame = try layOut(width: 200, height: 200, ProgressView(value: 0.5) {
            Text("Copying")
        } currentValueLabel: {
            Text("50 %")
        })
        let texts = frame.drawnTexts
        #expect(texts.map(\.string) == ["Copying", "50 %"])
        let bar = try #require(fills(frame).first?.0)
        // 4 points between each (the style's spacing).
        #expect(abs(bar.minY - texts[0].frame.maxY - 4) < 0.5)
        #expect(abs(texts[1].frame.minY - bar.maxY - 4) < 0.5)
    }

    @Test func aTaskOfUnknownLengthIsASpinnerOfEightSpokesInTwentyPoints() throws {
        let frame = try layOut(width: 100, height: 100, ProgressView())
        let spokes = fills(frame)
        #expect(spokes.count == 8)
        let union = spokes.map(\.0).reduce(spokes[0].0) { $0.union($1) }
        // The spokes reach the 20-point square's edges, centred on the canvas (40...60).
        #expect(abs(union.minY - 40) < 0.6 && abs(union.maxY - 60) < 0.6)
        #expect(abs(union.minX - 40) < 0.6 && abs(union.maxX - 60) < 0.6)
    }

    @Test func aStyleChangesTheLook() throws {
        let frame = try layOut(width: 100, height: 100, ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(fills(frame).count == 8)
    }
}
