import Foundation

/// An animation written by its user: how a change unfolds over time (SwiftUI's iOS 17
/// `CustomAnimation`, with the same requirements and defaults).
///
/// The animation is asked for the state of a change at a time since it began. `value` is the
/// whole change (the delta from where the animation started to its target, as if from zero);
/// the animation returns how much of it has happened, or `nil` once it is finished. A
/// timing curve returns `value.scaled(by: curve(time / duration))`.
///
/// ## Merging
///
/// When a new animation starts on a value that is still animating, it is asked whether it
/// merges with the running one (`shouldMerge`). If it does, it takes the running animation's
/// place, clock and context (adjusted in `shouldMerge`, for example with the velocity of
/// `previous`); otherwise both run, the new one from the running value of the old (see
/// `AnimatedValue`). The default is not to merge.
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` that has happened `time` seconds in, or `nil` when finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The velocity of the animation at `time`, in units of `value` per second, or `nil` if it
    /// does not know. Merging springs start with this velocity.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation, started `time` seconds into `previous`, replaces it instead of
    /// running alongside. `value` is the change `previous` animates; `context` is its context.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// Unknown: `nil`.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges: both animations run, combined.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}

/// A custom animation of any type, hashable and comparable as a value of `Animation`.
struct AnyCustomAnimation: Hashable, Sendable {
    let base: any CustomAnimation

    init(_ base: some CustomAnimation) {
        self.base = base
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}
