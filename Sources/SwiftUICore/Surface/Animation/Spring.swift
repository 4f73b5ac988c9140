import Foundation

/// A damped spring: a mass pulled toward a target by a spring and slowed by friction.
///
/// SwiftUI's `Spring` (iOS 17), a plain value with closed-form motion. It can be described
/// three equivalent ways, and converts between them:
///
/// - **duration and bounce**, the way designers think: `duration` is the perceptual duration
///   (the period of the undamped spring), `bounce` 0 is critically damped, positive values
///   bounce, negative values are overdamped;
/// - **response and damping ratio** ζ, the physics: response = duration, ζ = 1 − bounce for
///   bounce ≥ 0 and ζ = 1 / (1 + bounce) for bounce < 0;
/// - **mass, stiffness and damping**: stiffness = (2π / duration)²·mass,
///   damping = 4π·ζ·mass / duration.
///
/// The conversions are the ones the OpenSwiftUI project reverse-engineered from SwiftUI, as
/// cited in `SEMANTICS.md`.
///
/// ## Design boundaries
///
/// - The spring is stored as response, damping ratio and mass, so that springs built from
///   duration and bounce (every preset) compare equal exactly, without a round trip through
///   stiffness.
/// - `bounce` is meaningful in −1 < bounce ≤ 1; −1 would be infinite damping. A duration of 0
///   is an infinitely stiff spring: it is at its target at once.
public struct Spring: Hashable, Sendable {
    /// The period of the spring without damping, 2π·√(mass / stiffness), in seconds: the pace
    /// of the motion. The same as `duration`.
    public let response: Double
    /// The damping as a fraction of critical damping: 1 is critically damped (the fastest
    /// motion without overshoot), below 1 bounces, above 1 creeps.
    public let dampingRatio: Double
    /// The mass of the object on the spring; 1 unless made from mass, stiffness and damping.
    public let mass: Double

    private init(response: Double, dampingRatio: Double, mass: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
        self.mass = mass
    }

    /// A spring with a perceptual `duration` and an amount of `bounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds: approximately the settling time, or for
    ///     very bouncy springs the period of oscillation. SwiftUI's default is 0.5.
    ///   - bounce: 0 for no bounce (critically damped), up to 1 for undamped oscillation, down
    ///     toward −1 for more and more overdamped motion.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce), mass: 1)
    }

    /// A spring with a `response` (its period without damping, in seconds) and a
    /// `dampingRatio` (1 is critically damped).
    public init(response: Double, dampingRatio: Double) {
        self.init(response: response, dampingRatio: dampingRatio, mass: 1)
    }

    /// A spring from its physical constants.
    ///
    /// - Parameters:
    ///   - mass: The mass on the spring.
    ///   - stiffness: The spring constant k: force per unit of displacement.
    ///   - damping: The friction coefficient c: force per unit of velocity.
    ///   - allowOverDamping: When `false` (SwiftUI's default), damping above critical is
    ///     treated as critical.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        // ω₀ = √(k / m), so the period 2π/ω₀ = 2π·√(m / k); ζ = c / (2·√(k·m)).
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(
            response: 2 * Double.pi * (mass / stiffness).squareRoot(),
            dampingRatio: allowOverDamping ? ratio : min(ratio, 1),
            mass: mass)
    }

    /// ζ from bounce: 1 − bounce when bouncing, 1 / (1 + bounce) when overdamped, so that a
    /// bounce of −0.5 doubles the critical damping (SwiftUI's mapping, per OpenSwiftUI).
    static func dampingRatio(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    /// Bounce from ζ: the inverse of `dampingRatio(bounce:)`.
    static func bounce(dampingRatio: Double) -> Double {
        dampingRatio > 1 ? 1 / dampingRatio - 1 : 1 - dampingRatio
    }
}

extension Spring {
    /// A smooth spring with no bounce: duration 0.5 s, bounce 0 (SwiftUI's `.smooth`).
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce: duration 0.5 s, bounce 0.15 (SwiftUI's `.snappy`).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with more bounce: duration 0.5 s, bounce 0.3 (SwiftUI's `.bouncy`).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// `.smooth` with another duration, and `extraBounce` added to its bounce of 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// `.snappy` with another duration, and `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `.bouncy` with another duration, and `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
