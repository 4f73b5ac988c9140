import Foundation
import Testing
@testable import SwiftUICore

/// The two basic motions solve x'' + 2ζω·x' + ω²·x = 0 with their starting conditions, in
/// every regime: a(0) = 1, a'(0) = 0; b(0) = 0, b'(0) = 1.
struct SpringModesTests {
    private let springs = [
        Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.5, bounce: 0), Spring(duration: 0.5, bounce: -0.5),
        Spring(duration: 0.2, bounce: 0.9), Spring(response: 1, dampingRatio: 1 + 1e-12), Spring(response: 1, dampingRatio: 30),
    ]

    @Test func startingConditions() {
        for spring in springs {
            let start = SpringModes(spring, time: 0)
            #expect(abs(start.a - 1) < 1e-12 && abs(start.aRate) < 1e-12, "\(spring)")
            #expect(abs(start.b) < 1e-12 && abs(start.bRate - 1) < 1e-12, "\(spring)")
        }
    }

    /// The rates are derivatives, and the derivative of each rate satisfies the equation.
    @Test func modesSolveTheSpringEquation() {
        let h = 1e-5
        for spring in springs {
            let omega = 2 * Double.pi / spring.response
            let beta = spring.dampingRatio * omega
            for step in 1...40 {
                let t = Double(step) / 40
                let before = SpringModes(spring, time: t - h), now = SpringModes(spring, time: t), after = SpringModes(spring, time: t + h)
                #expect(abs((after.a - before.a) / (2 * h) - now.aRate) < 1e-5, "\(spring) a' at \(t)")
                #expect(abs((after.b - before.b) / (2 * h) - now.bRate) < 1e-5, "\(spring) b' at \(t)")
                let aAcceleration = (after.aRate - before.aRate) / (2 * h)
                let bAcceleration = (after.bRate - before.bRate) / (2 * h)
                let scale = omega * omega
                #expect(abs(aAcceleration + 2 * beta * now.aRate + omega * omega * now.a) < 1e-5 * scale, "\(spring) a at \(t)")
                #expect(abs(bAcceleration + 2 * beta * now.bRate + omega * omega * now.b) < 1e-5 * scale, "\(spring) b at \(t)")
            }
        }
    }

    @Test func anInstantaneousSpringHasNoMotion() {
        #expect(SpringModes(Spring(duration: 0), time: 0) == SpringModes(a: 0, b: 0, aRate: 0, bRate: 0))
    }
}
