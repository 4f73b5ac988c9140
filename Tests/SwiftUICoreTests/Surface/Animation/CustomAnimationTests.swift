import Foundation
import Testing
@testable import SwiftUICore

nonisolated private struct Linear: CustomAnimation {
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= duration ? nil : value.scaled(by: time / duration)
    }
}

struct CustomAnimationTests {
    @Test func defaultsNeitherKnowVelocityNorMerge() {
        var context = AnimationContext<Double>()
        let linear = Linear(duration: 1)
        #expect(linear.velocity(value: 10.0, time: 0.5, context: context) == nil)
        #expect(!linear.shouldMerge(previous: .linear, value: 10.0, time: 0.5, context: &context))
        #expect(linear.animate(value: 10.0, time: 0.25, context: &context) == 2.5)
        #expect(linear.animate(value: 10.0, time: 1, context: &context) == nil)
    }
}
