extension ViewGraph {
    /// Fires the clock's wake-ups due by this tick's time (sleeping tasks resume, timers
    /// tick, timeline views update), as one group of events after the "before" picture: what
    /// they change settles against that picture, so that changes made in `withAnimation`
    /// animate, and the bodies that make this frame see it. Each is an event at its own
    /// deadline, as a script's event between frames is: an animation it starts begins then.
    func fireDueWakeUps() throws {
        let now = SceneClock.nanoseconds(time)
        guard clock.hasWakeUp(dueBy: now) else { return }
        let baseline = presentedModelFrames()
        defer { eventTime = nil }
        inScope {
            clock.fireWakeUps(dueBy: now) { deadline in
                // (A wake-up at the frame's own time keeps the frame's time exactly.)
                eventTime = deadline == now ? nil : Double(deadline) / SceneClock.nanosecondsPerSecond
            }
        }
        try settle(tracking: baseline)
    }
}
