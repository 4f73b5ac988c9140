import Foundation

/// The virtual clock a scene's schedulers run on: Cutaway's scene clock, handed to Combine
/// while a scene's code runs (`SchedulerClocks.running`).
///
/// Why a hook: Combine's schedulers are `RunLoop.main` and `DispatchQueue.main`, which SwiftUI
/// code names outright (`debounce(for: .milliseconds(300), scheduler: RunLoop.main)`). In a
/// scene they must wait for the scene's virtual time, not the machine's, so that a debounced
/// value lands at the same frame on every run. Combine sits below Cutaway and cannot name its
/// scene clock, so the clock comes to it through this protocol, in a task-local value that
/// Cutaway binds wherever a scene's code runs (its events, its views' evaluation, its tasks):
/// no global state.
package protocol SchedulerClock: AnyObject, Sendable {
    /// The clock's time, in nanoseconds since the scene's start.
    var nanosecondsNow: Int64 { get }
    /// The date at the clock's time zero.
    var startDate: Date { get }
    /// Calls `action` once the clock reaches `deadline` (nanoseconds; at once, on the next
    /// wake-ups, if that is past); returns a number to cancel it with.
    @discardableResult
    func scheduleWakeUp(at deadline: Int64, _ action: @escaping () -> Void) -> Int
    /// Drops the wake-up numbered `number`, if it has not fired.
    func cancelWakeUp(_ number: Int)
}

/// Where Combine finds the running scene's clock.
package enum SchedulerClocks {
    /// The clock of the scene whose code is running; nil outside a scene, where schedulers
    /// use the real run loop and queues.
    @TaskLocal package static var running: (any SchedulerClock)?
}

extension SchedulerClock {
    /// The date at `nanoseconds` on this clock.
    package func date(at nanoseconds: Int64) -> Date {
        startDate.addingTimeInterval(Double(nanoseconds) / 1_000_000_000)
    }

    /// The nanoseconds on this clock nearest to `date` (clamped: a date centuries away is a
    /// deadline no frame reaches, see `Nanoseconds`).
    package func nanoseconds(at date: Date) -> Int64 {
        Nanoseconds.of(seconds: date.timeIntervalSince(startDate))
    }

    /// Calls `action` at `start + k × interval` for k = 1, 2, ... (each deadline computed from
    /// k, never accumulated, clamped: past `Int64.max` it is never reached) until the result
    /// is cancelled.
    package func scheduleRepeating(from start: Int64, every interval: Int64, _ action: @escaping (Int64) -> Void) -> any Cancellable {
        let repetition = RepeatingWakeUp(clock: self, start: start, interval: interval, action: action)
        repetition.schedule(tick: 1)
        return repetition
    }
}

/// A wake-up that schedules the next one as it fires (`scheduleRepeating`).
private final class RepeatingWakeUp: Cancellable {
    private weak var clock: (any SchedulerClock)?
    private let start: Int64
    private let interval: Int64
    private let action: (Int64) -> Void
    private var wakeUp: Int?

    init(clock: any SchedulerClock, start: Int64, interval: Int64, action: @escaping (Int64) -> Void) {
        self.clock = clock
        self.start = start
        // A non-positive interval would repeat for ever at one moment: a timer takes 0.1 ms
        // at least (`Timer`'s documented minimum), and so does this.
        self.interval = max(interval, 100_000)
        self.action = action
    }

    func schedule(tick: Int64) {
        guard let clock else { return }
        let deadline = Nanoseconds.sum(start, Nanoseconds.product(tick, interval))
        wakeUp = clock.scheduleWakeUp(at: deadline) { [weak self] in
            guard let self else { return }
            self.schedule(tick: tick + 1)
            self.action(deadline)
        }
    }

    func cancel() {
        if let wakeUp { clock?.cancelWakeUp(wakeUp) }
        wakeUp = nil
        clock = nil
    }
}
