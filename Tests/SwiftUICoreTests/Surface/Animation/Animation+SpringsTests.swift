import Foundation
import Testing
@testable import SwiftUICore

/// The spring animations: SwiftUI's names and defaults, checked against the values its
/// documentation gives (developer.apple.com/documentation/swiftui/animation).
struct AnimationSpringTests {
    @Test func springDefaults() {
        let smoothSpring = Animation.Storage.spring(Spring(duration: 0.5, bounce: 0), blendDuration: 0)
        #expect(Animation.default.storage == smoothSpring)
        #expect(Animation.spring.storage == smoothSpring)
        #expect(Animation.spring().storage == smoothSpring)
        #expect(Animation.smooth.storage == smoothSpring)
        #expect(Animation.spring(.smooth) == .smooth)
        #expect(Animation.spring(response: 0.5).storage == .spring(Spring(response: 0.5, dampingRatio: 0.825), blendDuration: 0))
        #expect(Animation.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 1).storage
            == .spring(Spring(response: 0.3, dampingRatio: 0.6), blendDuration: 1))
        #expect(Animation.snappy.storage == .spring(Spring(duration: 0.5, bounce: 0.15), blendDuration: 0))
        #expect(Animation.bouncy.storage == .spring(Spring(duration: 0.5, bounce: 0.3), blendDuration: 0))
        #expect(Animation.smooth(duration: 1, extraBounce: 0.1) == .spring(duration: 1, bounce: 0.1))
        #expect(Animation.snappy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.15 + 0.1))
        #expect(Animation.bouncy(duration: 2, extraBounce: -0.1) == .spring(duration: 2, bounce: 0.3 - 0.1))
    }

    @Test func interactiveSpring() {
        #expect(Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25).storage
            == .spring(Spring(response: 0.15, dampingRatio: 0.86), blendDuration: 0.25))
        #expect(Animation.interactiveSpring(response: 0.2).storage
            == .spring(Spring(response: 0.2, dampingRatio: 0.86), blendDuration: 0.25))
        // The static resolves, as in SwiftUI, to the duration form: 0.15 s, bounce 0.15.
        #expect(Animation.interactiveSpring.storage == .spring(Spring(duration: 0.15, bounce: 0.15), blendDuration: 0.25))
        #expect(Animation.interactiveSpring(duration: 0.2, extraBounce: 0.05) == .spring(duration: 0.2, bounce: 0.15 + 0.05, blendDuration: 0.25))
    }

    @Test func interpolatingSprings() {
        let physical = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        guard case .interpolatingSpring(let spring, let initialVelocity) = physical.storage else {
            Issue.record("not an interpolating spring: \(physical)")
            return
        }
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 170) < 1e-9)
        #expect(abs(spring.damping - 15) < 1e-9)
        #expect(initialVelocity == 0)
        #expect(Animation.interpolatingSpring.storage == .interpolatingSpring(Spring(duration: 0.5, bounce: 0), initialVelocity: 0))
        #expect(Animation.interpolatingSpring(duration: 1, bounce: 0.2, initialVelocity: 2).storage
            == .interpolatingSpring(Spring(duration: 1, bounce: 0.2), initialVelocity: 2))
        // Overdamping is allowed for interpolating springs: ζ = 40 / (2·√100) = 2.
        guard case .interpolatingSpring(let sluggish, _) = Animation.interpolatingSpring(stiffness: 100, damping: 40).storage else {
            Issue.record("not an interpolating spring")
            return
        }
        #expect(abs(sluggish.dampingRatio - 2) < 1e-12)
    }
}
