import Foundation
import Testing
@testable import SwiftUICore

struct ImageRunSlicesTests {
    let file = ImageFile(url: URL(fileURLWithPath: "/x.png"), format: .png, pixelWidth: 60, pixelHeight: 40, scale: 2)

    @Test func withoutInsetsTheWholeFileStretchesOverTheWholeRectangle() {
        let run = ImageRun(file: file, rect: CGRect(x: 5, y: 5, width: 90, height: 10))
        #expect(run.slices.map(\.source) == [CGRect(x: 0, y: 0, width: 30, height: 20)])
        #expect(run.slices.map(\.destination) == [CGRect(x: 5, y: 5, width: 90, height: 10)])
    }

    @Test func capInsetsKeepTheCornersAndStretchTheMiddle() {
        // A 30 × 20-point file, caps 5 on every side, over 100 × 50: nine pieces; the
        // corners 5 × 5 in both, the middle 20 × 10 of the file over 90 × 40.
        let run = ImageRun(file: file, rect: CGRect(x: 0, y: 0, width: 100, height: 50), capInsets: EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(run.slices.count == 9)
        #expect(run.slices[0].source == CGRect(x: 0, y: 0, width: 5, height: 5) && run.slices[0].destination == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(run.slices[4].source == CGRect(x: 5, y: 5, width: 20, height: 10) && run.slices[4].destination == CGRect(x: 5, y: 5, width: 90, height: 40))
        #expect(run.slices[8].destination == CGRect(x: 95, y: 45, width: 5, height: 5))
    }

    @Test func capsLargerThanTheRectangleShrinkInProportionAndEmptyPiecesGo() {
        // Caps 10 and 30 across a 20-wide rectangle: 5 and 15, no middle column.
        let run = ImageRun(file: file, rect: CGRect(x: 0, y: 0, width: 20, height: 20), capInsets: EdgeInsets(leading: 10, trailing: 30))
        // Source caps: 10 and 30 in a 30-wide file shrink to 7.5 and 22.5; with no top and
        // bottom caps, one row: two pieces.
        #expect(run.slices.map(\.destination) == [CGRect(x: 0, y: 0, width: 5, height: 20), CGRect(x: 5, y: 0, width: 15, height: 20)])
        #expect(run.slices.map(\.source) == [CGRect(x: 0, y: 0, width: 7.5, height: 20), CGRect(x: 7.5, y: 0, width: 22.5, height: 20)])
    }
}
