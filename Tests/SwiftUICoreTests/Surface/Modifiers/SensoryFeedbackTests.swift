import Foundation
import Testing
@testable import SwiftUICore

struct SensoryFeedbackTests {
    @Test func feedbackDrawsNothingButItsClosuresRunOnEachChange() throws {
        // The trigger goes 0 → 1 → 2 at 0.2 and 0.5 s: the closures run twice with those
        // pairs, and the frame is the same as without the modifier.
        let log = Log()
        let value = Box(0)
        let scene = RenderScene("haptics", duration: 1, fps: 10, script: [
            .run(at: 0.2) { value.value = 1 }, .run(at: 0.5) { value.value = 2 },
        ]) {
            Text("\(value.value)")
                .sensoryFeedback(.success, trigger: value.value)
                .sensoryFeedback(.impact(weight: .heavy), trigger: value.value) { old, new in log.entries.append("if \(old)→\(new)"); return true }
                .sensoryFeedback(trigger: value.value) { old, new in log.entries.append("which \(old)→\(new)"); return .selection }
        }
        let play = player(scene)
        var last: Frame?
        for index in 0...10 { last = try play.frame(at: index) }
        #expect(log.entries.sorted() == ["if 0→1", "if 1→2", "which 0→1", "which 1→2"])
        let plain = try layOut(Text("2"))
        #expect(last?.drawnTexts.map(\.string) == ["2"])
        #expect(last?.drawnItems.count == plain.drawnItems.count)
    }

    @Test func impactsOfDifferentWeightsAreDifferentFeedback() {
        #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .heavy))
        #expect(SensoryFeedback.impact(flexibility: .soft, intensity: 0.5) == .impact(flexibility: .soft, intensity: 0.5))
    }
}
