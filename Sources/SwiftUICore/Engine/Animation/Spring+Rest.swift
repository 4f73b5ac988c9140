import Foundation

/// When a spring animation is finished: SwiftUI's rest test, solved ahead of time.
///
/// ## Why not the spring's settling duration
///
/// SwiftUI removes a spring animation (and fires `.removed` completions) on the first frame at
/// which the motion is at rest by three measures in the animated value's own units — speed,
/// force, and the distance still to go — not at an analytic settling time. The thresholds are
/// the ones OpenSwiftUI reverse-engineered from SwiftUI's spring animation, quoted in
/// SEMANTICS §1: |velocity|² ≤ 0.0036 and |force|² ≤ 0.0036, and at most 1 % of the move
/// left. Because the test is in absolute units, a 100-pt move rests later (τ ≈ 1.21 s for
/// `.smooth`) than a 0 → 1 progress value (τ ≈ 0.81 s).
///
/// ## How it works
///
/// SwiftUI checks on each frame, so its rest time depends on the frame rate. Cutaway finds the
/// first moment of rest on the continuous clock instead: it samples the test on a fine grid
/// and bisects the step where it first holds. The magnitudes come from a `QuadraticForm` over
/// the starting displacement and velocity, so a sample costs a few multiplications.
extension Spring {
    /// |velocity|² at or below which the spring may rest: (0.06 units/s)², SwiftUI's threshold.
    static let restingVelocitySquared = 0.0036
    /// |force|² at or below which the spring may rest: 0.0036, SwiftUI's threshold.
    static let restingForceSquared = 0.0036
    /// The fraction of the move that may remain at rest: 1 %, SwiftUI's tolerance.
    static let restingRemainingFraction = 0.01

    /// The grid step of the search: 1/2400 s (ten samples per 240-fps frame), or a hundredth of
    /// the response for springs stiffer than a quarter second, so that no window of rest wider
    /// than a fraction of a frame is missed.
    private static let restSearchStep = 1.0 / 2400
    private static let restSearchStepsPerResponse = 100.0
    /// The search gives up after this many decay times of the slowest mode (e^−40 ≈ 4·10⁻¹⁸ of
    /// the start), when any realistic motion is long at rest; the time reached is returned.
    private static let restSearchDecayTimes = 40.0
    /// Bisection steps that refine the grid step in which rest begins: 2⁻⁶⁰ of a step.
    private static let restBisectionSteps = 60
    /// The most grid samples one search takes: 2¹⁶, enough for the fine grid over a horizon of
    /// 27 s (65,536 / 2400). Longer horizons belong to springs of minutes or hours (an
    /// `interpolatingSpring` with a stiffness of 0.001, say), whose grid coarsens to fit: their
    /// motion is correspondingly slow, so rest still begins inside the step where it is found.
    private static let restSearchMaximumSteps = 65_536.0

    /// The first time, in seconds after the start, at which a motion is at rest.
    ///
    /// - Parameters:
    ///   - displacement: Where the motion starts, relative to its target (start − target).
    ///   - velocity: The velocity at the start.
    ///   - move: The change the animation makes, whose 1 % may remain at rest. A zero move
    ///     (a spring retargeted back to where its animation began) waives that condition, as
    ///     SwiftUI does.
    /// - Returns: 0 for an infinitely stiff spring; `.infinity` for an undamped spring that is
    ///   not already at rest.
    func restTime<V: VectorArithmetic>(displacement: V, velocity: V, move: V) -> Double {
        if isInstantaneous { return 0 }
        let form = QuadraticForm(displacement, velocity)
        let allowedRemaining = Self.restingRemainingFraction * Self.restingRemainingFraction * move.magnitudeSquared
        let stiffness = self.stiffness
        let damping = self.damping
        func isAtRest(_ time: Double) -> Bool {
            let modes = SpringModes(self, time: time)
            guard form(modes.aRate, modes.bRate) <= Self.restingVelocitySquared else { return false }
            // F = −k·x − c·v, with x = X·a + Y·b and v = X·a' + Y·b'.
            let forceX = -stiffness * modes.a - damping * modes.aRate
            let forceY = -stiffness * modes.b - damping * modes.bRate
            guard form(forceX, forceY) <= Self.restingForceSquared else { return false }
            return allowedRemaining == 0 || form(modes.a, modes.b) <= allowedRemaining
        }

        if isAtRest(0) { return 0 }
        guard dampingRatio > 0 else { return .infinity }
        let horizon = Self.restSearchDecayTimes / slowestDecayRate + response
        let step = max(min(Self.restSearchStep, response / Self.restSearchStepsPerResponse), horizon / Self.restSearchMaximumSteps)
        var index = 1.0
        while index * step < horizon {
            if isAtRest(index * step) {
                var before = (index - 1) * step
                var after = index * step
                for _ in 0..<Self.restBisectionSteps {
                    let middle = (before + after) / 2
                    if isAtRest(middle) { after = middle } else { before = middle }
                }
                return after
            }
            index += 1
        }
        return horizon
    }
}
