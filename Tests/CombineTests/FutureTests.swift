import Testing
@testable import Combine

/// `Future` (developer.apple.com/documentation/combine/future): "A publisher that eventually
/// produces a single value and then finishes or fails." Its closure runs when the future is
/// made, once, whoever subscribes (which is why Apple's docs suggest wrapping it in `Deferred`
/// to delay the work); every subscriber, earlier or later, gets the one result.
struct FutureTests {
    @Test func theClosureRunsOnceWhenTheFutureIsMadeNotPerSubscriber() {
        var runs = 0
        let future = Future<Int, Never> { promise in
            runs += 1
            promise(.success(1))
        }
        #expect(runs == 1)
        _ = recorded(future)
        _ = recorded(future)
        #expect(runs == 1)
    }

    @Test func subscribersWaitingForThePromiseGetItsValueThenTheEnd() {
        var fulfil: ((Result<String, Never>) -> Void)?
        let future = Future<String, Never> { fulfil = $0 }
        let first = Recording(future)
        let second = Recording(future)
        #expect(first.events == [])
        fulfil?(.success("done"))
        #expect(first.events == ["done", "finished"])
        #expect(second.events == ["done", "finished"])
    }

    @Test func aLateSubscriberGetsTheResultAtOnce() {
        let future = Future<Int, TestError> { $0(.failure(TestError("no"))) }
        #expect(recorded(future) == ["failure(no)"])
        #expect(recorded(future) == ["failure(no)"])
    }

    @Test func onlyTheFirstPromisedResultCounts() {
        var fulfil: ((Result<Int, Never>) -> Void)?
        let future = Future<Int, Never> { fulfil = $0 }
        let recording = Recording(future)
        fulfil?(.success(1))
        fulfil?(.success(2))
        #expect(recording.events == ["1", "finished"])
        #expect(recorded(future) == ["1", "finished"])
    }

    @Test func aFuturesValueIsItsPromisedResult() async throws {
        let future = Future<Int, Never> { promise in promise(.success(42)) }
        #expect(await future.value == 42)
        let failing = Future<Int, TestError> { promise in promise(.failure(TestError("no"))) }
        await #expect(throws: TestError("no")) { try await failing.value }
    }
}
