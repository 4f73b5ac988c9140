import Foundation
import Testing
@testable import SwiftUICore

/// Delays, speeds and repeats: SwiftUI's names and defaults, checked against the values its
/// documentation gives (developer.apple.com/documentation/swiftui/animation).
struct AnimationModifierTests {
    @Test func modifiers() {
        #expect(Animation.linear.delay(1).storage == .delay(1, base: .timingCurve(.linear, duration: 0.35)))
        #expect(Animation.linear.speed(2).storage == .speed(2, base: .timingCurve(.linear, duration: 0.35)))
        #expect(Animation.linear.repeatCount(3) == .linear.repeatCount(3, autoreverses: true))
        #expect(Animation.linear.repeatForever() == .linear.repeatForever(autoreverses: true))
        #expect(Animation.linear.repeatCount(0) == .linear.repeatCount(1))
        #expect(Animation.linear.delay(1) != .linear.delay(2))
    }
}
