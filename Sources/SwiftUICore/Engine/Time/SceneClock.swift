import Combine
import Foundation

/// A scene's virtual clock: the date its views read, and the wake-ups that `Task.sleep`,
/// timers and timeline views wait for.
///
/// Why not the wall clock: the same scene must give the same bytes on every machine and under
/// any load. A typing indicator that sleeps 0.3 s must advance with frames, never with the time
/// a frame took to draw.
///
/// How it works: time is counted in whole nanoseconds from the scene's start, so that sleeps
/// add up exactly (three sleeps of 0.1 s end at 0.3 s, where a frame at 18/60 s is). A
/// wake-up is an action due at a deadline. On each tick the graph fires the wake-ups due by the
/// frame's time, each deadline as a moment of its own (see `ViewGraph.runOccurrences`), in the
/// order of their deadlines (ties in the order they were scheduled): while one runs, `now` is
/// its deadline, so a loop that sleeps again schedules its next wake-up from where it was due,
/// not from the frame that noticed it, and never drifts. A wake-up that waits for the screen
/// (`WakeUpTiming.nextFrame`: a timeline view's update) fires with the first frame at or after
/// its deadline instead. Tasks run on the clock's `SceneTaskExecutor`, drained after each
/// wake-up, so a resumed task reaches its next suspension before anything else happens.
///
/// Design boundaries: the clock only moves forward, with the frames; nothing waits for real
/// time. Wake-ups are looked for when a frame is made: those due since the last frame fire
/// then, at their own moments.
final class SceneClock: @unchecked Sendable {
    // @unchecked: used on the graph's thread; the lock guards the wake-ups against a task
    // cancelled from elsewhere.

    /// The date at the scene's time zero: Tuesday 9 January 2007, 09:41:00 UTC, the minute
    /// the iPhone was introduced and the time every Apple product shot (and Cutaway's status
    /// bar) shows. Fixed, so that dates read in a scene are the same on every run.
    /// 13,522 days after 1970-01-01 (37 years with 9 leap days, plus 8 days) and 34,860 s.
    static let startDate = Date(timeIntervalSince1970: 1_168_335_660)

    /// Nanoseconds in a second.
    static let nanosecondsPerSecond: Double = 1_000_000_000

    /// The clock's time, in nanoseconds since the scene's start.
    var now: Int64 = 0

    /// Where the tasks the scene starts run.
    let executor = SceneTaskExecutor()

    private struct WakeUp {
        let deadline: Int64
        let number: Int
        let timing: WakeUpTiming
        let action: () -> Void

        /// When it fires, for a frame at `frame`.
        func moment(frame: Int64) -> Int64 {
            timing == .deadline ? deadline : frame
        }
    }

    private let lock = NSLock()
    private var wakeUps: [Int: WakeUp] = [:]
    private var keyedWakeUps: [AnyHashable: Int] = [:]
    private var nextNumber = 0
    /// How often each cancelled task slept again, by the task's hash: see `sleep(nanoseconds:)`.
    private var cancelledSleeps: [Int: Int] = [:]

    /// How many sleeps a cancelled task gets (each throws at once) before it is suspended
    /// for good: a loop that handles its cancellation stops long before.
    static let maximumCancelledSleeps = 1_000

    /// Counts a sleep of the current, cancelled task; returns how many it has made.
    func noteCancelledSleep() -> Int {
        let key = withUnsafeCurrentTask { $0?.hashValue ?? 0 }
        return lock.withLock {
            cancelledSleeps[key, default: 0] += 1
            return cancelledSleeps[key]!
        }
    }

    /// The clock of the scene whose task is running (set for the tasks `.task` starts).
    @TaskLocal static var current: SceneClock?

    /// The clock of the scene running now: the task's, else that of the graph whose events,
    /// handlers or views are running. Nil outside a scene.
    static var running: SceneClock? {
        current ?? GraphScope.current?.graph?.clock ?? GraphScope.resolving?.graph?.clock
    }

    /// The nanoseconds nearest to `seconds`, clamped to `Int64` (`Nanoseconds.of(seconds:)`:
    /// a time past 292 years is one no frame reaches).
    static func nanoseconds(_ seconds: Double) -> Int64 {
        Nanoseconds.of(seconds: seconds)
    }

    /// The nanoseconds nearest to `duration` (a `Duration` is seconds and attoseconds),
    /// clamped to `Int64`: `Duration` holds 2⁶⁴ times longer than `Int64` nanoseconds do, and
    /// its `components` trap where the seconds pass `Int64` (1e20 s), so those are compared first.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        if duration >= .nanoseconds(Int64.max) { return .max }
        if duration <= .nanoseconds(Int64.min) { return .min }
        let (seconds, attoseconds) = duration.components
        let fraction = Int64((Double(attoseconds) / 1_000_000_000).rounded())
        return Nanoseconds.sum(Nanoseconds.product(seconds, 1_000_000_000), fraction)
    }

    /// The scene's date at `nanoseconds` on its clock.
    static func date(at nanoseconds: Int64) -> Date {
        startDate.addingTimeInterval(Double(nanoseconds) / nanosecondsPerSecond)
    }

    /// The scene's date now.
    var date: Date { Self.date(at: now) }

    /// Calls `action` once the clock reaches `deadline` (with `timing`); returns the wake-up's
    /// number, to cancel it. A wake-up with a `key` replaces the one scheduled earlier under
    /// that key. A deadline already past (a negative delay, down to `Int64.min`) is due now,
    /// as on iOS: the clock, which reads a wake-up's deadline while it runs, never goes back.
    @discardableResult
    func schedule(
        at deadline: Int64, key: AnyHashable? = nil, timing: WakeUpTiming = .deadline, _ action: @escaping () -> Void
    ) -> Int {
        lock.withLock {
            nextNumber += 1
            if let key {
                if let earlier = keyedWakeUps[key] { wakeUps[earlier] = nil }
                keyedWakeUps[key] = nextNumber
            }
            wakeUps[nextNumber] = WakeUp(deadline: max(deadline, now), number: nextNumber, timing: timing, action: action)
            return nextNumber
        }
    }

    /// Drops the wake-up numbered `number`, if it has not fired.
    func cancel(_ number: Int) {
        lock.withLock { wakeUps[number] = nil }
    }

    /// Drops the wake-up scheduled under `key`, if it has not fired.
    func cancel(key: AnyHashable) {
        lock.withLock {
            if let number = keyedWakeUps.removeValue(forKey: key) { wakeUps[number] = nil }
        }
    }

    /// Whether some wake-up is due at or before `time` (nanoseconds).
    func hasWakeUp(dueBy time: Int64) -> Bool {
        lock.withLock { wakeUps.values.contains { $0.deadline <= time } }
    }

    /// The earliest moment at which a wake-up due by a frame at `frame` fires: its deadline,
    /// or the frame's time for one that waits for the frame.
    func nextMoment(dueBy frame: Int64) -> Int64? {
        lock.withLock { wakeUps.values.filter { $0.deadline <= frame }.map { $0.moment(frame: frame) }.min() }
    }

    /// Fires every wake-up due at or before `time` (a frame's), earliest first, each at its
    /// own deadline (then runs the tasks it resumed), including those the fired ones schedule;
    /// then the clock reads `time`.
    func fireWakeUps(dueBy time: Int64) {
        fireWakeUps(at: time, frame: time)
    }

    /// Fires the wake-ups due by a frame at `frame` whose moment (see `nextMoment(dueBy:)`) is
    /// at or before `moment`, earliest deadline first, including those the fired ones
    /// schedule; while one runs the clock reads its deadline (the moment, for one that waited
    /// for the frame). Then the clock reads `moment`.
    func fireWakeUps(at moment: Int64, frame: Int64) {
        while let due = takeEarliest(at: moment, frame: frame) {
            now = due.timing == .deadline ? due.deadline : moment
            due.action()
            executor.runPendingJobs()
        }
        now = moment
    }

    private func takeEarliest(at moment: Int64, frame: Int64) -> WakeUp? {
        lock.withLock {
            // Earliest deadline first; among equal deadlines, the first scheduled.
            let earliest = wakeUps.values.filter { $0.deadline <= frame && $0.moment(frame: frame) <= moment }
                .min { ($0.deadline, $0.number) < ($1.deadline, $1.number) }
            if let earliest {
                wakeUps[earliest.number] = nil
                if let key = keyedWakeUps.first(where: { $0.value == earliest.number })?.key {
                    keyedWakeUps[key] = nil
                }
            }
            return earliest
        }
    }
}

/// When a wake-up fires once its deadline has passed.
enum WakeUpTiming {
    /// At its deadline, a moment of its own between frames (a sleeping task, a timer), as a
    /// run loop wakes for it.
    case deadline
    /// With the first frame at or after its deadline (a timeline view's update), as what
    /// updates with the screen does.
    case nextFrame
}
