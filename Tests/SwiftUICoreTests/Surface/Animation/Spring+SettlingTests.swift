import Foundation
import Testing
@testable import SwiftUICore

private func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

struct SpringSettlingTests {
    /// Underdamped: the envelope e^(−ζωt)·√(d₀² + ((v₀ + ζωd₀)/ω_d)²) reaches ε.
    @Test func underdampedSettlesByItsEnvelope() {
        let zeta = 0.7, omega = 4 * Double.pi
        let beta = zeta * omega, damped = omega * (1 - zeta * zeta).squareRoot()
        let amplitude = (1 + pow(beta / damped, 2)).squareRoot()
        #expect(close(Spring.bouncy.settlingDuration, log(amplitude / 0.001) / beta, within: 1e-12))
        let withKick = Spring.bouncy.settlingDuration(target: 2.0, initialVelocity: 3.0, epsilon: 0.01)
        let kickedAmplitude = (4 + pow((3 - beta * 2) / damped, 2)).squareRoot()
        #expect(close(withKick, log(kickedAmplitude / 0.01) / beta, within: 1e-12))
    }

    /// Critically damped from rest: the distance (1 + ωt)e^(−ωt) falls through ε once.
    @Test func criticallyDampedSettlesWhenTheDistanceFallsThroughEpsilon() {
        let omega = 4 * Double.pi
        var low = 0.0, high = 10.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if (1 + omega * middle) * exp(-omega * middle) > 0.001 { low = middle } else { high = middle }
        }
        #expect(close(Spring.smooth.settlingDuration, high, within: 1e-9))
    }

    @Test func settlingDurationInitializerInverts() {
        for zeta in [0.3, 0.7, 1.0] {
            let spring = Spring(settlingDuration: 1.2, dampingRatio: zeta)
            #expect(spring.dampingRatio == zeta)
            #expect(close(spring.settlingDuration, 1.2, within: 1e-6))
        }
        // Damping ratios above 1 are taken as 1, as in SwiftUI.
        #expect(Spring(settlingDuration: 1, dampingRatio: 3).dampingRatio == 1)
    }

    @Test func edgeCases() {
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
        #expect(Spring(duration: 0).settlingDuration == 0)
        #expect(Spring.smooth.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
    }
}
