import Foundation
import Testing
@testable import Combine

/// `measureInterval(using:options:)`
/// (developer.apple.com/documentation/combine/publisher/measureinterval(using:options:)):
/// "Measures and emits the time interval between events received from an upstream publisher",
/// the first from the subscription, on the scheduler's clock (here a scene's, a `TestClock`).
struct MeasureIntervalTests {
    @Test func eachValueBecomesTheTimeSinceTheOneBefore() {
        let clock = TestClock()
        let subject = PassthroughSubject<String, Never>()
        var heard: [DispatchQueue.SchedulerTimeType.Stride] = []
        clock.run {
            let subscription = subject.measureInterval(using: DispatchQueue.main).sink { heard.append($0) }
            clock.advance(to: ms(100)); subject.send("a")
            clock.advance(to: ms(350)); subject.send("b")
            clock.advance(to: ms(350)); subject.send("c")
            subscription.cancel()
        }
        #expect(heard == [.milliseconds(100), .milliseconds(250), .milliseconds(0)])
    }

    @Test func theUpstreamsEndPassesThrough() {
        let clock = TestClock()
        var events: [String] = []
        clock.run {
            events = recorded(Fail<Int, TestError>(error: TestError("down")).measureInterval(using: RunLoop.main))
        }
        #expect(events == ["failure(down)"])
    }
}
