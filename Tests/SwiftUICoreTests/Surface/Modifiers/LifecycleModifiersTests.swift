import Foundation
import Testing
@testable import SwiftUICore

struct LifecycleModifiersTests {
    @Test func theOneArgumentOnChangeGetsEachNewValueButNotTheFirst() throws {
        // The value goes 1 → 2 at 0.2 s and 2 → 5 at 0.5 s: two calls, with 2 and then 5.
        let log = Log()
        let value = Box(1)
        let scene = RenderScene("perform", duration: 1, fps: 10, script: [
            .run(at: 0.2) { value.value = 2 },
            .run(at: 0.5) { value.value = 5 },
        ]) {
            Text("\(value.value)").onChange(of: value.value, perform: { log.entries.append("\($0)") })
        }
        let play = player(scene)
        for index in 0...10 { _ = try play.frame(at: index) }
        #expect(log.entries == ["2", "5"])
    }
}
