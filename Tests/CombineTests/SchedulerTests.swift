import Foundation
import Testing
@testable import Combine

/// `Scheduler` (developer.apple.com/documentation/combine/scheduler): its conveniences fill in
/// what is left out: `schedule(_:)` "Performs the action at the next possible opportunity,
/// without options"; `schedule(after:_:)` "Performs the action at some time after the
/// specified date, using the scheduler’s minimum tolerance"; the repeating ones likewise.
struct SchedulerTests {
    @Test func scheduleWithoutOptionsPassesNone() {
        let scheduler = LogScheduler()
        scheduler.schedule {}
        #expect(scheduler.calls == ["now options nil"])
    }

    @Test func scheduleAfterADateUsesTheMinimumToleranceAndNoOptions() {
        let scheduler = LogScheduler()
        scheduler.schedule(after: scheduler.now.advanced(by: 2)) {}
        scheduler.schedule(after: scheduler.now.advanced(by: 3), tolerance: .seconds(1)) {}
        #expect(scheduler.calls == ["after 2.0 tolerance 0.005 options nil", "after 3.0 tolerance 1.0 options nil"])
    }

    @Test func repeatingSchedulesUseTheMinimumToleranceUnlessGivenOne() {
        let scheduler = LogScheduler()
        _ = scheduler.schedule(after: scheduler.now, interval: .seconds(4)) {}
        _ = scheduler.schedule(after: scheduler.now, interval: .seconds(4), tolerance: .seconds(2)) {}
        #expect(scheduler.calls == [
            "after 0.0 every 4.0 tolerance 0.005 options nil",
            "after 0.0 every 4.0 tolerance 2.0 options nil",
        ])
    }

    @Test func theActionPassedIsTheOneRun() {
        let scheduler = LogScheduler()
        var ran = 0
        scheduler.schedule { ran += 1 }
        scheduler.schedule(after: scheduler.now) { ran += 10 }
        #expect(ran == 11)
    }
}

/// A scheduler that runs actions at once and logs how it was asked, its times in seconds from
/// the reference date.
private final class LogScheduler: Scheduler {
    typealias SchedulerTimeType = RunLoop.SchedulerTimeType
    typealias SchedulerOptions = String
    var calls: [String] = []

    var now: SchedulerTimeType { SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 0)) }
    var minimumTolerance: SchedulerTimeType.Stride { .milliseconds(5) }

    func schedule(options: String?, _ action: @escaping () -> Void) {
        calls.append("now options \(options ?? "nil")")
        action()
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: String?, _ action: @escaping () -> Void) {
        calls.append("after \(date.date.timeIntervalSinceReferenceDate) tolerance \(tolerance.timeInterval) options \(options ?? "nil")")
        action()
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: String?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        calls.append(
            "after \(date.date.timeIntervalSinceReferenceDate) every \(interval.timeInterval) tolerance \(tolerance.timeInterval) options \(options ?? "nil")")
        return AnyCancellable {}
    }
}
