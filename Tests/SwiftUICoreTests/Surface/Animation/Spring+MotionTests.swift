import Foundation
import Testing
@testable import SwiftUICore

private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// The spring's closed forms against the solutions of x'' + 2ζω·x' + ω²·x = 0 written out
/// here, for a move from 0 toward a target T (displacement d = x − T starts at −T).
struct SpringMotionTests {
    private let omega = 4 * Double.pi  // 2π / 0.5 s

    /// `.smooth` from 0 to 1: x(τ) = 1 − (1 + ωτ)e^(−ωτ), x'(τ) = ω²τe^(−ωτ) (SEMANTICS §1).
    private func smooth(_ tau: Double) -> (value: Double, velocity: Double) {
        (1 - (1 + omega * tau) * exp(-omega * tau), omega * omega * tau * exp(-omega * tau))
    }

    @Test func smoothMatchesTheCriticallyDampedFormula() {
        for step in 0...300 {
            let tau = Double(step) / 200
            let expected = smooth(tau)
            #expect(close(Spring.smooth.value(target: 1.0, time: tau), expected.value, within: 1e-12), "τ = \(tau)")
            #expect(close(Spring.smooth.velocity(target: 1.0, time: tau), expected.velocity, within: 1e-11), "τ = \(tau)")
        }
        #expect(close(Spring.smooth.value(target: 1.0, time: 0.25), 1 - (1 + .pi) * exp(-.pi), within: 1e-15))
    }

    /// The table of SEMANTICS §1, to the digits it prints.
    @Test func semanticsTable() {
        let table: [(tau: Double, value: Double, velocity: Double)] = [
            (0.05, 0.1313, 4.212), (0.10, 0.3577, 4.494), (0.20, 0.7154, 2.558), (0.25, 0.8210, 1.706), (0.50, 0.9864, 0.147),
        ]
        for row in table {
            #expect(close(Spring.smooth.value(target: 1.0, time: row.tau), row.value, within: 0.00005), "τ = \(row.tau)")
            #expect(close(Spring.smooth.velocity(target: 1.0, time: row.tau), row.velocity, within: 0.0005), "τ = \(row.tau)")
        }
    }

    /// `.bouncy`: ζ = 0.7, ω_d = ω√(1 − ζ²), x = 1 − e^(−ζωτ)(cos ω_dτ + (ζω/ω_d) sin ω_dτ); the
    /// overshoot peaks at τ = π/ω_d = 0.3501 s with 1 + e^(−ζπ/√(1−ζ²)) = 1.0460.
    @Test func bouncyOvershootsOnce() {
        let zeta = 0.7
        let damped = omega * (1 - zeta * zeta).squareRoot()
        for step in 0...200 {
            let tau = Double(step) / 100
            let expected = 1 - exp(-zeta * omega * tau) * (cos(damped * tau) + zeta * omega / damped * sin(damped * tau))
            #expect(close(Spring.bouncy.value(target: 1.0, time: tau), expected, within: 1e-12))
        }
        let peakTime = Double.pi / damped
        let peak = 1 + exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
        #expect(close(peakTime, 0.3501, within: 0.00005))
        #expect(close(peak, 1.0460, within: 0.00005))
        #expect(close(Spring.bouncy.value(target: 1.0, time: peakTime), peak, within: 1e-12))
        #expect(close(Spring.bouncy.velocity(target: 1.0, time: peakTime), 0, within: 1e-12))
        // And it is the maximum: a fine scan finds nothing higher.
        let scanned = (0...2000).map { Spring.bouncy.value(target: 1.0, time: Double($0) / 2000) }.max() ?? 0
        #expect(scanned <= peak + 1e-12)
        #expect(close(scanned, peak, within: 1e-6))
    }

    /// Overdamped (bounce −0.5, ζ = 2): d = C₁e^(r₁τ) + C₂e^(r₂τ) with r = −ω(ζ ∓ √(ζ² − 1)),
    /// C₁ + C₂ = d₀ and r₁C₁ + r₂C₂ = v₀.
    @Test func overdampedMatchesItsClosedForm() {
        let spring = Spring(duration: 0.5, bounce: -0.5)
        let zeta = 2.0
        let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot())
        let r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
        for (target, initialVelocity) in [(1.0, 0.0), (-3.0, 7.5), (40.0, -200.0)] {
            let d0 = -target
            let c2 = (initialVelocity - r1 * d0) / (r2 - r1)
            let c1 = d0 - c2
            for step in 0...100 {
                let tau = Double(step) / 40
                let value = target + c1 * exp(r1 * tau) + c2 * exp(r2 * tau)
                let velocity = r1 * c1 * exp(r1 * tau) + r2 * c2 * exp(r2 * tau)
                let scale = max(1, abs(target), abs(initialVelocity))
                #expect(close(spring.value(target: target, initialVelocity: initialVelocity, time: tau), value, within: 1e-11 * scale))
                #expect(close(spring.velocity(target: target, initialVelocity: initialVelocity, time: tau), velocity, within: 1e-9 * scale))
            }
        }
        // A very overdamped spring neither overflows nor cancels far out.
        let sluggish = Spring(response: 0.5, dampingRatio: 50)
        let late = sluggish.value(target: 1.0, time: 100)
        #expect(late.isFinite && late > 0 && late < 1)
    }

    /// With an initial velocity: critically d = (d₀ + (v₀ + ωd₀)τ)e^(−ωτ); underdamped
    /// d = e^(−βτ)(d₀ cos ω_dτ + (v₀ + βd₀)/ω_d · sin ω_dτ).
    @Test func initialVelocity() {
        for (target, v0) in [(100.0, 255.8), (0.0, 40.0), (-20.0, -300.0)] {
            let d0 = -target
            for step in 0...100 {
                let tau = Double(step) / 100
                let critical = (d0 + (v0 + omega * d0) * tau) * exp(-omega * tau)
                #expect(close(Spring.smooth.value(target: target, initialVelocity: v0, time: tau), target + critical, within: 1e-10))
                let zeta = 0.85, beta = 0.85 * omega, damped = omega * (1 - zeta * zeta).squareRoot()
                let under = exp(-beta * tau) * (d0 * cos(damped * tau) + (v0 + beta * d0) / damped * sin(damped * tau))
                #expect(close(Spring.snappy.value(target: target, initialVelocity: v0, time: tau), target + under, within: 1e-10))
            }
            #expect(close(Spring.smooth.velocity(target: target, initialVelocity: v0, time: 0), v0, within: 1e-12))
        }
    }

    @Test func velocityIsTheDerivativeOfValue() {
        let h = 1e-6
        for spring in [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.8, bounce: -0.4)] {
            for step in 1..<40 {
                let tau = Double(step) / 40
                let difference = (spring.value(target: 3.0, initialVelocity: 5.0, time: tau + h)
                    - spring.value(target: 3.0, initialVelocity: 5.0, time: tau - h)) / (2 * h)
                #expect(close(spring.velocity(target: 3.0, initialVelocity: 5.0, time: tau), difference, within: 1e-5))
            }
        }
    }

    /// Either side of critical damping, the motion is continuous in ζ.
    @Test func nearCriticalDampingIsContinuous() {
        for tau in [0.0, 0.05, 0.2, 0.5, 1.0] {
            let critical = Spring(response: 0.5, dampingRatio: 1).value(target: 1.0, initialVelocity: 2.0, time: tau)
            for zeta in [1 - 1e-9, 1 + 1e-9, 1 - 1e-15, 1 + 1e-15] {
                let nearby = Spring(response: 0.5, dampingRatio: zeta).value(target: 1.0, initialVelocity: 2.0, time: tau)
                #expect(close(nearby, critical, within: 1e-7), "ζ = \(zeta), τ = \(tau)")
            }
        }
    }

    @Test func forceIsStiffnessTimesDistanceMinusDampingTimesVelocity() {
        let spring = Spring.snappy
        #expect(close(spring.force(target: 1.0, position: 0, velocity: 0), spring.stiffness))
        #expect(spring.force(target: 5.0, position: 5.0, velocity: 0) == 0)
        let force = spring.force(target: 2.0, position: 0.5, velocity: 3)
        #expect(close(force, spring.stiffness * 1.5 - spring.damping * 3, within: 1e-9))
    }

    @Test func genericValuesMoveComponentwise() {
        let pair = Spring.bouncy.value(
            target: AnimatablePair(CGFloat(10), 2.0), initialVelocity: AnimatablePair(CGFloat(0), 1.0), time: 0.2)
        #expect(close(Double(pair.first), Spring.bouncy.value(target: 10.0, time: 0.2), within: 1e-9))
        #expect(close(pair.second, Spring.bouncy.value(target: 2.0, initialVelocity: 1.0, time: 0.2), within: 1e-12))
        let cgFloat: CGFloat = Spring.smooth.value(target: CGFloat(100), time: 0.1)
        #expect(close(Double(cgFloat), 100 * smooth(0.1).value, within: 1e-9))
    }

    /// Ten updates of 0.05 s land where one closed-form step of 0.5 s does.
    @Test func updateStepsAlongTheClosedForm() {
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<10 {
            Spring.bouncy.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.05)
        }
        #expect(close(value, Spring.bouncy.value(target: 1.0, time: 0.5), within: 1e-12))
        #expect(close(velocity, Spring.bouncy.velocity(target: 1.0, time: 0.5), within: 1e-10))
    }

    @Test func aZeroDurationSpringHasArrived() {
        let instant = Spring(duration: 0, bounce: 0)
        #expect(instant.value(target: 7.0, initialVelocity: 3.0, time: 0) == 7)
        #expect(instant.velocity(target: 7.0, time: 0) == 0)
    }
}
