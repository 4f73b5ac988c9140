import Foundation
import Testing
@testable import SwiftUICore

struct LongPressGestureTests {
    private func pressScene(releaseAt release: Double, log: Log) -> Player {
        player(RenderScene("press", canvas: RenderCanvas(width: 200, height: 200), duration: 2, fps: 10, script: [
            .press(.point(CGPoint(x: 100, y: 100)), at: 0.2),
            .release(at: release),
        ]) {
            Color.green.onLongPressGesture(minimumDuration: 0.5) {
                log.entries.append("long press")
            } onPressingChanged: { log.entries.append("pressing \($0)") }
        })
    }

    @Test func aPressHeldForTheMinimumDurationSucceedsThen() throws {
        let log = Log()
        let play = pressScene(releaseAt: 1.5, log: log)
        _ = try play.at(0.6)
        #expect(log.entries == ["pressing true"])
        // Down at 0.2 s, held 0.5 s: it succeeds at 0.7 s, before the finger lifts.
        _ = try play.at(0.7)
        #expect(log.entries == ["pressing true", "pressing false", "long press"])
        _ = try play.at(2)
        #expect(log.entries.count == 3)
    }

    @Test func aPressReleasedEarlyFails() throws {
        let log = Log()
        let play = pressScene(releaseAt: 0.5, log: log)
        _ = try play.at(2)
        #expect(log.entries == ["pressing true", "pressing false"])
    }

    @Test func aLongPressUpdatesGestureStateWhileItIsDetected() throws {
        let play = player(RenderScene("state", canvas: RenderCanvas(width: 200, height: 200), duration: 2, fps: 10, script: [
            .press(.point(CGPoint(x: 100, y: 100)), at: 0.2),
            .release(at: 0.4),
        ]) { Detecting() })
        #expect(try play.at(0.1).geometry(named: "idle") != nil)
        #expect(try play.at(0.3).geometry(named: "detecting") != nil)
        // Lifted early, the press fails and its state goes back to false.
        #expect(try play.at(0.5).geometry(named: "idle") != nil)
    }

    private struct Detecting: View {
        @GestureState private var isDetecting = false
        var body: some View {
            Text(isDetecting ? "on" : "off").accessibilityIdentifier(isDetecting ? "detecting" : "idle")
                .frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(Rectangle())
                .gesture(LongPressGesture(minimumDuration: 1).updating($isDetecting) { value, state, _ in state = value })
        }
    }
}
