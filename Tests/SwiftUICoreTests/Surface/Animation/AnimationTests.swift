import Foundation
import Testing
@testable import SwiftUICore

/// SwiftUI's names and defaults, checked against the values its documentation gives.
struct AnimationTests {
    @Test func descriptionsReadLikeSwiftUI() {
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1).description == "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1.0)")
        #expect(Animation.smooth.description == "spring(duration: 0.5, bounce: 0.0, blendDuration: 0.0)")
        #expect(Animation.linear(duration: 1).delay(0.5).speed(2).repeatCount(3, autoreverses: false).description
            == "linear(duration: 1.0).delay(0.5).speed(2.0).repeatCount(3, autoreverses: false)")
        #expect(Animation.easeIn.repeatForever().description == "easeIn(duration: 0.35).repeatForever(autoreverses: true)")
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).description.hasPrefix("interpolatingSpring(mass: 1.0"))
        #expect(Animation(Stepped(steps: 4)).description == "Stepped(steps: 4)")
    }

    @Test func animationsAreHashableIncludingCustomOnes() {
        let set: Set<Animation> = [.smooth, .spring, .default, .linear, .linear(duration: 0.35), Animation(Stepped(steps: 4)),
                                   Animation(Stepped(steps: 4)), Animation(Stepped(steps: 5))]
        #expect(set.count == 4)
        #expect(Animation(Stepped(steps: 4)) != .linear)
    }
}

nonisolated private struct Stepped: CustomAnimation {
    var steps: Int

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= 1 ? nil : value.scaled(by: (time * Double(steps)).rounded(.down) / Double(steps))
    }
}
