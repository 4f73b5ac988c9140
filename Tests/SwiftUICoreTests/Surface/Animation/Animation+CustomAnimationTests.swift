import Foundation
import Testing
@testable import SwiftUICore

private func close(_ a: Double?, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

nonisolated private struct Linear: CustomAnimation {
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= duration ? nil : value.scaled(by: time / duration)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: 1 / duration)
    }
}

/// `Animation` sampled through SwiftUI's `animate`/`velocity`/`shouldMerge`.
struct AnimationCustomAnimationTests {
    @Test func timingCurvesScaleTheirValue() {
        var context = AnimationContext<Double>()
        let linear = Animation.linear(duration: 1)
        #expect(linear.animate(value: 100, time: 0.25, context: &context) == 25)
        #expect(linear.velocity(value: 100, time: 0.25, context: context) == 100)
        #expect(!context.isLogicallyComplete)
        #expect(linear.animate(value: 100, time: 1, context: &context) == nil)
        #expect(context.isLogicallyComplete)
        var zero = AnimationContext<Double>()
        #expect(Animation.linear(duration: 0).animate(value: 5, time: 0, context: &zero) == nil)
    }

    @Test func modifiersShiftAndScaleTime() {
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 1).delay(0.5).animate(value: 100, time: 0.4, context: &context) == 0)
        #expect(Animation.linear(duration: 1).delay(0.5).animate(value: 100, time: 1, context: &context) == 50)
        #expect(Animation.linear(duration: 1).speed(2).animate(value: 100, time: 0.25, context: &context) == 50)
        #expect(Animation.linear(duration: 1).speed(2).velocity(value: 100, time: 0.25, context: context) == 200)
        #expect(Animation.linear(duration: 1).repeatCount(2).animate(value: 100, time: 1.25, context: &context) == 75)
    }

    /// A merging spring from rest is the spring's closed form; it ends when the rest test holds.
    @Test func mergingSpringFromRest() {
        var context = AnimationContext<Double>()
        let omega = 4 * Double.pi
        let value = Animation.smooth.animate(value: 100, time: 0.2, context: &context)
        #expect(close(value, 100 * (1 - (1 + omega * 0.2) * exp(-omega * 0.2))))
        #expect(!context.isLogicallyComplete)
        _ = Animation.smooth.animate(value: 100, time: 0.5, context: &context)
        #expect(context.isLogicallyComplete)
        #expect(Animation.smooth.animate(value: 100, time: 1.2, context: &context) != nil)
        #expect(Animation.smooth.animate(value: 100, time: 1.21, context: &context) == nil)
    }

    /// A spring merging with a linear animation halfway takes over its offset (50) and its
    /// velocity (100/s), then moves on from there: d = (d₀ + (v₀ + ωd₀)τ)e^(−ωτ).
    @Test func springsMergeTakingPositionAndVelocity() {
        var context = AnimationContext<Double>()
        #expect(Animation.smooth.shouldMerge(previous: .linear(duration: 1), value: 100, time: 0.5, context: &context))
        let omega = 4 * Double.pi
        let d0 = 50.0 - 100, v0 = 100.0
        for tau in [0.0, 0.1, 0.3] {
            let expected = 100 + (d0 + (v0 + omega * d0) * tau) * exp(-omega * tau)
            #expect(close(Animation.smooth.animate(value: 100, time: 0.5 + tau, context: &context), expected))
        }
        #expect(close(Animation.smooth.velocity(value: 100, time: 0.5, context: context), 100))
    }

    @Test func onlySpringsAndWillingCustomAnimationsMerge() {
        var context = AnimationContext<Double>()
        #expect(!Animation.linear.shouldMerge(previous: .linear, value: 1, time: 0.1, context: &context))
        #expect(!Animation.interpolatingSpring.shouldMerge(previous: .smooth, value: 1, time: 0.1, context: &context))
        #expect(!Animation.smooth.delay(0.1).shouldMerge(previous: .smooth, value: 1, time: 0.1, context: &context))
        #expect(!Animation(Linear(duration: 1)).shouldMerge(previous: .linear, value: 1, time: 0.1, context: &context))
    }

    /// Repeating a custom animation: each repetition starts when the previous one returned nil.
    @Test func repeatedCustomAnimation() {
        var context = AnimationContext<Double>()
        let animation = Animation(Linear(duration: 1)).repeatCount(2, autoreverses: true)
        #expect(animation.animate(value: 10, time: 0.5, context: &context) == 5)
        #expect(animation.animate(value: 10, time: 1, context: &context) == 10)
        #expect(animation.animate(value: 10, time: 1.25, context: &context) == 7.5)
        #expect(animation.velocity(value: 10, time: 1.25, context: context) == -10)
        #expect(animation.animate(value: 10, time: 2, context: &context) == nil)
        var delayed = AnimationContext<Double>()
        #expect(Animation(Linear(duration: 1)).delay(1).speed(2).animate(value: 10, time: 0.75, context: &delayed) == 5)
    }
}
