import Foundation
import Testing
@testable import SwiftUICore

private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance
}

private func timeline(_ animation: Animation, move: Double = 1) -> ProgressTimeline? {
    ProgressTimeline(animation.storage, moveSquared: move * move)
}

struct ProgressTimelineTests {
    @Test func zeroDurationIsFinishedAtOnce() throws {
        let instant = try #require(timeline(.linear(duration: 0)))
        #expect(instant.duration == 0)
        #expect(instant.logicalDuration == 0)
        #expect(instant.progress(at: 0) == (1, 0))
    }

    @Test func curvesRunOverTheirDuration() throws {
        let linear = try #require(timeline(.linear(duration: 2)))
        #expect(linear.progress(at: -1) == (0, 0))
        #expect(linear.progress(at: 0.5) == (0.25, 0.5))
        #expect(linear.progress(at: 2) == (1, 0))
        #expect(linear.duration == 2 && linear.logicalDuration == 2)
        let ease = try #require(timeline(.easeInOut))
        #expect(close(ease.progress(at: 0.175).value, 0.5, within: 1e-9))
    }

    /// Delayed by d: p(τ) = 0 before d, then the base's p(τ − d).
    @Test func delay() throws {
        let delayed = try #require(timeline(.linear(duration: 1).delay(0.5)))
        #expect(delayed.progress(at: 0.4) == (0, 0))
        #expect(delayed.progress(at: 1.0) == (0.5, 1))
        #expect(delayed.duration == 1.5)
        #expect(delayed.logicalDuration == 1.5)
    }

    /// Speed s: p(τ) = base(s·τ), p' = s·base'.
    @Test func speed() throws {
        let fast = try #require(timeline(.linear(duration: 1).speed(2)))
        #expect(fast.progress(at: 0.25) == (0.5, 2))
        #expect(fast.duration == 0.5)
        let slow = try #require(timeline(.easeIn(duration: 1).speed(0.5)))
        #expect(slow.duration == 2)
        #expect(close(slow.progress(at: 1).value, UnitCurve.easeIn.value(at: 0.5)))
        let stopped = try #require(timeline(.linear(duration: 1).speed(0)))
        #expect(stopped.duration == .infinity)
        #expect(stopped.progress(at: 5) == (0, 0))
        // `.delay(1).speed(2)`: the delay runs on the sped-up clock too, so it lasts 0.5 s.
        let both = try #require(timeline(.linear(duration: 1).delay(1).speed(2)))
        #expect(both.progress(at: 0.75) == (0.5, 2))
        #expect(both.duration == 1)
    }

    /// Repetition k runs the base on τ − k·D, backwards on odd k when autoreversing; the end
    /// is p = 1 whatever the direction of the last repetition.
    @Test func repeatCountWithAutoreverse() throws {
        let three = try #require(timeline(.linear(duration: 1).repeatCount(3, autoreverses: true)))
        #expect(three.progress(at: 0.5) == (0.5, 1))
        #expect(three.progress(at: 1.25) == (0.75, -1))
        #expect(three.progress(at: 2.5) == (0.5, 1))
        #expect(three.duration == 3 && three.logicalDuration == 3)
        #expect(three.progress(at: 3) == (1, 0))

        let two = try #require(timeline(.linear(duration: 1).repeatCount(2)))
        #expect(two.progress(at: 1.5) == (0.5, -1))
        #expect(two.progress(at: 2) == (1, 0))

        let forward = try #require(timeline(.linear(duration: 1).repeatCount(2, autoreverses: false)))
        #expect(forward.progress(at: 1.25) == (0.25, 1))
    }

    @Test func repeatForever() throws {
        let forever = try #require(timeline(.linear(duration: 1).repeatForever()))
        #expect(forever.duration == .infinity)
        #expect(forever.logicalDuration == .infinity)
        #expect(forever.progress(at: 10.25) == (0.25, 1))
        #expect(forever.progress(at: 11.25) == (0.75, -1))
        let noReverse = try #require(timeline(.easeOut(duration: 0.5).repeatForever(autoreverses: false)))
        #expect(close(noReverse.progress(at: 7.6).value, UnitCurve.easeOut.value(at: 0.2), within: 1e-9))
    }

    /// A spring leaf is the unit step response 1 − (1 + ωτ)e^(−ωτ), finished at its rest time,
    /// which depends on the size of the change.
    @Test func springLeaves() throws {
        let omega = 4 * Double.pi
        let small = try #require(timeline(.interpolatingSpring(duration: 0.5, bounce: 0), move: 1))
        let large = try #require(timeline(.interpolatingSpring(duration: 0.5, bounce: 0), move: 100))
        #expect(close(small.progress(at: 0.2).value, 1 - (1 + omega * 0.2) * exp(-omega * 0.2)))
        #expect(close(small.progress(at: 0.2).velocity, omega * omega * 0.2 * exp(-omega * 0.2), within: 1e-11))
        #expect(large.duration > small.duration)
        #expect(close(small.duration, Spring.smooth.restTime(displacement: -1.0, velocity: 0.0, move: 1.0), within: 0))
        #expect(small.logicalDuration == 0.5)
        #expect(small.progress(at: small.duration) == (1, 0))
        // With an initial velocity in fractions per second: p'(0) = v₀.
        let kicked = try #require(timeline(.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 3)))
        #expect(close(kicked.progress(at: 0).velocity, 3))
    }

    @Test func customLeavesHaveNoTimeline() {
        #expect(timeline(Animation(Halfway()).delay(1)) == nil)
        #expect(timeline(.linear.delay(1)) != nil)
    }
}

nonisolated private struct Halfway: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 1 ? value.scaled(by: 0.5) : nil
    }
}
