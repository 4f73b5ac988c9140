import Foundation
import Testing
@testable import SwiftUICore

private let firstTag = AnimationTag()
private let secondTag = AnimationTag()

private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

private let omega = 4 * Double.pi  // `.smooth`: 2π / 0.5 s

/// `.smooth` from 0 to 1: x(τ) = 1 − (1 + ωτ)e^(−ωτ), x'(τ) = ω²τe^(−ωτ).
private func smooth(_ tau: Double) -> (value: Double, velocity: Double) {
    (1 - (1 + omega * tau) * exp(-omega * tau), omega * omega * tau * exp(-omega * tau))
}

/// A linear animation written as a custom animation.
nonisolated private struct CustomLinear: CustomAnimation {
    var duration: Double
    var reportsVelocity = true

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= duration ? nil : value.scaled(by: time / duration)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        reportsVelocity ? value.scaled(by: 1 / duration) : nil
    }
}

struct AnimatedValueTests {
    // MARK: Edge cases

    @Test func aNewValueIsAtRest() {
        let value = AnimatedValue(42.0)
        #expect(!value.isAnimating)
        #expect(value.target == 42)
        #expect(value.value(at: 0) == 42)
        #expect(value.value(at: 1e6) == 42)
        #expect(value.velocity(at: 3) == 0)
    }

    @Test func noAnimationSnaps() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 1), at: 0, tag: nil)
        value.animate(to: 30, with: nil, at: 0.5, tag: nil)
        #expect(!value.isAnimating)
        #expect(value.value(at: 0.5) == 30)
        #expect(value.value(at: 0.75) == 30)
        #expect(value.target == 30)
    }

    @Test func animatingToTheSameTargetChangesNothing() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 1), at: 0, tag: nil)
        value.animate(to: 100, with: .smooth, at: 0.5, tag: firstTag)
        #expect(value.value(at: 0.75) == 75)
        #expect(value.isLogicallyComplete(firstTag, at: 0.5))
        var still = AnimatedValue(5.0)
        still.animate(to: 5, with: .linear, at: 0, tag: nil)
        #expect(!still.isAnimating)
    }

    @Test func zeroDurationAnimationsArriveAtOnce() {
        for animation in [Animation.linear(duration: 0), .spring(duration: 0), .easeIn(duration: 0).delay(0)] {
            var value = AnimatedValue(0.0)
            value.animate(to: 10, with: animation, at: 2, tag: firstTag)
            #expect(value.value(at: 2) == 10, "\(animation)")
            #expect(value.isRemoved(firstTag, at: 2), "\(animation)")
            value.removeFinished(at: 2)
            #expect(!value.isAnimating, "\(animation)")
        }
    }

    @Test func finishedAnimationsLeaveExactlyTheTarget() {
        var value = AnimatedValue(0.1)
        value.animate(to: 0.7, with: .easeInOut(duration: 0.3), at: 0.2, tag: nil)
        #expect(value.isAnimating)
        #expect(value.value(at: 0.5) == 0.7)
        value.removeFinished(at: 0.5)
        #expect(!value.isAnimating)
        #expect(value.value(at: 0.5) == 0.7)
    }

    @Test func cgFloatAndPairValues() {
        var height = AnimatedValue(CGFloat(0))
        height.animate(to: 300, with: .smooth, at: 0.1, tag: nil)
        #expect(close(Double(height.value(at: 0.3)), 300 * smooth(0.2).value, within: 1e-9))
        var rect = AnimatedValue(AnimatablePair(AnimatablePair(CGFloat(0), CGFloat(0)), AnimatablePair(CGFloat(10), CGFloat(20))))
        rect.animate(
            to: AnimatablePair(AnimatablePair(CGFloat(100), CGFloat(-50)), AnimatablePair(CGFloat(30), CGFloat(20))),
            with: .linear(duration: 2), at: 0, tag: nil)
        let halfway = rect.value(at: 1)
        #expect(halfway.first.first == 50 && halfway.first.second == -25)
        #expect(halfway.second.first == 20 && halfway.second.second == 20)
        #expect(rect.velocity(at: 1).first.first == 50)
    }

    // MARK: SEMANTICS §2: retargeting a spring keeps velocity

    @Test func retargetedSpringKeepsRising() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .smooth, at: 0, tag: nil)
        let before = value
        value.animate(to: 0, with: .smooth, at: 0.2, tag: nil)
        // At the retarget: y = 71.54, y' = +255.8 (still rising).
        let d0 = 100 * smooth(0.2).value, v0 = 100 * smooth(0.2).velocity
        #expect(close(d0, 71.54, within: 0.005) && close(v0, 255.8, within: 0.05))
        // Continuous at t = 0.2: the same position and velocity from both sides.
        #expect(close(before.value(at: 0.2), value.value(at: 0.2), within: 1e-12))
        #expect(close(before.velocity(at: 0.2), value.velocity(at: 0.2), within: 1e-9))
        let h = 1e-7
        #expect(close((value.value(at: 0.2 + h) - before.value(at: 0.2 - h)) / (2 * h), v0, within: 1e-3))
        // d(τ) = (d₀ + (v₀ + ωd₀)τ)e^(−ωτ).
        func expected(_ tau: Double) -> Double { (d0 + (v0 + omega * d0) * tau) * exp(-omega * tau) }
        for step in 0...50 {
            let tau = Double(step) / 100
            #expect(close(value.value(at: 0.2 + tau), expected(tau), within: 1e-9), "τ = \(tau)")
        }
        // The numbers SEMANTICS §2 prints.
        for (tau, y) in [(0.05, 68.97), (0.1, 53.23), (0.2, 24.50), (0.5, 1.21)] {
            #expect(close(value.value(at: 0.2 + tau), y, within: 0.005), "τ = \(tau)")
        }
        // It keeps rising to its peak, at τ = v₀ / (ω(v₀ + ωd₀)) = 0.0176 s, then falls.
        let peak = v0 / (omega * (v0 + omega * d0))
        #expect(close(peak, 0.0176, within: 0.00005))
        #expect(close(value.velocity(at: 0.2 + peak), 0, within: 1e-9))
        #expect(value.value(at: 0.2 + peak) > value.value(at: 0.2))
        #expect(close(value.value(at: 0.2 + peak), 73.64, within: 0.005))
    }

    /// A merging spring takes over a timing curve with its velocity: linear 0 → 100 over 1 s
    /// is at 50 moving at 100/s when `.smooth` retargets it to 0 at t = 0.5.
    @Test func springTakesOverACurveWithItsVelocity() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 1), at: 0, tag: nil)
        value.animate(to: 0, with: .smooth, at: 0.5, tag: nil)
        for tau in [0.0, 0.05, 0.2, 0.6] {
            let expected = (50 + (100 + omega * 50) * tau) * exp(-omega * tau)
            #expect(close(value.value(at: 0.5 + tau), expected, within: 1e-9))
        }
        #expect(close(value.velocity(at: 0.5), 100, within: 1e-9))
    }

    // MARK: SEMANTICS §3: timing curves add up

    @Test func crossingLinearAnimationsAddUp() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 1), at: 0, tag: nil)
        value.animate(to: 0, with: .linear(duration: 1), at: 0.5, tag: nil)
        // y(t) = y₁(t) + f₂(t − 0.5)·(0 − y₁(t)).
        #expect(value.value(at: 0.5) == 50)
        #expect(value.value(at: 0.75) == 56.25)
        #expect(value.value(at: 1.0) == 50)
        #expect(value.value(at: 1.5) == 0)
        // Between 0.5 and 1, y = 100t·(1.5 − t): y' = 100·(1.5 − 2t).
        for t in [0.5, 0.6, 0.75, 0.9] {
            #expect(close(value.value(at: t), 100 * t * (1.5 - t)))
            #expect(close(value.velocity(at: t), 100 * (1.5 - 2 * t)))
        }
        // Then y₁ = 100 and y = 100·(1 − (t − 0.5)).
        #expect(close(value.velocity(at: 1.2), -100))
    }

    @Test func threeCurvesChain() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 1), at: 0, tag: nil)
        value.animate(to: 0, with: .easeIn(duration: 1), at: 0.25, tag: nil)
        value.animate(to: 40, with: .easeOut(duration: 0.5), at: 0.5, tag: nil)
        let t = 0.6
        let first = 100 * t
        let second = first + UnitCurve.easeIn.value(at: t - 0.25) * (0 - first)
        let third = second + UnitCurve.easeOut.value(at: (t - 0.5) / 0.5) * (40 - second)
        #expect(close(value.value(at: t), third))
    }

    @Test func modifiedCurves() {
        var delayed = AnimatedValue(0.0)
        delayed.animate(to: 100, with: .linear(duration: 1).delay(0.5), at: 1, tag: nil)
        #expect(delayed.value(at: 1.25) == 0)
        #expect(delayed.value(at: 2) == 50)
        var fast = AnimatedValue(0.0)
        fast.animate(to: 100, with: .linear(duration: 1).speed(4), at: 0, tag: nil)
        #expect(fast.value(at: 0.125) == 50)
        #expect(fast.velocity(at: 0.125) == 400)
        var bounce = AnimatedValue(0.0)
        bounce.animate(to: 10, with: .linear(duration: 1).repeatCount(3, autoreverses: true), at: 0, tag: nil)
        #expect(bounce.value(at: 1.25) == 7.5)
        #expect(bounce.value(at: 2.25) == 2.5)
        #expect(bounce.value(at: 3) == 10)
    }

    /// Interpolating springs are additive: the second runs from the running value of the first.
    @Test func interpolatingSpringsAreAdditive() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .interpolatingSpring, at: 0, tag: nil)
        value.animate(to: 0, with: .interpolatingSpring, at: 0.2, tag: nil)
        let t = 0.3
        let first = 100 * smooth(t).value
        #expect(close(value.value(at: t), first + smooth(t - 0.2).value * (0 - first)))
    }

    // MARK: Custom animations

    @Test func customAnimationDrivesTheValue() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: Animation(CustomLinear(duration: 1)), at: 0, tag: firstTag)
        #expect(value.value(at: 0.25) == 25)
        #expect(value.velocity(at: 0.25) == 100)
        #expect(!value.isLogicallyComplete(firstTag, at: 0.99))
        #expect(value.isLogicallyComplete(firstTag, at: 1))
        value.removeFinished(at: 1)
        #expect(!value.isAnimating)
        #expect(value.value(at: 1) == 100)
    }

    @Test func customAnimationsChainLikeCurves() {
        for reportsVelocity in [true, false] {
            var value = AnimatedValue(0.0)
            let animation = Animation(CustomLinear(duration: 1, reportsVelocity: reportsVelocity))
            value.animate(to: 100, with: animation, at: 0, tag: nil)
            value.animate(to: 0, with: animation, at: 0.5, tag: nil)
            #expect(close(value.value(at: 0.75), 56.25))
            #expect(close(value.velocity(at: 0.6), 100 * (1.5 - 1.2), within: reportsVelocity ? 1e-9 : 1e-6))
        }
    }

    @Test func springTakesOverACustomAnimation() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: Animation(CustomLinear(duration: 1)), at: 0, tag: nil)
        value.animate(to: 0, with: .smooth, at: 0.5, tag: nil)
        let expected = (50 + (100 + omega * 50) * 0.1) * exp(-omega * 0.1)
        #expect(close(value.value(at: 0.6), expected))
    }

    /// A custom animation that merges glides linearly from where the animation it replaces was.
    @Test func mergingCustomAnimationTakesOver() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: Animation(Glide(duration: 1)), at: 0, tag: firstTag)
        value.animate(to: 0, with: Animation(Glide(duration: 1)), at: 0.5, tag: secondTag)
        #expect(value.value(at: 0.5) == 50)
        #expect(value.value(at: 0.75) == 37.5)
        #expect(value.value(at: 1.5) == 0)
        // The replaced animation still completes logically when it would have.
        #expect(!value.isLogicallyComplete(firstTag, at: 0.99))
        #expect(value.isLogicallyComplete(firstTag, at: 1))
        #expect(!value.isRemoved(firstTag, at: 1.4))
        #expect(value.isRemoved(firstTag, at: 1.5))
        #expect(value.isLogicallyComplete(secondTag, at: 1.5))
    }

    /// Custom state written in `removeFinished` is kept from tick to tick; sampling works on a
    /// copy and keeps nothing.
    @Test func customStatePersistsAcrossTicks() {
        var value = AnimatedValue(0.0)
        value.animate(to: 8, with: Animation(CountingSteps()), at: 0, tag: nil)
        value.removeFinished(at: 0)
        value.removeFinished(at: 0.1)
        // Two samples kept; this one is the third, on a copy.
        #expect(value.value(at: 0.1) == 6)
        #expect(value.value(at: 0.1) == 6)
        value.removeFinished(at: 0.2)
        value.removeFinished(at: 0.3)
        #expect(value.isAnimating)
        value.removeFinished(at: 0.4)
        #expect(!value.isAnimating)
        #expect(value.value(at: 0.4) == 8)
    }
}

nonisolated private struct GlideStart<Value: VectorArithmetic>: AnimationStateKey {
    var offset = Value.zero
    var startTime = 0.0
    static var defaultValue: Self { Self() }
}

/// Linear over `duration` from the offset it took over when it merged (zero at first).
nonisolated private struct Glide: CustomAnimation {
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let start = context.state[GlideStart<V>.self]
        let elapsed = time - start.startTime
        if elapsed >= duration { return nil }
        return start.offset.interpolated(towards: value, amount: elapsed / duration)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        var start = GlideStart<V>()
        start.offset = previous.animate(value: value, time: time, context: &context) ?? value
        start.startTime = time
        context.state[GlideStart<V>.self] = start
        return true
    }
}

nonisolated private struct Ticks: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// Moves a quarter of the change per sample it is given to keep; finished after four.
nonisolated private struct CountingSteps: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Ticks.self] += 1
        let ticks = context.state[Ticks.self]
        return ticks > 4 ? nil : value.scaled(by: Double(ticks) / 4)
    }
}
