import Foundation

/// How long a spring takes to settle, and springs made from a settling time.
///
/// ## Design boundaries
///
/// "Settled" here means the distance to the target stays within `epsilon` from then on. For
/// an underdamped spring that is bounded by the envelope of its oscillation, e^(−ζω₀t)·A
/// (A the amplitude of the motion), so the time has a closed form; SwiftUI also uses an
/// envelope estimate here. Critically and overdamped motion cross the target at most once, so
/// the last time the distance is `epsilon` is found by scanning and bisection.
/// These are estimates for callers who ask; Cutaway's animations end by the rest test
/// (`Spring+Rest.swift`), not by settling duration.
extension Spring {
    /// Samples per response when scanning a non-oscillating motion for its last crossing: a
    /// hundredth of the response brackets the single crossing tightly enough for bisection.
    private static let settlingScanStepsPerResponse = 100.0
    /// Bisection steps that refine the bracketing sample interval: 2⁻⁶⁰ of it.
    private static let settlingBisectionSteps = 60
    /// The most samples the scan takes: a spring whose constants are legal but extreme (a
    /// stiffness of 1e-300, a damping ratio of 1e300) would otherwise be scanned for ever, or
    /// for 10³⁰⁰ samples. A million samples (10,000 responses) is far past any spring that
    /// settles on a screen; past it, the time reached is the estimate.
    private static let settlingScanMaximumSteps = 1_000_000.0

    /// The settling duration of a move from 0 to 1 from rest, with `epsilon` 0.001 (SwiftUI's
    /// definition of the property).
    public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The time after which a move from zero toward `target`, starting with `initialVelocity`,
    /// stays within `epsilon` of the target. `.infinity` for an undamped spring.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        if isInstantaneous { return 0 }
        guard dampingRatio > 0, epsilon > 0 else { return .infinity }
        let displacement = target.scaled(by: -1)
        let form = QuadraticForm(displacement, initialVelocity)
        let omega = angularFrequency
        let beta = dampingRatio * omega
        if dampingRatio < 1 {
            // x(t) = e^(−βt)·(X·cos ω_d t + (V + βX)/ω_d·sin ω_d t); |P cos + Q sin| ≤ √(|P|² + |Q|²).
            let damped = omega * (1 - dampingRatio * dampingRatio).squareRoot()
            let amplitude = (form(1, 0) + form(beta / damped, 1 / damped)).squareRoot()
            return max(0, log(amplitude / epsilon) / beta)
        }
        return lastCrossing(of: epsilon, form: form)
    }

    /// The last time |x(t)| equals `epsilon` for a spring that does not oscillate.
    private func lastCrossing(of epsilon: Double, form: QuadraticForm) -> Double {
        func distance(_ time: Double) -> Double {
            let modes = SpringModes(self, time: time)
            return form(modes.a, modes.b).squareRoot()
        }
        // |x(t)| ≤ e^(−λt)·(|X|·(1 + βt) + |V|·t) with λ the slowest decay rate; past its peak
        // at t = 1/λ − |X|/(β|X| + |V|), once below epsilon, this bound stays below.
        let rate = slowestDecayRate
        let beta = dampingRatio * angularFrequency
        let start = form(1, 0).squareRoot()
        let kick = form(0, 1).squareRoot()
        let slope = beta * start + kick
        let peak = slope > 0 ? max(0, 1 / rate - start / slope) : 0
        let step = response / Self.settlingScanStepsPerResponse
        // A response of no length (or NaN, from constants at infinity) settles at once; an
        // endless one never.
        guard step > 0, step.isFinite else { return step > 0 ? .infinity : 0 }
        var last: Double?
        var index = 0.0
        while index < Self.settlingScanMaximumSteps {
            let time = index * step
            if distance(time) >= epsilon { last = time }
            let bound = exp(-rate * time) * (start + slope * time)
            if time > peak && bound < epsilon { break }
            index += 1
        }
        guard var before = last else { return 0 }
        var after = before + step
        for _ in 0..<Self.settlingBisectionSteps {
            let middle = (before + after) / 2
            if distance(middle) >= epsilon { before = middle } else { after = middle }
        }
        return after
    }

    /// A spring that settles (from 0 to 1, within `epsilon`) in about `settlingDuration`
    /// seconds with the given damping ratio.
    ///
    /// As in SwiftUI (per OpenSwiftUI), the damping ratio is clamped into (0, 1] and the
    /// duration into 0.01…10 s. Settling time scales with the response for a fixed damping
    /// ratio, so the response is the requested time over the settling time of a spring with a
    /// response of 1 s.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let ratio = min(max(dampingRatio, .ulpOfOne), 1)
        let duration = min(max(settlingDuration, 0.01), 10)
        let unit = Spring(response: 1, dampingRatio: ratio).settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        self.init(response: unit > 0 ? duration / unit : duration, dampingRatio: ratio)
    }
}
