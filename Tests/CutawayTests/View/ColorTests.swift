import Foundation
import Testing
@testable import Cutaway

struct ColorTests {
    private func components(_ color: Color) -> [Double] {
        let resolved = color.resolve(in: EnvironmentValues())
        return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
    }

    @Test func hueSaturationAndBrightnessConvertAsTheHSVModel() {
        // Hue in sixths of a turn: 0 red, 1/3 green, 2/3 blue; full saturation and brightness.
        #expect(components(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
        #expect(components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 1, 0, 1])
        #expect(components(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == [0, 0, 1, 1])
        // Cyan at half saturation: V = 1, min = V·(1 − S) = 0.5; red is the minimum.
        #expect(components(Color(hue: 0.5, saturation: 0.5, brightness: 1, opacity: 0.25)) == [0.5, 1, 1, 0.25])
        // A hue of 1 is a full turn: red again.
        #expect(components(Color(hue: 1, saturation: 1, brightness: 0.5)) == [0.5, 0, 0, 1])
    }

    @Test func aColorLiteralIsItsComponents() {
        let literal: Color = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(components(literal) == [0.25, 0.5, 0.75, 1])
        #expect(components(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)) == [0.1, 0.2, 0.3, 0.4])
    }
}
