import Combine
import Foundation

/// The scene's clock as Combine's schedulers see it: `RunLoop.main`, `DispatchQueue.main` and
/// `Timer.publish` wait for it while the scene's code runs (`inScope`, a pass over the views,
/// a scene task), so that a debounced value or a timer's tick lands at the same virtual moment
/// on every run.
extension SceneClock: SchedulerClock {
    var nanosecondsNow: Int64 { now }
    var startDate: Date { Self.startDate }

    @discardableResult
    func scheduleWakeUp(at deadline: Int64, _ action: @escaping () -> Void) -> Int {
        schedule(at: deadline, action)
    }

    func cancelWakeUp(_ number: Int) {
        cancel(number)
    }
}

extension SceneClock {
    /// Runs `body` with this clock as Combine's schedulers' clock.
    func schedulingCombine<Result>(_ body: () throws -> Result) rethrows -> Result {
        try SchedulerClocks.$running.withValue(self, operation: body)
    }
}
