extension ViewGraph {
    /// Fires the clock's wake-ups due by this tick's time (sleeping tasks resume, timers
    /// tick, timeline views update), as one group of events after the "before" picture: what
    /// they change settles against that picture, so that changes made in `withAnimation`
    /// animate, and the bodies that make this frame see it.
    func fireDueWakeUps() throws {
        let now = SceneClock.nanoseconds(time)
        guard clock.hasWakeUp(dueBy: now) else { return }
        let baseline = presentedModelFrames()
        inScope { clock.fireWakeUps(dueBy: now) }
        try settle(tracking: baseline)
    }
}
