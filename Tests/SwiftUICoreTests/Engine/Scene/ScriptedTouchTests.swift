import Foundation
import Testing
@testable import SwiftUICore

/// The touch events a script's finger (or fingers) become.
struct ScriptedTouchTests {
    @Test func aPinchPutsTwoFingersDownSideBySideAndEndsScaledAndTurned() {
        // About (200, 150), 100 pt apart, to twice as far apart and a quarter turn clockwise.
        let events = ScriptedTouch.pinchEvents(
            around: CGPoint(x: 200, y: 150), scale: 2, rotation: .degrees(90), span: 100, duration: 0.5, curve: .linear, at: 1)
        // Down at 1 s, a move every 1/60 s strictly before 1.5 s (29 of them), up at 1.5 s.
        #expect(events.count == 31)
        #expect(events.first?.phase == .began && events.last?.phase == .ended)
        #expect(events.first?.fingers == [CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 150)])
        // At the end: 200 pt apart along the direction turned 90° clockwise (straight down on
        // a screen whose y axis points down): 100 above and 100 below the centre.
        let last = try! #require(events.last)
        #expect(abs(last.fingers[0].x - 200) < 1e-9 && abs(last.fingers[0].y - 50) < 1e-9)
        #expect(abs(last.fingers[1].x - 200) < 1e-9 && abs(last.fingers[1].y - 250) < 1e-9)
        #expect(abs(last.time - 1.5) < 1e-12)
        // The centroid (the touch's location) stays at the centre throughout.
        for event in events {
            #expect(abs(event.location.x - 200) < 1e-9 && abs(event.location.y - 150) < 1e-9)
        }
    }

    @Test func aPinchOfNoDurationGoesDownAndLiftsAtOnce() {
        let events = ScriptedTouch.pinchEvents(
            around: .zero, scale: 0.5, rotation: .zero, span: 40, duration: 0, curve: .linear, at: 0)
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events.last?.fingers == [CGPoint(x: -10, y: 0), CGPoint(x: 10, y: 0)])
    }
}
