import Foundation
import Testing
@testable import SwiftUICore

nonisolated private struct SampleCount: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

nonisolated private struct Label: AnimationStateKey {
    static var defaultValue: String { "none" }
}

struct AnimationStateTests {
    @Test func aTypedStoreWithDefaults() {
        var state = AnimationState<Double>()
        #expect(state[SampleCount.self] == 0)
        #expect(state[Label.self] == "none")
        state[SampleCount.self] += 2
        state[Label.self] = "set"
        #expect(state[SampleCount.self] == 2)
        #expect(state[Label.self] == "set")
        // A copy is independent: state is a value.
        var copy = state
        copy[SampleCount.self] = 9
        #expect(state[SampleCount.self] == 2)
    }
}
