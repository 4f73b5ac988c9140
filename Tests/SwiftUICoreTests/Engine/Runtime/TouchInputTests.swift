import Foundation
import Testing
@testable import SwiftUICore

/// The scripted finger: its schedule of events and where it is.
struct TouchInputTests {
    private func event(_ phase: TouchEvent.Phase, _ time: Double, x: CGFloat = 0) -> TouchEvent {
        TouchEvent(phase: phase, location: CGPoint(x: x, y: 10), time: time)
    }

    @Test func eventsAreKeptInTimeOrderAndAtOneTimeInTheOrderScheduled() {
        let input = TouchInput()
        input.schedule([event(.began, 0.5, x: 1), event(.ended, 0.5, x: 1)])
        input.schedule([event(.began, 0.2, x: 2)])
        input.schedule([event(.moved, 0.5, x: 3)])
        #expect(input.scheduled == [event(.began, 0.2, x: 2), event(.began, 0.5, x: 1), event(.ended, 0.5, x: 1), event(.moved, 0.5, x: 3)])
    }

    @Test func theNextDueEventIsTheEarliestAtOrBeforeTheTime() {
        let input = TouchInput()
        input.schedule([event(.began, 0.2), event(.ended, 0.4)])
        #expect(input.nextDue(upTo: 0.1) == nil)
        #expect(!input.hasDue(upTo: 0.1))
        #expect(input.nextDue(upTo: 0.2) == event(.began, 0.2))
        #expect(input.nextDue(upTo: 1) == event(.began, 0.2))
    }

    @Test func consumingAnEventTakesItOffTheScheduleAndFollowsTheFinger() {
        let input = TouchInput()
        let down = TouchEvent(phase: .began, location: CGPoint(x: 30, y: 40), time: 0.2)
        input.schedule([down, event(.ended, 0.4)])
        #expect(!input.isDown)
        input.consume(down)
        #expect(input.isDown)
        #expect(input.location == CGPoint(x: 30, y: 40))
        #expect(input.fingers == [CGPoint(x: 30, y: 40)])
        #expect(input.nextDue(upTo: 1) == event(.ended, 0.4))
        input.consume(event(.ended, 0.4))
        #expect(!input.isDown)
        #expect(input.fingers.isEmpty)
        #expect(input.nextDue(upTo: 1) == nil)
    }
}
