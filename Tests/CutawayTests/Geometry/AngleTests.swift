import Foundation
import Testing
@testable import Cutaway

struct AngleTests {
    @Test func degreesAndRadiansAreOneAngle() {
        // 180° is π radians by definition.
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle(radians: .pi / 2).degrees == 90)
        var angle = Angle.zero
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-15)
        #expect(Angle.degrees(10) < Angle.degrees(20))
    }

    @Test func anAngleAnimatesAsItsRadians() {
        var angle = Angle.degrees(90)
        #expect(angle.animatableData == .pi / 2)
        angle.animatableData = .pi
        #expect(angle.degrees == 180)
        // A full turn and ten degrees is not ten degrees: it animates through the turn.
        #expect(Angle.degrees(370).animatableData > Angle.degrees(10).animatableData)
    }
}
