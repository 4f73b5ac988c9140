import Foundation

/// The squared magnitude of p·X + q·Y for two fixed vectors X and Y, as a function of the
/// scalars p and q: p²·|X|² + 2pq·(X·Y) + q²·|Y|².
///
/// ## Why
///
/// A spring's displacement, velocity and force are each a combination of the same two vectors
/// (the starting displacement and velocity) with scalar weights that change over time
/// (`SpringModes`). The rest test asks for their squared magnitudes thousands of times while it
/// searches for the first moment of rest; with this form each sample is a few multiplications
/// instead of arithmetic on the animated value itself.
///
/// `VectorArithmetic` has no dot product, so X·Y comes from the polarization identity
/// X·Y = (|X + Y|² − |X|² − |Y|²) / 2.
struct QuadraticForm {
    private let xx: Double
    private let xy: Double
    private let yy: Double

    init<V: VectorArithmetic>(_ x: V, _ y: V) {
        xx = x.magnitudeSquared
        yy = y.magnitudeSquared
        xy = ((x + y).magnitudeSquared - xx - yy) / 2
    }

    /// |p·X + q·Y|², never negative (rounding in the polarization could make it so).
    func callAsFunction(_ p: Double, _ q: Double) -> Double {
        max(0, p * p * xx + 2 * p * q * xy + q * q * yy)
    }
}
