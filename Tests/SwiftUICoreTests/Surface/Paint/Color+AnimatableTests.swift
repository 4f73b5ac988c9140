import Foundation
import Testing
@testable import SwiftUICore

/// A resolved colour animates in linear light, as `Color.Resolved` keeps its components on iOS.
struct ColorAnimatableTests {
    @Test(arguments: [-0.5, 0, 0.02, 0.04045, 0.2, 0.5, 0.9, 1, 1.25])
    func aComponentThroughLinearLightAndBackIsItself(component: Double) {
        // Within 1e-7: the standard's two breakpoints (0.04045 coded, 0.0031308 linear) do not
        // quite meet, by 3e-8 at the joint.
        #expect(abs(ColorSet.encode(ColorSet.decode(component)) - component) < 1e-7)
    }

    @Test func theAnimatableDataOfACodedComponentIsItsLinearLight() {
        // IEC 61966-2-1: 0.5 encoded is ((0.5 + 0.055) / 1.055)^2.4 = 0.21404 in linear light;
        // below 0.04045 the curve is the straight line c / 12.92.
        let color = Color.Resolved(red: 0.5, green: 0.02, blue: 1, opacity: 0.25)
        #expect(abs(color.animatableData.first.first - 0.214041) < 1e-6)
        #expect(abs(color.animatableData.first.second - 0.02 / 12.92) < 1e-12)
        #expect(color.animatableData.second.first == 1)
        #expect(color.animatableData.second.second == 0.25)
    }

    @Test func halfwayFromRedToBlackIsHalfTheLightNotHalfTheCode() {
        // Half of red's light, 0.5 linear, encodes as 1.055 × 0.5^(1/2.4) − 0.055 = 0.73536.
        let red = Color.Resolved(red: 1, green: 0, blue: 0), black = Color.Resolved(red: 0, green: 0, blue: 0)
        var halfway = red
        halfway.animatableData = red.animatableData.interpolated(towards: black.animatableData, amount: 0.5)
        #expect(abs(halfway.red - 0.735357) < 1e-6)
        #expect(halfway.green == 0 && halfway.blue == 0 && halfway.opacity == 1)
    }
}
