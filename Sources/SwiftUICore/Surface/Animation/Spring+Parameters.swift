import Foundation

/// The spring's other descriptions, derived from response, damping ratio and mass.
extension Spring {
    /// The perceptual duration in seconds: the same as `response`.
    public var duration: Double { response }

    /// How bouncy the spring is: 1 − ζ when ζ ≤ 1, 1/ζ − 1 (negative) when overdamped.
    public var bounce: Double { Self.bounce(dampingRatio: dampingRatio) }

    /// The spring constant k = (2π / response)²·mass.
    public var stiffness: Double {
        let frequency = 2 * Double.pi / response
        return frequency * frequency * mass
    }

    /// The friction coefficient c = 4π·ζ·mass / response (that is, 2·ζ·√(k·m)).
    public var damping: Double { 4 * Double.pi * dampingRatio * mass / response }

    /// The undamped angular frequency ω₀ = 2π / response = √(k / m), in radians per second.
    var angularFrequency: Double { 2 * Double.pi / response }

    /// The exponential decay rate of the slowest part of the motion, in 1/s: ζ·ω₀ when ζ ≤ 1;
    /// for an overdamped spring the slower of its two modes, ω₀·(ζ − √(ζ² − 1)) written as
    /// ω₀ / (ζ + √(ζ² − 1)) to avoid cancellation.
    var slowestDecayRate: Double {
        guard dampingRatio > 1 else { return dampingRatio * angularFrequency }
        return angularFrequency / (dampingRatio + (dampingRatio * dampingRatio - 1).squareRoot())
    }

    /// Whether the spring is infinitely stiff (a duration of 0 or less): it is at its target at once.
    var isInstantaneous: Bool { !(response > 0) }
}
