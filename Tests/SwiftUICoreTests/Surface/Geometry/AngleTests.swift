import Foundation
import Testing
@testable import SwiftUICore

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

    @Test func anglesAddSubtractScaleAndNegateAsTheirRadians() {
        // Each result is the same operation on the radians: π/2 + π/4 = 3π/4, π/2 − π/4 = π/4,
        // (π/2)·3 = 3π/2, (π/2)/2 = π/4, −(π/2).
        let right = Angle.radians(.pi / 2), eighth = Angle.radians(.pi / 4)
        #expect((right + eighth).radians == .pi / 2 + .pi / 4)
        #expect((right - eighth).radians == .pi / 2 - .pi / 4)
        #expect((right * 3).radians == .pi / 2 * 3)
        #expect((right / 2).radians == .pi / 4)
        #expect((-right).radians == -.pi / 2)
        #expect((-right).magnitude == .pi / 2)
        // In degrees, as clock code writes it: 360° / 12 hours × 5 = 150°.
        #expect(abs((Angle.degrees(360) / 12 * 5).degrees - 150) < 1e-12)
    }

    @Test func compoundAssignmentsChangeTheAngleInPlace() {
        // 30° + 60° = 90°, − 45° = 45°, × 4 = 180°, ÷ 3 = 60°.
        var angle = Angle.degrees(30)
        angle += .degrees(60)
        #expect(abs(angle.degrees - 90) < 1e-12)
        angle -= .degrees(45)
        #expect(abs(angle.degrees - 45) < 1e-12)
        angle *= 4
        #expect(abs(angle.degrees - 180) < 1e-12)
        angle /= 3
        #expect(abs(angle.degrees - 60) < 1e-12)
    }
}
