import Foundation
import Testing
@testable import SwiftUICore

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// A track's motion against formulas worked out by hand: straight lines, the cubic Hermite
/// basis h₀₀ = 2s³−3s²+1, h₁₀ = s³−2s²+s, h₀₁ = −2s³+3s², h₁₁ = s³−s² with Catmull-Rom
/// tangents, and the critically damped spring x(t) = 1 − (1 + ωt)·e^(−ωt).
struct KeyframeCurveTests {
    @Test func noKeyframesHoldTheInitialValue() {
        let curve = KeyframeCurve(initialValue: 7.0, keyframes: [])
        #expect(curve.duration == 0)
        #expect(curve.value(at: 0) == 7)
        #expect(curve.value(at: 3) == 7)
    }

    @Test func linearKeyframesFollowStraightLinesFromWhereTheValueIs() {
        // 10 → 30 over 2 s, then 30 → 0 over 1 s.
        let curve = KeyframeCurve(initialValue: 10.0, keyframes: [
            .linear(to: 30, duration: 2, timingCurve: .linear),
            .linear(to: 0, duration: 1, timingCurve: .linear),
        ])
        #expect(curve.duration == 3)
        #expect(close(curve.value(at: 0.5), 15))   // 10 + 20·0.25
        #expect(close(curve.value(at: 2), 30))
        #expect(close(curve.value(at: 2.5), 15))   // 30 − 30·0.5
        #expect(curve.value(at: -1) == 10)
        #expect(curve.value(at: 9) == 0)
    }

    @Test func aSymmetricCurveIsHalfwayAtHalfTime() {
        // easeInOut's control points (0.42, 0) and (0.58, 1) are symmetric about (½, ½).
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [.linear(to: 100, duration: 1, timingCurve: .easeInOut)])
        #expect(close(curve.value(at: 0.5), 50, 1e-6))
        #expect(curve.value(at: 0.25) < 25)
    }

    @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
        // Points 0, 10, 30 at t = 0, 1, 2. Tangents: 0 at the start (a track starts at rest),
        // (30 − 0)/(2 − 0) = 15 at t = 1, 0 at the end. Midpoints, s = ½ (h = ½, ⅛, ½, −⅛):
        //   first: ½·0 + ⅛·1·0 + ½·10 − ⅛·1·15 = 3.125
        //   second: ½·10 + ⅛·1·15 + ½·30 − ⅛·1·0 = 21.875
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [
            .cubic(to: 10, duration: 1, startVelocity: nil, endVelocity: nil),
            .cubic(to: 30, duration: 1, startVelocity: nil, endVelocity: nil),
        ])
        #expect(close(curve.value(at: 0.5), 3.125))
        #expect(close(curve.value(at: 1), 10))
        #expect(close(curve.value(at: 1.5), 21.875))
        #expect(close(curve.value(at: 2), 30))
        // The velocity is continuous through the shared point: 15 from both sides.
        #expect(close(curve.pieces[0].velocity(at: 1), 15))
        #expect(close(curve.pieces[1].velocity(at: 1), 15))
    }

    @Test func unevenTimesUseTheTimeBetweenNeighbours() {
        // Points 0, 10, 40 at t = 0, 2, 3: the tangent at t = 2 is 40/3.
        // First segment's midpoint (d = 2): ½·0 + ⅛·2·0 + ½·10 − ⅛·2·(40/3) = 5 − 10/3.
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [
            .cubic(to: 10, duration: 2, startVelocity: nil, endVelocity: nil),
            .cubic(to: 40, duration: 1, startVelocity: nil, endVelocity: nil),
        ])
        #expect(close(curve.value(at: 1), 5 - 10.0 / 3))
    }

    @Test func givenVelocitiesWin() {
        // 0 → 10 in 1 s with m₀ = 20, m₁ = −20: ½·0 + ⅛·20 + ½·10 − ⅛·(−20) = 10 at s = ½.
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [
            .cubic(to: 10, duration: 1, startVelocity: 20, endVelocity: -20),
        ])
        #expect(close(curve.value(at: 0.5), 10))
        #expect(close(curve.pieces[0].velocity(at: 0), 20))
        #expect(close(curve.pieces[0].velocity(at: 1), -20))
    }

    @Test func aCubicAfterALinearKeyframeStartsWithItsVelocity() {
        // Linear 0 → 10 in 1 s ends at 10 per second; the cubic 10 → 20 in 1 s starts with 10
        // and, being last, ends at rest: ½·10 + ⅛·10 + ½·20 − ⅛·0 = 16.25 at its midpoint.
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [
            .linear(to: 10, duration: 1, timingCurve: .linear),
            .cubic(to: 20, duration: 1, startVelocity: nil, endVelocity: nil),
        ])
        #expect(close(curve.value(at: 1.5), 16.25))
    }

    @Test func aCubicBeforeALinearKeyframeEndsWithItsVelocity() {
        // Cubic 0 → 10 in 1 s, then linear 10 → 40 in 2 s (15 per second): m₁ = 15, so the
        // cubic's midpoint is ½·10 − ⅛·15 = 3.125.
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [
            .cubic(to: 10, duration: 1, startVelocity: nil, endVelocity: nil),
            .linear(to: 40, duration: 2, timingCurve: .linear),
        ])
        #expect(close(curve.value(at: 0.5), 3.125))
    }

    @Test func aSpringKeyframeFollowsTheSpringsClosedForm() {
        // Spring(duration: 0.5, bounce: 0) is critically damped with ω = 2π/0.5 = 4π:
        // from 0 toward 100 at rest, x(t) = 100·(1 − (1 + ωt)·e^(−ωt)).
        let spring = Spring(duration: 0.5, bounce: 0)
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [
            .spring(to: 100, duration: nil, spring: spring, startVelocity: nil),
        ])
        let omega = 4 * Double.pi
        for t in [0.05, 0.1, 0.2, 0.4] {
            #expect(close(curve.value(at: t), 100 * (1 - (1 + omega * t) * exp(-omega * t)), 1e-9), "t = \(t)")
        }
        // No duration: the spring's settling duration.
        #expect(curve.duration == spring.settlingDuration)
    }

    @Test func aCutShortSpringHandsOnWhereItIs() {
        // A 0.1 s spring segment ends at x(0.1); the move keyframe after it jumps to 5 at once.
        let omega = 4 * Double.pi
        let reached = 100 * (1 - (1 + omega * 0.1) * exp(-omega * 0.1))
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [
            .spring(to: 100, duration: 0.1, spring: Spring(duration: 0.5, bounce: 0), startVelocity: nil),
            .linear(to: 0, duration: 1, timingCurve: .linear),
        ])
        #expect(close(curve.pieces[1].from, reached))
        #expect(close(curve.value(at: 0.6), reached / 2))
    }

    @Test func aMoveKeyframeJumpsAndTakesNoTime() {
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [
            .move(to: 50),
            .linear(to: 100, duration: 1, timingCurve: .linear),
        ])
        #expect(curve.duration == 1)
        #expect(curve.value(at: 0) == 50)
        #expect(close(curve.value(at: 0.5), 75))
    }

    @Test func anInitialVelocityStartsTheFirstKeyframe() {
        // What a restarted keyframe animator hands on. Cubic 0 → 10 in 1 s starting at 20 per
        // second, ending at rest: ½·0 + ⅛·1·20 + ½·10 − ⅛·1·0 = 7.5 at its midpoint.
        let curve = KeyframeCurve(initialValue: 0.0, initialVelocity: 20, keyframes: [
            .cubic(to: 10, duration: 1, startVelocity: nil, endVelocity: nil),
        ])
        #expect(close(curve.value(at: 0.5), 7.5))
        #expect(close(curve.velocity(at: 0), 20))
        // h′ at s = ½ (d00 = −1.5, d10 = −0.25, d01 = 1.5, d11 = −0.25): −0.25·20 + 1.5·10 = 10.
        #expect(close(curve.velocity(at: 0.5), 10))
    }

    @Test func aTrackThatHasEndedHoldsItsValueAtRest() {
        let curve = KeyframeCurve(initialValue: 0.0, keyframes: [.linear(to: 10, duration: 1, timingCurve: .linear)])
        #expect(close(curve.velocity(at: 0.5), 10))
        #expect(curve.velocity(at: 1) == 0)
        #expect(curve.value(at: 5) == 10)
    }
}
