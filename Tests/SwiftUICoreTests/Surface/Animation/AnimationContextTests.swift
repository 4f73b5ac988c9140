import Foundation
import Testing
@testable import SwiftUICore

nonisolated private struct SampleCount: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

struct AnimationContextTests {
    @Test func carriesStateAndTheCompletionFlag() {
        var context = AnimationContext<Double>()
        #expect(!context.isLogicallyComplete)
        context.isLogicallyComplete = true
        context.state[SampleCount.self] = 3
        var other = AnimationState<CGFloat>()
        other[SampleCount.self] = 7
        let moved = context.withState(other)
        #expect(moved.isLogicallyComplete)
        #expect(moved.state[SampleCount.self] == 7)
    }
}
