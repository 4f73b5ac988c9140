import Cutaway
import Foundation
import Testing
@testable import CutawayRender

struct SVGFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.0004, "0"), (1, "1"), (10, "10"), (0.5, "0.5"), (-2.125, "-2.125"),
        (1.23456, "1.235"), (0.0005, "0.001"), (100.10, "100.1"), (1e6, "1000000"), (.nan, "0"), (.infinity, "0"),
    ])
    func number(value: Double, expected: String) {
        #expect(SVGFormat.number(value) == expected)
    }

    @Test func numbersAgreeWithTheirValueToThreeDecimals() {
        for index in -2000...2000 {
            let value = Double(index) * 0.0173
            let text = SVGFormat.number(value)
            #expect(abs(Double(text)! - value) <= 0.0005 + 1e-12, "\(value) → \(text)")
            #expect(!text.contains(".") || !text.hasSuffix("0"))
        }
    }

    @Test func hexColour() {
        #expect(SVGFormat.hexColor(Color.Resolved(red: 1, green: 0.5, blue: 0)) == "#FF8000")
        #expect(SVGFormat.hexColor(Color.Resolved(red: -1, green: 2, blue: 0.0625)) == "#00FF10")
    }

    @Test func rectangleDetection() {
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).axisAlignedRectangle == CGRect(x: 1, y: 2, width: 3, height: 4))
        var counterClockwise = Path()
        counterClockwise.move(to: CGPoint(x: 4, y: 6))
        for point in [CGPoint(x: 4, y: 2), CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 6), CGPoint(x: 4, y: 6)] {
            counterClockwise.addLine(to: point)
        }
        counterClockwise.closeSubpath()
        #expect(counterClockwise.axisAlignedRectangle == CGRect(x: 1, y: 2, width: 3, height: 4))
        var open = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        open.addLine(to: .zero)
        #expect(open.axisAlignedRectangle == nil)
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 1).axisAlignedRectangle == nil)
        #expect(Path(CGRect(x: 1, y: 0, width: 0, height: 4)).axisAlignedRectangle == CGRect(x: 1, y: 0, width: 0, height: 4))
        var backAndForth = Path()
        backAndForth.move(to: .zero)
        for point in [CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 4, y: 0)] { backAndForth.addLine(to: point) }
        backAndForth.closeSubpath()
        #expect(backAndForth.axisAlignedRectangle == nil, "encloses nothing, but its bounds are not empty")
        var bowTie = Path()
        bowTie.move(to: .zero)
        for point in [CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4), CGPoint(x: 4, y: 4)] { bowTie.addLine(to: point) }
        bowTie.closeSubpath()
        #expect(bowTie.axisAlignedRectangle == nil)
    }
}
