import Foundation
import Testing
@testable import SwiftUICore

nonisolated private func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// SwiftUI's rest test — |velocity|² ≤ 0.0036, |force|² ≤ 0.0036, at most 1 % of the move left
/// (SEMANTICS §1) — solved for its first moment.
struct SpringRestTests {
    private let omega = 4 * Double.pi

    /// For `.smooth` moving by `size` from rest, the force m·x'' = size·ω²(1 − ωτ)e^(−ωτ) falls
    /// through 0.06 last of the three measures; past τ = 2/ω it only decreases, so bisection
    /// finds the first moment of rest.
    private func expectedRest(size: Double) -> Double {
        func force(_ tau: Double) -> Double { size * omega * omega * (omega * tau - 1) * exp(-omega * tau) }
        var low = 2 / omega, high = 5.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if force(middle) * force(middle) > 0.0036 { low = middle } else { high = middle }
        }
        // At that moment the other two measures already hold.
        let speed = size * omega * omega * high * exp(-omega * high)
        let remaining = size * (1 + omega * high) * exp(-omega * high)
        #expect(speed * speed <= 0.0036)
        #expect(remaining <= 0.01 * size)
        return high
    }

    /// The first frame at `fps` at or after `time`.
    private func firstFrame(atOrAfter time: Double, fps: Double) -> Double {
        (time * fps).rounded(.up) / fps
    }

    /// SEMANTICS §1's "τ ≈ 1.21 s for 100 pt, ≈ 0.81 s for 0 → 1" are the first 0.01-s frames
    /// of rest; on the continuous clock rest begins at 1.2039 s and 0.8023 s.
    @Test func smoothRestsLaterForLargerMoves() {
        let hundred = Spring.smooth.restTime(displacement: -100.0, velocity: 0.0, move: 100.0)
        let expectedHundred = expectedRest(size: 100)
        #expect(close(hundred, expectedHundred, within: 1e-9))
        #expect(close(hundred, 1.2039, within: 0.00005))
        #expect(firstFrame(atOrAfter: hundred, fps: 100) == 1.21)

        let unit = Spring.smooth.restTime(displacement: -1.0, velocity: 0.0, move: 1.0)
        let expectedUnit = expectedRest(size: 1)
        #expect(close(unit, expectedUnit, within: 1e-9))
        #expect(close(unit, 0.8023, within: 0.00005))
        #expect(firstFrame(atOrAfter: unit, fps: 100) == 0.81)
    }

    @Test func restDependsOnlyOnMagnitudes() {
        let vector = Spring.smooth.restTime(
            displacement: AnimatablePair(CGFloat(-60), CGFloat(-80)), velocity: AnimatablePair(CGFloat(0), CGFloat(0)),
            move: AnimatablePair(CGFloat(60), CGFloat(80)))
        #expect(close(vector, expectedRest(size: 100), within: 1e-9))
    }

    /// SEMANTICS §2: retargeted back to where its animation began, the move is zero and the 1 %
    /// condition is waived; rest comes when speed and force are small.
    @Test func aZeroMoveWaivesTheRemainingCondition() {
        let d0 = 71.54156890859574, v0 = 255.82833281973825
        let rest = Spring.smooth.restTime(displacement: d0, velocity: v0, move: 0.0)
        // d(τ) = (d₀ + Bτ)e^(−ωτ), B = v₀ + ωd₀: force and velocity in closed form.
        let b = v0 + omega * d0
        func measures(_ tau: Double) -> (speed: Double, force: Double) {
            let e = exp(-omega * tau)
            let velocity = (b - omega * (d0 + b * tau)) * e
            let displacement = (d0 + b * tau) * e
            let force = -omega * omega * displacement - 2 * omega * velocity
            return (velocity, force)
        }
        let atRest = measures(rest)
        #expect(atRest.speed * atRest.speed <= 0.0036 + 1e-12)
        #expect(atRest.force * atRest.force <= 0.0036 + 1e-12)
        let before = measures(rest - 1e-6)
        #expect(before.speed * before.speed > 0.0036 || before.force * before.force > 0.0036)
    }

    @Test func edgeCases() {
        #expect(Spring(duration: 0).restTime(displacement: -5.0, velocity: 0.0, move: 5.0) == 0)
        #expect(Spring.smooth.restTime(displacement: 0.0, velocity: 0.0, move: 0.0) == 0)
        #expect(Spring(duration: 0.5, bounce: 1).restTime(displacement: -1.0, velocity: 0.0, move: 1.0) == .infinity)
        // An overdamped spring of the same duration creeps: it rests later than `.smooth`.
        let smooth = Spring.smooth.restTime(displacement: -1.0, velocity: 0.0, move: 1.0)
        let sluggish = Spring(duration: 0.5, bounce: -0.5).restTime(displacement: -1.0, velocity: 0.0, move: 1.0)
        #expect(sluggish > smooth)
    }

    /// A critically damped spring of stiffness k = 10⁻⁸ (ω = 10⁻⁴ rad/s) rests when
    /// (1 + ωτ)e^(−ωτ), the distance left, is 1 % of the move; velocity and force are far
    /// below their thresholds by then. On the fine grid that search took 10⁹ samples (found
    /// by cutaway-fuzz: Tests/Fuzz/Regressions/scene/slow-interpolating-spring.json).
    /// (The limit catches a hang, not slowness: on a busy machine a test may wait minutes for a thread.)
    @Test(.timeLimit(.minutes(10)))
    nonisolated func aSpringOfHoursRestsWhereItsClosedFormDoesWithinBoundedWork() {
        let omega = 1e-4
        let spring = Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
        var low = 1.0, high = 10.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if (1 + middle) * exp(-middle) > 0.01 { low = middle } else { high = middle }
        }
        let rest = spring.restTime(displacement: -1.0, velocity: 0.0, move: 1.0)
        #expect(close(rest, high / omega, within: 1e-6 * rest))
    }

    /// `.bouncy` from 0 to 1, against its underdamped closed form scanned on a 10-µs grid:
    /// x − 1 = −e^(−βτ)(cos ω_dτ + (β/ω_d) sin ω_dτ), x' = e^(−βτ)(ω²/ω_d) sin ω_dτ, F = −ω²(x − 1) − 2βx'.
    @Test func bouncyRestsWhenAllThreeMeasuresHold() {
        let zeta = 0.7, beta = 0.7 * omega, damped = omega * (1 - zeta * zeta).squareRoot()
        func isAtRest(_ tau: Double) -> Bool {
            let e = exp(-beta * tau)
            let displacement = -e * (cos(damped * tau) + beta / damped * sin(damped * tau))
            let velocity = e * omega * omega / damped * sin(damped * tau)
            let force = -omega * omega * displacement - 2 * beta * velocity
            return velocity * velocity <= 0.0036 && force * force <= 0.0036 && displacement * displacement <= 1e-4
        }
        var step = 0.0
        while !isAtRest(step * 1e-5) { step += 1 }
        let bouncy = Spring.bouncy.restTime(displacement: -1.0, velocity: 0.0, move: 1.0)
        #expect(abs(bouncy - step * 1e-5) <= 1e-5)
    }
}
