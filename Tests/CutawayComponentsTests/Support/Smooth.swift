import Foundation

/// `.smooth`, derived here from its definition rather than read from the runtime:
/// `Spring(duration: 0.5, bounce: 0)` is critically damped with ω = 2π / 0.5 = 4π
/// (SEMANTICS.md §1). A move from 0 to 1 from rest is at x(τ) = 1 − (1 + ωτ)·e^(−ωτ).
enum Smooth {
    static let omega = 4 * Double.pi
    /// Logical completion: the spring's duration.
    static let duration = 0.5

    /// How far a move from rest has come, 0…1, τ seconds in.
    static func progress(_ tau: Double) -> Double {
        tau <= 0 ? 0 : 1 - (1 + omega * tau) * exp(-omega * tau)
    }

    /// What is left of a move from rest (1 − progress): the presence of a collapsing child.
    static func remaining(_ tau: Double) -> Double { 1 - progress(tau) }

    /// The largest distance a unit move covers in any interval of `dt` seconds. The velocity
    /// ω²τe^(−ωτ) peaks at τ = 1/ω with ω/e, so no interval covers more than (ω/e)·dt.
    static func largestStep(in dt: Double) -> Double { omega / M_E * dt }

    /// A move that starts at `d0` from its target with velocity `v0` (SEMANTICS.md §2):
    /// the distance to the target τ seconds later, `(d₀ + (v₀ + ω d₀)τ)·e^(−ωτ)`.
    static func distance(from d0: Double, velocity v0: Double, after tau: Double) -> Double {
        (d0 + (v0 + omega * d0) * tau) * exp(-omega * tau)
    }

    /// The velocity of a unit move from rest, τ seconds in: ω²τe^(−ωτ).
    static func velocity(_ tau: Double) -> Double { omega * omega * tau * exp(-omega * tau) }
}
