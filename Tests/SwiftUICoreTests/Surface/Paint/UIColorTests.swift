import Foundation
import Testing
@testable import SwiftUICore

struct UIColorTests {
    private func components(_ color: UIColor, in scheme: ColorScheme = .light) -> [Double] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let resolved = Color(color).resolve(in: environment)
        return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
    }

    @Test func thePlainColorsHaveUIKitsComponents() {
        // UIColor's documentation: each plain colour's sRGB components and alpha.
        #expect(components(.red) == [1, 0, 0, 1])
        #expect(components(.green) == [0, 1, 0, 1])
        #expect(components(.blue) == [0, 0, 1, 1])
        #expect(components(.cyan) == [0, 1, 1, 1])
        #expect(components(.yellow) == [1, 1, 0, 1])
        #expect(components(.magenta) == [1, 0, 1, 1])
        #expect(components(.orange) == [1, 0.5, 0, 1])
        #expect(components(.purple) == [0.5, 0, 0.5, 1])
        #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(components(.black) == [0, 0, 0, 1])
        #expect(components(.white) == [1, 1, 1, 1])
        #expect(components(.clear) == [0, 0, 0, 0])
    }

    @Test func theGreysAreWhiteLevelsOfAThirdAHalfAndTwoThirds() {
        let third: Double = 1.0 / 3, twoThirds: Double = 2.0 / 3
        #expect(components(.darkGray) == [third, third, third, 1])
        #expect(components(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(components(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
    }

    @Test func thePlainColorsAreTheSameInDarkMode() {
        // Unlike the system colours (`systemRed` is (255, 69, 58) in dark mode), a plain colour
        // is fixed.
        #expect(components(.orange, in: .dark) == [1, 0.5, 0, 1])
        #expect(components(.red, in: .dark) == components(.red, in: .light))
        #expect(components(.systemRed, in: .dark) != components(.systemRed, in: .light))
    }
}
