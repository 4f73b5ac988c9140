import Foundation
@testable import Combine

/// A virtual clock for Combine's schedulers, moved by hand: what a scene's clock is to them,
/// with wake-ups fired earliest deadline first (ties in the order scheduled), the clock
/// reading each one's deadline while it runs, as the scene's does.
final class TestClock: SchedulerClock, @unchecked Sendable {
    var nanosecondsNow: Int64 = 0
    let startDate = Date(timeIntervalSince1970: 0)
    private var wakeUps: [(deadline: Int64, number: Int, action: () -> Void)] = []
    private var nextNumber = 0

    func scheduleWakeUp(at deadline: Int64, _ action: @escaping () -> Void) -> Int {
        nextNumber += 1
        wakeUps.append((deadline, nextNumber, action))
        return nextNumber
    }

    func cancelWakeUp(_ number: Int) {
        wakeUps.removeAll { $0.number == number }
    }

    /// Fires what is due by `nanoseconds`, then reads it.
    func advance(to nanoseconds: Int64) {
        while let next = wakeUps.filter({ $0.deadline <= nanoseconds }).min(by: { ($0.deadline, $0.number) < ($1.deadline, $1.number) }) {
            wakeUps.removeAll { $0.number == next.number }
            nanosecondsNow = max(nanosecondsNow, next.deadline)
            next.action()
        }
        nanosecondsNow = nanoseconds
    }

    /// Runs `body` with this clock as the schedulers'.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        try SchedulerClocks.$running.withValue(self, operation: body)
    }
}

/// Milliseconds in nanoseconds.
func ms(_ value: Int64) -> Int64 { value * 1_000_000 }
