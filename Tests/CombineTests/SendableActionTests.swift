import Testing
@testable import Combine

/// `SendableAction` is Cutaway's own: it carries an action through APIs that take `@Sendable`
/// closures (the real run loop and queues), to run it where the scheduler runs it.
struct SendableActionTests {
    @Test func runningItRunsTheWrappedActionEachTime() {
        var runs = 0
        let action = SendableAction { runs += 1 }
        let handedOn: @Sendable () -> Void = { action.run() }
        handedOn()
        handedOn()
        #expect(runs == 2)
    }
}
