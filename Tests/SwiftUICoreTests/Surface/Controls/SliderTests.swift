import Foundation
import Testing
@testable import SwiftUICore

struct SliderTests {
    /// The thumb: the white circle.
    func thumb(_ frame: Frame) throws -> CGRect {
        try #require(frame.fillBoxes(Color.white).first)
    }

    // The layouts are drawn at scale 4: the quarter points below lie on the pixel grid.
    @Test func theThumbSitsAtTheValuesFractionOfTheTravel() throws {
        // 228 wide: the thumb's centre runs from 14 to 214 (half a 28-point thumb in from
        // each end), 200 points of travel; 0.25 puts it at 14 + 50 = 64, its box at 50.
        let frame = try layOut(width: 228, height: 100, scale: 4, Slider(value: .constant(0.25)))
        let box = try thumb(frame)
        #expect(isClose(box.width, 28) && isClose(box.height, 28))
        #expect(isClose(box.minX, 50), "\(box)")
        // The slider is as tall as its thumb, centred: (100 − 28) / 2 = 36.
        #expect(isClose(box.minY, 36), "\(box)")
        // The tint fills the track up to the thumb's centre, 4 points tall at 36 + 12 = 48.
        let filled = try #require(frame.fillBoxes(Color.accentColor).first)
        #expect(isClose(filled.minX, 0) && isClose(filled.width, 64) && isClose(filled.height, 4) && isClose(filled.minY, 48), "\(filled)")
    }

    @Test func theEndsOfTheRangePutTheThumbAtTheEndsAndValuesOutsideAreClamped() throws {
        let low = try thumb(layOut(width: 228, height: 100, Slider(value: .constant(10.0), in: 10...20)))
        #expect(isClose(low.minX, 0))
        let high = try thumb(layOut(width: 228, height: 100, Slider(value: .constant(35.0), in: 10...20)))
        #expect(isClose(high.maxX, 228))
    }

    @Test func aSteppedValueShowsAtTheNearestStep() throws {
        // 0.3 in steps of 0.25 shows as 0.25: thumb at 50 as above.
        let box = try thumb(layOut(width: 228, height: 100, Slider(value: .constant(0.3), in: 0...1, step: 0.25)))
        #expect(isClose(box.minX, 50), "\(box)")
    }

    @Test func valueLabelsFlankTheTrackEightPointsAway() throws {
        let frame = try layOut(width: 300, height: 100, scale: 4, Slider(value: .constant(5.0), in: 0...10) {
            Text("Volume")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("10")
        })
        // Body text is 17 pt, 8.5 a character: "0" 8.5 wide, "10" 17. The track is
        // 300 − 8.5 − 17 − 2 × 8 = 258.5 wide from 16.5; half way puts the thumb's centre at
        // 16.5 + 14 + (258.5 − 28) / 2 = 145.75, its box at 131.75.
        #expect(isClose(frame.drawnText("0").frame.minX, 0))
        #expect(isClose(frame.drawnText("10").frame.maxX, 300))
        let box = try thumb(frame)
        #expect(isClose(box.minX, 131.75), "\(box)")
        // As on iOS, the label only names the slider.
        #expect(!frame.drawnTexts.contains { $0.string == "Volume" })
    }

    @Test func aDisabledSliderIsDrawnAtHalfOpacity() throws {
        let frame = try layOut(width: 228, height: 100, scale: 4, Slider(value: .constant(0.5)).disabled(true))
        let thumb = try #require(frame.drawnItems.first { drawn in
            if case .fill(_, let color, _) = drawn.item { return color == Color.white.resolve(in: EnvironmentValues()) }
            return false
        })
        #expect(thumb.opacity == 0.5)
    }
}
