import Foundation
import Testing
@testable import SwiftUICore

struct WheelPickerTests {
    func picker(selection: Int) -> some View {
        Picker("Number", selection: .constant(selection)) {
            ForEach(0..<10, id: \.self) { Text("\($0)").tag($0) }
        }
    }

    func wheel(selection: Int) -> some View {
        picker(selection: selection).pickerStyle(.wheel)
    }

    @Test func theWheelIsFiveRowsTallWithTheSelectionCentredInItsBand() throws {
        // At scale 2 the half points below lie on the pixel grid.
        let frame = try layOut(width: 300, height: 400, scale: 2, wheel(selection: 5))
        // Five 32-point rows: 160 tall, centred on the canvas at (400 − 160) / 2 = 120.
        let band = try #require(frame.fillBoxes(Color(uiColor: .tertiarySystemFill)).first)
        // The band: one row tall at the centre, 8 points in from each side.
        #expect(isClose(band.height, 32) && isClose(band.minY, 184) && isClose(band.minX, 8) && isClose(band.width, 284), "\(band)")
        // The rows shown: the selected one and two on each side.
        #expect(Set(frame.drawnTexts.map(\.string)) == ["3", "4", "5", "6", "7"])
        // The selected row's text (21 pt) is centred in the band: 184 + (32 − 21) / 2 = 189.5.
        #expect(isClose(frame.drawnText("5").frame.minY, 189.5))
        // A row a step away is 80 × sin(0.4) = 31.15 below, squeezed to cos(0.4) = 0.921 of its
        // height (within the half pixel its unmoved frame is rounded by).
        let below = frame.drawnText("6").frame
        #expect(abs(below.midY - (200 + 80 * sin(0.4))) < 0.5, "\(below)")
        #expect(abs(below.height - 21 * cos(0.4)) < 0.5, "\(below)")
    }

    @Test func nearTheFirstOptionOnlyTheRowsThatExistAreShown() throws {
        let frame = try layOut(width: 300, height: 400, wheel(selection: 0))
        #expect(Set(frame.drawnTexts.map(\.string)) == ["0", "1", "2"])
    }

    @Test func anInlinePickerOutOfAListIsTheWheel() throws {
        let inline = try layOut(width: 300, height: 400, picker(selection: 5).pickerStyle(.inline))
        let wheel = try layOut(width: 300, height: 400, wheel(selection: 5))
        #expect(inline.drawnTexts.map(\.frame) == wheel.drawnTexts.map(\.frame))
        #expect(!inline.drawnTexts.isEmpty)
    }
}
