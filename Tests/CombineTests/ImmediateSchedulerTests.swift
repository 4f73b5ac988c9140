import Testing
@testable import Combine

/// `ImmediateScheduler` (developer.apple.com/documentation/combine/immediatescheduler): "A
/// scheduler for performing synchronous actions ... If you attempt to schedule actions after
/// a specific date, this scheduler ignores the date and performs them immediately." Its
/// time's `distance(to:)` "is always 0 in the context of an immediate scheduler".
struct ImmediateSchedulerTests {
    @Test func anActionRunsBeforeScheduleReturns() {
        var ran: [String] = []
        let scheduler = ImmediateScheduler.shared
        scheduler.schedule { ran.append("now") }
        ran.append("returned")
        #expect(ran == ["now", "returned"])
    }

    @Test func anActionForALaterTimeRunsAtOnce() {
        var ran = 0
        let scheduler = ImmediateScheduler.shared
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(60))) { ran += 1 }
        #expect(ran == 1)
    }

    @Test func aRepeatingActionRunsOnceAtOnce() {
        var ran = 0
        let scheduler = ImmediateScheduler.shared
        let cancellable = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { ran += 1 }
        #expect(ran == 1)
        cancellable.cancel()
    }

    @Test func itsTimeNeverMoves() {
        let scheduler = ImmediateScheduler.shared
        let start = scheduler.now
        #expect(start.distance(to: start.advanced(by: 5)) == 0)
        #expect(scheduler.now.distance(to: start) == 0)
    }

    @Test func operatorsOnItDeliverSynchronously() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        let subscription = subject.receive(on: ImmediateScheduler.shared).sink { heard.append($0) }
        subject.send(1)
        #expect(heard == [1])
        _ = subscription
    }
}
