import Foundation

/// The two basic motions of a spring at one time, from which every motion is built.
///
/// ## Why
///
/// A damped spring's displacement from its target obeys x'' + 2ζω₀·x' + ω₀²·x = 0, which is
/// linear: the motion from displacement x₀ with velocity v₀ is x(t) = x₀·a(t) + v₀·b(t), where
/// a is the motion released from displacement 1 at rest and b the motion kicked from 0 with
/// velocity 1. Working with these two scalar functions keeps the generic `VectorArithmetic`
/// code to two `scaled(by:)` calls, and lets the rest test (`Spring+Rest.swift`) work with
/// magnitudes alone.
///
/// ## How it works
///
/// With β = ζ·ω₀, all three regimes share one shape: a = C + β·S, b = S, a' = −ω₀²·S,
/// b' = C − β·S, where
///
/// - underdamped (ζ < 1), ω_d = ω₀·√(1 − ζ²): C = e^(−βt)·cos(ω_d t), S = e^(−βt)·sin(ω_d t)/ω_d;
/// - critically damped (ζ = 1): C = e^(−ω₀t), S = t·e^(−ω₀t);
/// - overdamped (ζ > 1), s = ω₀·√(ζ² − 1): C = e^(−βt)·cosh(st), S = e^(−βt)·sinh(st)/s.
///
/// Near ζ = 1 both neighbouring forms stay accurate (sin(ω_d t)/ω_d and sinh(st)/s tend to t
/// without cancellation), so no tolerance band around critical damping is needed. The
/// overdamped form is evaluated through its two decay rates, so it neither overflows (cosh of
/// a large argument) nor cancels (β − s for large ζ).
struct SpringModes: Equatable {
    /// Displacement after release from displacement 1 at rest.
    var a: Double
    /// Displacement after a kick with velocity 1 from displacement 0.
    var b: Double
    /// The velocity of `a`.
    var aRate: Double
    /// The velocity of `b`.
    var bRate: Double

    /// The modes of `spring` at `time` seconds after release. An infinitely stiff spring has
    /// already arrived: every mode is 0.
    init(_ spring: Spring, time: Double) {
        guard !spring.isInstantaneous else {
            self.init(a: 0, b: 0, aRate: 0, bRate: 0)
            return
        }
        let omega = spring.angularFrequency
        let zeta = spring.dampingRatio
        let beta = zeta * omega
        let (c, s): (Double, Double)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-beta * time)
            c = envelope * cos(damped * time)
            s = envelope * sin(damped * time) / damped
        } else if zeta == 1 {
            let envelope = exp(-omega * time)
            c = envelope
            s = time * envelope
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let slow = omega / (zeta + root)
            let fast = omega * (zeta + root)
            let spread = (fast - slow) / 2
            let slowTerm = exp(-slow * time)
            let fastTerm = exp(-fast * time)
            c = (slowTerm + fastTerm) / 2
            // For small spread·t the difference of exponentials cancels; sinh does not.
            s = spread * time < 1 ? exp(-beta * time) * sinh(spread * time) / spread : (slowTerm - fastTerm) / (2 * spread)
        }
        self.init(a: c + beta * s, b: s, aRate: -omega * omega * s, bRate: c - beta * s)
    }

    init(a: Double, b: Double, aRate: Double, bRate: Double) {
        self.a = a
        self.b = b
        self.aRate = aRate
        self.bRate = bRate
    }
}
