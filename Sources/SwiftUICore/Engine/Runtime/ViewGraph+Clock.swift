extension ViewGraph {
    /// How close to a frame, in nanoseconds, a wake-up counts as at the frame.
    static let wakeUpTolerance: Int64 = 1_000

    /// Runs what happens by `time`, each at its own moment, earliest first: the clock's
    /// wake-ups (sleeping tasks and timers at their deadlines, timeline updates with the
    /// frame: see `WakeUpTiming`), then the script's events, then the
    /// finger's events of a moment. The graph is first brought to each moment (resolved and
    /// laid out with what animates sampled then, as if a frame were played there), so that a
    /// change starts from where things were when it happened and an animation it starts begins
    /// then; each group is settled against the picture before it. Last, the graph is brought
    /// to `time`.
    func runOccurrences(upTo time: Double, events: [ScriptEvent]) throws {
        let tickNanoseconds = SceneClock.nanoseconds(time)
        var index = 0
        var settledAt: Double?
        func reach(_ moment: Double) throws {
            guard settledAt != moment else { return }
            self.time = moment
            clock.now = SceneClock.nanoseconds(moment)
            try settle(tracking: nil)
            settledAt = moment
        }
        while true {
            // A wake-up within a microsecond of the frame is at the frame's own time, exactly.
            let wakeUp = clock.nextMoment(dueBy: tickNanoseconds).map { moment in
                tickNanoseconds - moment <= Self.wakeUpTolerance ? time : Double(moment) / SceneClock.nanosecondsPerSecond
            }
            let scripted = index < events.count ? min(events[index].time, time) : nil
            let touch = touchInput.nextDue(upTo: time).map { min($0.time, time) }
            guard let earliest = [wakeUp, scripted, touch].compactMap({ $0 }).min() else { break }
            let moment = max(earliest, settledAt ?? earliest)
            try reach(moment)
            let baseline = presentedModelFrames()
            if let wakeUp, wakeUp <= earliest {
                inScope { clock.fireWakeUps(at: SceneClock.nanoseconds(moment), frame: tickNanoseconds) }
            } else if let scripted, scripted <= earliest + 1e-9 {
                let groupTime = events[index].time
                while index < events.count, events[index].time == groupTime {
                    try inScope { try run(events[index]) }
                    index += 1
                }
            } else if let event = touchInput.nextDue(upTo: time) {
                inScope { deliver(event) }
            }
            try settle(tracking: baseline)
        }
        try reach(time)
    }
}
