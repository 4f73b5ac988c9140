import Foundation

/// One animation running on an `AnimatedValue`: what it is, when it began, where it is going,
/// and which transactions' completions wait for it.
///
/// ## How it works
///
/// A segment is sampled given the running value (and velocity) of the segments before it —
/// its *base*. How it uses the base depends on its motion:
///
/// - `.spring`: a merging spring ignores the base. It took over the presented value and
///   velocity when it started and moves from them toward its target in closed form, until its
///   rest time.
/// - `.progress`: a built-in additive animation moves from the base toward its target:
///   v = base + p(τ)·(target − base). Its velocity follows by the chain rule:
///   v' = base'·(1 − p) + p'(τ)·(target − base).
/// - `.custom`: the same for a custom animation, whose part of the change comes from
///   `animate(value: target − base, time: τ, context:)`.
///
/// Once finished, every kind sits at its target with zero velocity, whatever its base does.
///
/// ## Design boundaries
///
/// - A custom segment's velocity assumes, as every animation in SwiftUI does, that the
///   animation scales with its change: the base's motion enters as `animate(value: −base′)`.
///   An animation that reports no velocity is differentiated numerically.
/// - Custom animations keep state in their context. Sampling never changes the segment (it
///   works on a copy); `advance(to:base:)` — called through `AnimatedValue.removeFinished` —
///   keeps what the animation wrote.
struct AnimationSegment<Value: VectorArithmetic> {
    enum Motion {
        case spring(Spring, startValue: Value, startVelocity: Value, restTime: Double)
        case progress(ProgressTimeline)
        case custom(AnimationContext<Value>)
    }

    var motion: Motion
    let animation: Animation
    let startTime: Double
    let target: Value
    /// The transaction whose `.logicallyComplete` completion this segment decides.
    let logicalTag: AnimationTag?
    /// Every transaction whose `.removed` completion waits for this segment: its own, and
    /// those of the segments it absorbed by merging.
    let carriedTags: [AnimationTag]
    /// Whether a custom animation has set `isLogicallyComplete` in a kept sample.
    private(set) var hasCompletedLogically = false

    init(
        motion: Motion, animation: Animation, startTime: Double, target: Value,
        logicalTag: AnimationTag?, carriedTags: [AnimationTag]
    ) {
        self.motion = motion
        self.animation = animation
        self.startTime = startTime
        self.target = target
        self.logicalTag = logicalTag
        self.carriedTags = carriedTags
    }

    /// Absorbs rounding in start + duration sums (0.2 + 0.5 may land an ulp past the frame at
    /// 0.7): a nanosecond, far below any frame interval.
    static var timeTolerance: Double { 1e-9 }
    /// The step for differentiating a custom animation that reports no velocity: 0.1 ms.
    private static var differentiationStep: Double { 1e-4 }

    /// The segment's value and velocity at `time`, above a base with `base` and `baseVelocity`.
    func sample(at time: Double, base: Value, baseVelocity: Value) -> (value: Value, velocity: Value) {
        let elapsed = max(0, time - startTime)
        switch motion {
        case .spring(let spring, let startValue, let startVelocity, let restTime):
            guard elapsed < restTime else { return (target, .zero) }
            let change = target - startValue
            return (
                startValue + spring.value(target: change, initialVelocity: startVelocity, time: elapsed),
                spring.velocity(target: change, initialVelocity: startVelocity, time: elapsed))
        case .progress(let timeline):
            guard elapsed < timeline.duration else { return (target, .zero) }
            let progress = timeline.progress(at: elapsed)
            let change = target - base
            return (
                base + change.scaled(by: progress.value),
                baseVelocity.scaled(by: 1 - progress.value) + change.scaled(by: progress.velocity))
        case .custom(let context):
            let change = target - base
            var current = context
            guard let part = animation.animate(value: change, time: elapsed, context: &current) else {
                return (target, .zero)
            }
            let rate = animation.velocity(value: change, time: elapsed, context: current)
                ?? numericRate(of: change, at: elapsed, context: context)
            var velocity = baseVelocity + rate
            if baseVelocity != .zero {
                // The change shrinks as the base moves toward the target: d(change)/dt = −base′.
                var scratch = context
                let lag = Value.zero - baseVelocity
                velocity += animation.animate(value: lag, time: elapsed, context: &scratch) ?? lag
            }
            return (base + part, velocity)
        }
    }

    /// Whether the segment has finished at `time` (its value is its target from then on).
    func isFinished(at time: Double, base: Value) -> Bool {
        let elapsed = time - startTime + Self.timeTolerance
        switch motion {
        case .spring(_, _, _, let restTime):
            return elapsed >= restTime
        case .progress(let timeline):
            return elapsed >= timeline.duration
        case .custom(let context):
            var scratch = context
            return animation.animate(value: target - base, time: max(0, time - startTime), context: &scratch) == nil
        }
    }

    /// Whether the segment has logically completed at `time`: a curve at its end, a spring at
    /// its duration, a custom animation once it says so or finishes.
    func isLogicallyComplete(at time: Double, base: Value) -> Bool {
        let elapsed = time - startTime + Self.timeTolerance
        switch motion {
        case .spring(let spring, _, _, let restTime):
            return elapsed >= min(spring.duration, restTime)
        case .progress(let timeline):
            return elapsed >= timeline.logicalDuration
        case .custom(let context):
            if hasCompletedLogically { return true }
            var scratch = context
            let part = animation.animate(value: target - base, time: max(0, time - startTime), context: &scratch)
            return part == nil || scratch.isLogicallyComplete
        }
    }

    /// Samples the segment at `time` and keeps what a custom animation wrote to its context.
    /// Returns whether the segment has finished.
    mutating func advance(to time: Double, base: Value) -> Bool {
        guard case .custom(var context) = motion else { return isFinished(at: time, base: base) }
        let part = animation.animate(value: target - base, time: max(0, time - startTime), context: &context)
        motion = .custom(context)
        if context.isLogicallyComplete { hasCompletedLogically = true }
        return part == nil
    }

    /// The context a custom animation merging into this segment receives with it as `previous`:
    /// a custom segment's own; for a merging spring, the position and velocity it started
    /// from, relative to `base`, so that `previous.animate` reproduces its motion.
    func mergeContext(base: Value) -> AnimationContext<Value> {
        switch motion {
        case .custom(let context):
            return context
        case .spring(_, let startValue, let startVelocity, _):
            var context = AnimationContext<Value>()
            context.state[MergingSpringState<Value>.self] = MergingSpringState(
                startTime: 0, offset: startValue - base, velocity: startVelocity)
            return context
        case .progress:
            return AnimationContext()
        }
    }

    /// The rate of `animate(value: change, …)` at `elapsed`, by central differences on copies
    /// of `context` (one-sided at the start).
    private func numericRate(of change: Value, at elapsed: Double, context: AnimationContext<Value>) -> Value {
        let earlier = max(0, elapsed - Self.differentiationStep)
        let later = elapsed + Self.differentiationStep
        var first = context
        var second = context
        let before = animation.animate(value: change, time: earlier, context: &first) ?? change
        let after = animation.animate(value: change, time: later, context: &second) ?? change
        return (after - before).scaled(by: 1 / (later - earlier))
    }
}
