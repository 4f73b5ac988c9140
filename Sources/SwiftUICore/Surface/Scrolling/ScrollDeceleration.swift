import Foundation

/// How a scroll view goes on after the finger lifts: UIScrollView's deceleration, as an
/// animation of the offset.
///
/// UIKit slows the content by its `decelerationRate` every millisecond: `normal` is 0.998, so
/// a content moving at `v` points per millisecond moves `v·r` in the next, `v·r²` in the one
/// after, and so on. After `n` milliseconds it has gone
///
///     v·r + v·r² + … + v·rⁿ = v·r·(1 − rⁿ) / (1 − r)
///
/// and it comes to rest `D = v·r / (1 − r)` away (499·v for the normal rate: 0.499 s of the
/// release velocity in points per second). So the part of the move done at time `t` seconds is
/// `1 − r^(1000·t)`, whatever the distance: this animation returns that part of the change,
/// and is done once less than half a point of it remains.
///
/// The release itself moves the content too (the finger's last few points, in the same event
/// as the release): the animation starts from where the content was drawn before it, so
/// `lead` is the part of the whole change that the release made at once, and the rest
/// decelerates: `lead + (1 − lead)·(1 − r^(1000·t))`.
///
/// Design boundary: a scroll projected past the content's end stops at the end, the same
/// curve over the shorter distance (arriving slower than UIKit, which runs into the edge and
/// bounces back); there is no rubber-banding.
struct ScrollDeceleration: CustomAnimation {
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    static let rate = 0.998
    /// The part of the change made at once, by the release (0 to 1).
    var lead: Double = 0

    /// Where a content released at `velocity` (points per second) comes to rest, from where
    /// it is: `v·r / (1 − r)` with `v` in points per millisecond.
    static func distance(forVelocity velocity: CGFloat) -> CGFloat {
        velocity / 1000 * rate / (1 - rate)
    }

    /// The part of the move still ahead `time` seconds after the release: `r^(1000·t)`.
    static func remainingFraction(at time: TimeInterval) -> Double {
        pow(rate, time * 1000)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let remaining = (1 - lead) * Self.remainingFraction(at: time)
        // Done once less than half a point of the move remains (a point's half is where
        // pixel rounding stops showing a difference at 1×).
        guard value.magnitudeSquared.squareRoot() * remaining >= 0.5 else { return nil }
        return value.scaled(by: 1 - remaining)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        // d/dt (1 − r^(1000 t)) = −1000 · ln r · r^(1000 t)
        value.scaled(by: -1000 * log(Self.rate) * (1 - lead) * Self.remainingFraction(at: time))
    }
}
