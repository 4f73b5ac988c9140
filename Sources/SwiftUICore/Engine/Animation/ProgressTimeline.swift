import Foundation

/// The progress of a built-in additive animation over its own clock: the fraction p(τ) of a
/// change made τ seconds after it began, with its rate p'(τ), in closed form.
///
/// ## Why
///
/// Every built-in animation that does not merge — timing curves, interpolating springs, and
/// any built-in under `delay`, `speed` or `repeat` — moves a value by `change·p(τ)` for a scalar
/// p. `AnimatedValue` chains such animations (each runs from the running value of the ones
/// before it) and needs p, p', the time p reaches 1 for good (`duration`: the animation is
/// finished) and the time it logically completes, all without sampling frame by frame.
///
/// ## How it works
///
/// A timeline is a small tree mirroring `Animation.Storage`: leaves are curves and springs,
/// inner nodes shift (`delay`), scale (`speed`) or fold (`repeating`) time. A spring leaf ends
/// at its rest time (`Spring+Rest.swift`), which depends on the size of the change in the
/// value's units, so a timeline is built for one change (`moveSquared`, its squared magnitude).
/// When a leaf ends, p jumps to exactly 1, as SwiftUI's value jumps to the target when a
/// spring animation is removed.
///
/// ## Design boundaries
///
/// - A repeated animation ends with p = 1 even when its last repetition ran backwards
///   (SwiftUI's behaviour). It completes logically when its last repetition does.
/// - Timelines are built only for built-in leaves; an animation with a custom leaf is sampled.
indirect enum ProgressTimeline: Hashable, Sendable {
    case curve(UnitCurve, duration: Double)
    /// A spring released from rest at 0 toward 1, with `initialVelocity` in fractions per second.
    case spring(Spring, initialVelocity: Double, restTime: Double)
    case delay(Double, base: ProgressTimeline)
    case speed(Double, base: ProgressTimeline)
    case repeating(count: Int?, autoreverses: Bool, base: ProgressTimeline)

    /// The timeline of `storage` for a change of squared magnitude `moveSquared`, or `nil` when
    /// a custom animation is at its bottom.
    init?(_ storage: Animation.Storage, moveSquared: Double) {
        switch storage {
        case .timingCurve(let curve, let duration):
            self = .curve(curve, duration: duration)
        case .spring(let spring, _):
            self = .spring(spring, initialVelocity: 0, moveSquared: moveSquared)
        case .interpolatingSpring(let spring, let initialVelocity):
            self = .spring(spring, initialVelocity: initialVelocity, moveSquared: moveSquared)
        case .delay(let delay, let base):
            guard let base = ProgressTimeline(base, moveSquared: moveSquared) else { return nil }
            self = .delay(delay, base: base)
        case .speed(let speed, let base):
            guard let base = ProgressTimeline(base, moveSquared: moveSquared) else { return nil }
            self = .speed(speed, base: base)
        case .repeating(let count, let autoreverses, let base):
            guard let base = ProgressTimeline(base, moveSquared: moveSquared) else { return nil }
            self = .repeating(count: count, autoreverses: autoreverses, base: base)
        case .custom:
            return nil
        }
    }

    /// A spring leaf for a change of squared magnitude `moveSquared`: its rest time is that of
    /// the motion change·p(τ) in the value's units.
    static func spring(_ spring: Spring, initialVelocity: Double, moveSquared: Double) -> ProgressTimeline {
        let size = moveSquared.squareRoot()
        let restTime = spring.restTime(displacement: -size, velocity: initialVelocity * size, move: size)
        return .spring(spring, initialVelocity: initialVelocity, restTime: restTime)
    }

    /// The time at which the animation is finished: p is 1 from then on. Infinite for
    /// animations that never finish.
    var duration: Double {
        switch self {
        case .curve(_, let duration):
            return max(0, duration)
        case .spring(_, _, let restTime):
            return restTime
        case .delay(let delay, let base):
            return max(0, delay) + base.duration
        case .speed(let speed, let base):
            return Self.scaled(base.duration, speed: speed)
        case .repeating(let count, _, let base):
            let single = base.duration
            guard single > 0 else { return 0 }
            return count.map { single * Double($0) } ?? .infinity
        }
    }

    /// The time at which the animation is logically complete: a curve at its end, a spring at
    /// its duration (or at rest, if that is sooner), a repeat when its last repetition is.
    var logicalDuration: Double {
        switch self {
        case .curve(_, let duration):
            return max(0, duration)
        case .spring(let spring, _, let restTime):
            return min(max(0, spring.duration), restTime)
        case .delay(let delay, let base):
            return max(0, delay) + base.logicalDuration
        case .speed(let speed, let base):
            return Self.scaled(base.logicalDuration, speed: speed)
        case .repeating(let count, _, let base):
            let single = base.duration
            guard single > 0 else { return 0 }
            return count.map { single * Double($0 - 1) + base.logicalDuration } ?? .infinity
        }
    }

    /// p(τ) and p'(τ) (per second) at `time` seconds after the animation began.
    func progress(at time: Double) -> (value: Double, velocity: Double) {
        guard time < duration else { return (1, 0) }
        guard time >= 0 else { return (0, 0) }
        switch self {
        case .curve(let curve, let duration):
            let fraction = time / duration
            return (curve.value(at: fraction), curve.velocity(at: fraction) / duration)
        case .spring(let spring, let initialVelocity, _):
            // From displacement −1 with velocity v₀: p = 1 − a + v₀·b.
            let modes = SpringModes(spring, time: time)
            return (1 - modes.a + initialVelocity * modes.b, -modes.aRate + initialVelocity * modes.bRate)
        case .delay(let delay, let base):
            return time < delay ? (0, 0) : base.progress(at: time - delay)
        case .speed(let speed, let base):
            guard speed > 0 else { return (base.progress(at: 0).value, 0) }
            let progress = base.progress(at: time * speed)
            return (progress.value, progress.velocity * speed)
        case .repeating(_, let autoreverses, let base):
            let single = base.duration
            guard single.isFinite else { return base.progress(at: time) }
            let repetition = (time / single).rounded(.down)
            let progress = base.progress(at: time - repetition * single)
            let isReversed = autoreverses && repetition.truncatingRemainder(dividingBy: 2) == 1
            return isReversed ? (1 - progress.value, -progress.velocity) : progress
        }
    }

    /// A base time run `speed` times as fast; never, for a speed of 0 or less, unless the base
    /// takes no time at all.
    private static func scaled(_ time: Double, speed: Double) -> Double {
        guard time > 0 else { return 0 }
        return speed > 0 ? time / speed : .infinity
    }
}
