import Foundation
import Testing
@testable import SwiftUICore

struct ColorPickerTests {
    @Test func theWellTrailsTheLabelWithTheColourInsideTheHueRing() throws {
        let frame = try layOut(width: 300, height: 100, ColorPicker("Accent", selection: .constant(Color.orange)))
        // The well: 28 across at the trailing edge (300), centred on the row (50); the colour a
        // disc of 28 − 2 × (3 + 2) = 18 at its centre.
        let discs = frame.fillBoxes(.orange)
        #expect(discs.count == 1)
        #expect(isClose(discs[0].width, 18) && isClose(discs[0].midX, 300 - 14) && isClose(discs[0].midY, 50), "\(discs)")
        #expect(isClose(frame.drawnText("Accent").frame.minX, 0))
    }

    @Test func aCoreGraphicsColourBindingShowsItsColour() throws {
        let color = CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
        let frame = try layOut(width: 300, height: 100, ColorPicker("Tint", selection: .constant(color), supportsOpacity: false))
        #expect(frame.fillBoxes(Color(red: 0.2, green: 0.6, blue: 0.9)).count == 1)
    }

    @Test func aGreyCoreGraphicsColourSpreadsItsWhiteOverRedGreenAndBlue() {
        let grey = CGColor(gray: 0.25, alpha: 0.5)
        #expect(grey.numberOfComponents == 2 && grey.alpha == 0.5)
        #expect(Color(cgColor: grey) == Color(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.5))
    }
}
