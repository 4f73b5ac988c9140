import Foundation

/// The finger a script moves over a graph: the touch events it has yet to deliver, the
/// session its touch started, where it is while down, and the buttons it holds pressed.
final class TouchInput {
    /// Touch events scripts scheduled, in time order.
    private(set) var scheduled: [TouchEvent] = []
    /// The gestures the current touch (or a multiple tap still waiting) started.
    var session: TouchSession?
    /// Where the touch is while it is down, in canvas points: its finger, or the centroid of
    /// its two.
    private(set) var location: CGPoint?
    /// Where each finger is while the touch is down (for `--overlay touches`).
    private(set) var fingers: [CGPoint] = []
    /// The buttons shown pressed (`ButtonStyleConfiguration.isPressed`), by identity.
    var pressedButtons: Set<ViewIdentity> = []
    /// The time of the last timer event delivered: a recognizer that asks for that time again
    /// (it did not move its deadline on) is not told twice, so a tick always ends.
    private var lastTimer: Double?

    var isDown: Bool { location != nil }

    /// Adds `events` to the schedule (after those at the same times already there).
    func schedule(_ events: [TouchEvent]) {
        for event in events {
            let index = scheduled.firstIndex { $0.time > event.time + 1e-12 } ?? scheduled.count
            scheduled.insert(event, at: index)
        }
    }

    /// The next event due at or before `time`: a scheduled one, or a timer a recognizer asked
    /// for (before a touch event of the same time).
    func nextDue(upTo time: Double) -> TouchEvent? {
        let timer = session?.deadline.flatMap { deadline in
            deadline <= time + 1e-9 && deadline != lastTimer ? TouchEvent(phase: .timer, location: location ?? .zero, time: deadline) : nil
        }
        let touch = scheduled.first.flatMap { $0.time <= time + 1e-9 ? $0 : nil }
        switch (timer, touch) {
        case (let timer?, let touch?): return timer.time <= touch.time ? timer : touch
        case (let timer?, nil): return timer
        case (nil, let touch): return touch
        }
    }

    /// Takes `event` off the schedule (a timer is not on it) and follows the finger.
    func consume(_ event: TouchEvent) {
        if event.phase != .timer, let index = scheduled.firstIndex(of: event) {
            scheduled.remove(at: index)
        }
        switch event.phase {
        case .began, .moved:
            location = event.location
            fingers = event.fingers
        case .ended:
            location = nil
            fingers = []
        case .timer:
            lastTimer = event.time
        }
    }

    /// Whether the finger will have moved by `time` (the graph is not at rest).
    func hasDue(upTo time: Double) -> Bool {
        nextDue(upTo: time) != nil
    }
}
