import Foundation
import Testing
@testable import SwiftUICore

private func close(_ a: Double, _ b: Double, relative tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Conversions between the three descriptions of a spring, against the formulas written out:
/// ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0); k = (2π/duration)²·m;
/// c = 4πζ·m/duration; and back, duration = 2π·√(m/k), ζ = c / (2·√(k·m)).
struct SpringTests {
    @Test func smoothIsCriticallyDamped() {
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(spring.response == 0.5)
        #expect(spring.duration == 0.5)
        #expect(spring.dampingRatio == 1)
        #expect(spring.bounce == 0)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, pow(2 * .pi / 0.5, 2)))
        #expect(close(spring.damping, 4 * .pi / 0.5))
    }

    @Test func defaultsAreSwiftUIs() {
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.smooth(duration: 1, extraBounce: 0.1) == Spring(duration: 1, bounce: 0.1))
        #expect(Spring.snappy(extraBounce: 0.1) == Spring(duration: 0.5, bounce: 0.15 + 0.1))
        #expect(Spring.bouncy(duration: 2) == Spring(duration: 2, bounce: 0.3))
    }

    @Test func bounceAndDampingRatioBothWays() {
        for bounce in stride(from: -0.9, through: 0.95, by: 0.05) {
            let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
            let spring = Spring(duration: 0.7, bounce: bounce)
            #expect(close(spring.dampingRatio, zeta), "bounce \(bounce)")
            #expect(close(spring.bounce, bounce), "bounce \(bounce)")
            #expect(close(Spring(response: 0.7, dampingRatio: zeta).bounce, bounce))
        }
        #expect(Spring(duration: 0.5, bounce: 0.3).dampingRatio == 0.7)
        #expect(Spring(duration: 0.5, bounce: -0.5).dampingRatio == 2)
        #expect(Spring(response: 1, dampingRatio: 2).bounce == -0.5)
    }

    @Test func stiffnessAndDampingBothWays() {
        for duration in [0.1, 0.35, 0.5, 1.0, 3.0] {
            for bounce in [-0.6, -0.2, 0.0, 0.15, 0.3, 0.8] {
                let spring = Spring(duration: duration, bounce: bounce)
                let zeta = spring.dampingRatio
                #expect(close(spring.stiffness, pow(2 * .pi / duration, 2)))
                #expect(close(spring.damping, 4 * .pi * zeta / duration))
                let rebuilt = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)
                #expect(close(rebuilt.response, duration))
                #expect(close(rebuilt.dampingRatio, zeta))
                #expect(close(rebuilt.bounce, bounce))
            }
        }
    }

    @Test func massScalesStiffnessAndDamping() {
        let spring = Spring(mass: 2, stiffness: 100, damping: 10)
        #expect(close(spring.response, 2 * .pi * (2.0 / 100).squareRoot()))
        #expect(close(spring.dampingRatio, 10 / (2 * (100.0 * 2).squareRoot())))
        #expect(spring.mass == 2)
        #expect(close(spring.stiffness, 100))
        #expect(close(spring.damping, 10))
    }

    @Test func overDampingIsClampedUnlessAllowed() {
        // ζ = 40 / (2·√100) = 2.
        #expect(Spring(stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(close(Spring(stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2))
        #expect(Spring(stiffness: 100, damping: 10).dampingRatio == 0.5)
    }

    @Test func springsAreHashableValues() {
        let set: Set<Spring> = [.smooth, Spring(duration: 0.5, bounce: 0), .snappy, Spring(response: 0.5, dampingRatio: 1)]
        #expect(set.count == 2)
    }
}
