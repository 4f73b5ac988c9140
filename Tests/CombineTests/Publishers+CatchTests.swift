import Testing
@testable import Combine

struct CatchTests {
    // Apple's catch(_:) example: a failure replaced by Just(-1) publishes -1 and finishes
    // (developer.apple.com/documentation/combine/publisher/catch(_:)).
    @Test func aFailureIsReplacedByTheHandlersPublisher() {
        let failing = [5, 4].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError("zero")))
        #expect(recorded(failing.catch { _ in Just(-1) }) == ["5", "4", "-1", "finished"])
    }

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
}
