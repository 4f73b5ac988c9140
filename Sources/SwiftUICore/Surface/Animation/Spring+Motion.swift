import Foundation

/// The spring's motion in closed form, for any animatable value (SwiftUI's iOS 17 `Spring` API).
///
/// Every function describes a move that starts at zero and heads for `target`: the
/// displacement from the target starts at −target, and `initialVelocity` is the velocity at
/// time 0 in the value's units per second. A move from `a` to `b` is `a + value(target: b − a, …)`.
extension Spring {
    /// The value at `time` seconds into a move from zero toward `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let modes = SpringModes(self, time: time)
        // target + x(t), with x(t) = (−target)·a(t) + v₀·b(t).
        return target.scaled(by: 1 - modes.a) + initialVelocity.scaled(by: modes.b)
    }

    /// The velocity, in units per second, at `time` seconds into a move from zero toward `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let modes = SpringModes(self, time: time)
        return target.scaled(by: -modes.aRate) + initialVelocity.scaled(by: modes.bRate)
    }

    /// The force on the mass at `position` moving with `velocity`: stiffness·(target − position)
    /// − damping·velocity, in units per second squared times mass.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// Advances a value and its velocity by `deltaTime` seconds toward `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        let remaining = target - value
        let moved = self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
        value += moved
    }
}
