import Foundation
import Testing
@testable import SwiftUICore

struct GaugeTests {
    @Test func theValueIsItsPlaceInTheRangeClamped() {
        typealias G = Gauge<EmptyView, EmptyView, EmptyView, EmptyView>
        #expect(G.fraction(of: 25.0, in: 0...100) == 0.25)
        #expect(G.fraction(of: 21.0, in: 10...30) == 0.55)
        #expect(G.fraction(of: -5.0, in: 0...1) == 0)
        #expect(G.fraction(of: 2.0, in: 0...1) == 1)
        #expect(G.fraction(of: 1.0, in: 1...1) == 0)
    }

    @Test func theCapacityBarFillsToTheValueUnderTheLabel() throws {
        // At scale 2 the half points below lie on the pixel grid.
        let frame = try layOut(width: 200, height: 100, scale: 2, Gauge(value: 0.25) { Text("Storage") })
        // The default style on iOS: a 6-point bar as wide as offered (200), the tint over a
        // quarter of it, 4 points under the 17-point label (the VStack centred in 100:
        // 17 + 4 + 6 = 27 tall, from 36.5).
        let tracks = frame.fillBoxes(Color(uiColor: .systemFill))
        let fills = frame.fillBoxes(Color.accentColor)
        #expect(tracks.count == 1 && isClose(tracks[0].width, 200) && isClose(tracks[0].height, 6), "\(tracks)")
        #expect(isClose(tracks[0].minY, 36.5 + 17 + 4), "\(tracks)")
        #expect(fills.count == 1 && isClose(fills[0].width, 50), "\(fills)")
    }

    @Test func theAccessoryCapacityBarIsFourPointsTallAndHasNoMarker() throws {
        // `.accessoryLinearCapacity`: the accessory bar's 4 points, filled to the value (a
        // quarter of 200), with no 8-point marker disc as `.accessoryLinear` draws.
        let frame = try layOut(width: 200, height: 100, scale: 2,
                               Gauge(value: 0.25) { Text("Storage") }.gaugeStyle(.accessoryLinearCapacity))
        let tracks = frame.fillBoxes(Color(uiColor: .systemFill))
        let fills = frame.fillBoxes(Color.accentColor)
        #expect(tracks.count == 1 && isClose(tracks[0].width, 200) && isClose(tracks[0].height, 4), "\(tracks)")
        #expect(fills.count == 1 && isClose(fills[0].width, 50) && isClose(fills[0].height, 4), "\(fills)")
    }

    @Test func boundsLabelsFlankTheBarAndTheCurrentValueSitsUnderIt() throws {
        let frame = try layOut(width: 200, height: 100, Gauge(value: 5.0, in: 0...10) {
            Text("Level")
        } currentValueLabel: {
            Text("5")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("10")
        })
        // Caption labels (12 points: 6 a character): "0" 6 wide, "10" 12, each 8 from the bar,
        // which takes 200 − 6 − 12 − 16 = 166, half of it filled.
        let track = try #require(frame.fillBoxes(Color(uiColor: .systemFill)).first)
        #expect(isClose(track.minX, 14) && isClose(track.width, 166), "\(track)")
        #expect(isClose(frame.fillBoxes(Color.accentColor).first?.width ?? 0, 83))
        #expect(frame.drawnText("5").frame.minY > track.maxY)
    }

    @Test func theCircularCapacityRingIsATrackAndAFillAroundTheLabel() throws {
        let frame = try layOut(width: 100, height: 100, Gauge(value: 0.5) { Text("Rings") }.gaugeStyle(.accessoryCircularCapacity))
        // Without a current value label the label is in the middle; two strokes: the track's
        // full ring and the tint's half of it.
        #expect(frame.drawnTexts.map(\.string) == ["Rings"])
        let strokes = frame.drawnItems.filter { if case .stroke = $0.item { true } else { false } }
        #expect(strokes.count == 2)
    }

    @Test func markedValueLabelsAreNotDrawnByIOSsStyles() throws {
        // iOS's gauge styles show no tick labels: a gauge with them draws what one without
        // does, and no "50" text.
        let marked = try layOut(width: 200, height: 100, Gauge(value: 0.25) { Text("Storage") } currentValueLabel: {
            Text("25")
        } markedValueLabels: { Text("50") })
        let plain = try layOut(width: 200, height: 100, Gauge(value: 0.25) { Text("Storage") } currentValueLabel: { Text("25") })
        #expect(!marked.drawnTexts.map(\.string).contains("50"))
        #expect(marked.drawnItems.count == plain.drawnItems.count)
        #expect(marked.fillBoxes(Color.accentColor) == plain.fillBoxes(Color.accentColor))
    }

    @Test func aGradientTintPaintsTheBarWithTheGradient() throws {
        // `.tint(Gradient(colors: [.green, .red]))`: the value's part of the bar is a gradient
        // fill from green to red, and nothing is filled in the accent colour.
        let frame = try layOut(width: 200, height: 100, Gauge(value: 0.5) { Text("Level") }.tint(Gradient(colors: [.green, .red])))
        let gradients = frame.drawnItems.compactMap { drawn -> GradientPaint? in
            if case .gradient(_, let paint, _, _) = drawn.item { paint } else { nil }
        }
        #expect(gradients.count == 1)
        #expect(gradients.first?.stops.map(\.color) == [Color.green, Color.red].map { $0.resolve(in: EnvironmentValues()) })
        #expect(frame.fillBoxes(Color.accentColor).isEmpty)
    }

    /// The gradients drawn in `frame`, with whether each is a stroke.
    private func gradients(in frame: Frame) -> [(paint: GradientPaint, isStroke: Bool)] {
        frame.drawnItems.compactMap { drawn in
            if case .gradient(_, let paint, let stroke, _) = drawn.item { (paint, stroke != nil) } else { nil }
        }
    }

    /// A gradient tint runs along the whole track, as iOS draws it: at half the value, the
    /// filled half of a 200-point bar holds the gradient's first half, so its axis runs
    /// across the bar, level, over the track's 200 points, not the fill's 100.
    @Test func aGradientTintRunsAlongTheWholeTrack() throws {
        let frame = try layOut(width: 200, height: 100, Gauge(value: 0.5) { Text("Level") }.tint(Gradient(colors: [.green, .red])))
        let paint = try #require(gradients(in: frame).first?.paint)
        guard case .linear(let start, let end) = paint.kind else { Issue.record("\(paint.kind)"); return }
        #expect(isClose(start.y, end.y) && isClose(end.x - start.x, 200), "\(start) \(end)")
    }

    /// `.accessoryCircular` with a gradient tint (Apple's air-quality example): the open ring
    /// is stroked with an angular gradient instead of the system fill, and the marker filled
    /// with the same gradient about the ring's centre, so it shows the colour under it.
    @Test func aGradientTintPaintsTheOpenRingAndItsMarker() throws {
        let frame = try layOut(width: 200, height: 200, Gauge(value: 0.6) { Text("AQI") }
            .gaugeStyle(.accessoryCircular).tint(Gradient(colors: [.green, .yellow, .red])))
        let drawn = gradients(in: frame)
        #expect(drawn.count == 2)
        #expect(drawn.map(\.isStroke) == [true, false])
        #expect(drawn.allSatisfy { if case .angular = $0.paint.kind { true } else { false } })
        #expect(frame.fillBoxes(Color(uiColor: .systemFill)).isEmpty)
    }
}
