import Testing
@testable import Combine

struct RetryTests {
    // retry(_:) resubscribes after a failure, at most the given number of times
    // (developer.apple.com/documentation/combine/publisher/retry(_:)): 1 + 2 attempts, then
    // the failure passes.
    @Test func retrySubscribesAgainUpToItsCount() {
        var attempts = 0
        let flaky = Deferred { () -> Fail<Int, TestError> in
            attempts += 1
            return Fail(error: TestError("try \(attempts)"))
        }
        #expect(recorded(flaky.retry(2)) == ["failure(try 3)"])
        #expect(attempts == 3)
    }

    // A successful attempt ends the retrying: "Attempts to recreate a failed subscription with
    // the upstream publisher up to the number of times you specify"; values sent by failed
    // attempts have already gone downstream.
    @Test func anAttemptThatFinishesEndsTheRetryingAndEarlierValuesStay() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<String, TestError> in
            attempts += 1
            let value = Just("a\(attempts)").setFailureType(to: TestError.self)
            if attempts < 3 { return value.append(Fail(error: TestError("try \(attempts)"))).eraseToAnyPublisher() }
            return value.eraseToAnyPublisher()
        }
        #expect(recorded(flaky.retry(5)) == ["a1", "a2", "a3", "finished"])
        #expect(attempts == 3)
    }

    @Test func retryZeroPassesTheFirstFailure() {
        var attempts = 0
        let flaky = Deferred { () -> Fail<Int, TestError> in
            attempts += 1
            return Fail(error: TestError("try \(attempts)"))
        }
        #expect(recorded(flaky.retry(0)) == ["failure(try 1)"])
        #expect(attempts == 1)
    }
}
