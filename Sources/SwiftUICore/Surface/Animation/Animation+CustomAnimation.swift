import Foundation

/// `Animation` sampled the way SwiftUI samples every animation: SwiftUI's iOS 17
/// `animate(value:time:context:)`, `velocity(value:time:context:)` and
/// `shouldMerge(previous:value:time:context:)`.
///
/// `AnimatedValue` uses this path only for animations with a custom leaf (and to let a custom
/// animation look at the animation it merges with); built-ins are read in closed form there.
/// The two agree: a timing curve here is `value·p(τ)` from its `ProgressTimeline`, a merging
/// spring is the closed-form spring from the position and velocity it took over, and the rest
/// test is the same, checked at the sampled time instead of solved for the first moment.
extension Animation {
    /// The part of the change `value` made `time` seconds in, or `nil` once finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        storage.animate(value: value, time: time, context: &context)
    }

    /// The velocity of the change `value` at `time`, in units per second.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        storage.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation replaces `previous` when started `time` seconds into it.
    ///
    /// Merging springs always do: they take the position and velocity of `previous` at `time`
    /// into `context` and continue from there. Custom animations decide for themselves; every
    /// other animation runs alongside.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        switch storage {
        case .spring:
            var start = MergingSpringState<V>()
            start.velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
            start.offset = previous.animate(value: value, time: time, context: &context) ?? value
            start.startTime = time
            context.state[MergingSpringState<V>.self] = start
            context.isLogicallyComplete = false
            return true
        case .custom(let custom):
            return custom.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
        default:
            return false
        }
    }
}

/// Where a merging spring took over: the offset and velocity it started from, and when.
struct MergingSpringState<Value: VectorArithmetic>: AnimationStateKey {
    var startTime = 0.0
    var offset = Value.zero
    var velocity = Value.zero

    static var defaultValue: Self { Self() }
}

/// Which repetition a repeated custom animation is in, and when that repetition began.
private struct RepetitionState: AnimationStateKey {
    var index = 0
    var startTime = 0.0

    static var defaultValue: Self { Self() }
}

extension Animation.Storage {
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        switch self {
        case .timingCurve(let curve, let duration):
            return Self.animate(.curve(curve, duration: duration), value: value, time: time, context: &context)
        case .interpolatingSpring(let spring, let initialVelocity):
            let timeline = ProgressTimeline.spring(spring, initialVelocity: initialVelocity, moveSquared: value.magnitudeSquared)
            return Self.animate(timeline, value: value, time: time, context: &context)
        case .spring(let spring, _):
            return Self.animateMergingSpring(spring, value: value, time: time, context: &context)
        case .delay(let delay, let base):
            return base.animate(value: value, time: max(0, time - delay), context: &context)
        case .speed(let speed, let base):
            return base.animate(value: value, time: time * max(0, speed), context: &context)
        case .repeating(let count, let autoreverses, let base):
            if let timeline = ProgressTimeline(self, moveSquared: value.magnitudeSquared) {
                return Self.animate(timeline, value: value, time: time, context: &context)
            }
            // A custom base's length is known only when it returns nil; as SwiftUI does, the
            // next repetition starts at the first sample after that.
            var repetition = context.state[RepetitionState.self]
            let isReversed = autoreverses && repetition.index % 2 == 1
            if let current = base.animate(value: value, time: time - repetition.startTime, context: &context) {
                return isReversed ? value - current : current
            }
            repetition.index += 1
            repetition.startTime = time
            context.state[RepetitionState.self] = repetition
            if let count, repetition.index >= count { return nil }
            return isReversed ? .zero : value
        case .custom(let custom):
            return custom.base.animate(value: value, time: time, context: &context)
        }
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        switch self {
        case .timingCurve, .interpolatingSpring:
            let timeline = ProgressTimeline(self, moveSquared: value.magnitudeSquared)
            return timeline.map { value.scaled(by: $0.progress(at: time).velocity) }
        case .spring(let spring, _):
            let start = context.state[MergingSpringState<V>.self]
            return spring.velocity(target: value - start.offset, initialVelocity: start.velocity, time: time - start.startTime)
        case .delay(let delay, let base):
            return time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
        case .speed(let speed, let base):
            return base.velocity(value: value, time: time * max(0, speed), context: context)?.scaled(by: max(0, speed))
        case .repeating(_, let autoreverses, let base):
            if let timeline = ProgressTimeline(self, moveSquared: value.magnitudeSquared) {
                return value.scaled(by: timeline.progress(at: time).velocity)
            }
            let repetition = context.state[RepetitionState.self]
            let velocity = base.velocity(value: value, time: time - repetition.startTime, context: context)
            return autoreverses && repetition.index % 2 == 1 ? velocity.map { .zero - $0 } : velocity
        case .custom(let custom):
            return custom.base.velocity(value: value, time: time, context: context)
        }
    }

    private static func animate<V: VectorArithmetic>(
        _ timeline: ProgressTimeline, value: V, time: Double, context: inout AnimationContext<V>
    ) -> V? {
        if time >= timeline.logicalDuration { context.isLogicallyComplete = true }
        guard time < timeline.duration else { return nil }
        return value.scaled(by: timeline.progress(at: time).value)
    }

    /// A merging spring from the offset and velocity it took over (zero when it began from
    /// rest), finished when SwiftUI's rest test holds at `time`.
    private static func animateMergingSpring<V: VectorArithmetic>(
        _ spring: Spring, value: V, time: Double, context: inout AnimationContext<V>
    ) -> V? {
        let start = context.state[MergingSpringState<V>.self]
        let elapsed = time - start.startTime
        if elapsed >= spring.duration { context.isLogicallyComplete = true }
        if spring.isInstantaneous { return nil }
        let remaining = value - start.offset
        let position = start.offset + spring.value(target: remaining, initialVelocity: start.velocity, time: elapsed)
        let velocity = spring.velocity(target: remaining, initialVelocity: start.velocity, time: elapsed)
        let force = spring.force(target: value, position: position, velocity: velocity)
        let allowed = Spring.restingRemainingFraction * Spring.restingRemainingFraction * value.magnitudeSquared
        let isAtRest = velocity.magnitudeSquared <= Spring.restingVelocitySquared
            && force.magnitudeSquared <= Spring.restingForceSquared
            && (allowed == 0 || (value - position).magnitudeSquared <= allowed)
        return isAtRest ? nil : position
    }
}
