import Testing
@testable import Combine

struct CatchTests {
    // Apple's catch(_:) example: a failure replaced by Just(-1) publishes -1 and finishes
    // (developer.apple.com/documentation/combine/publisher/catch(_:)).
    @Test func aFailureIsReplacedByTheHandlersPublisher() {
        let failing = [5, 4].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError("zero")))
        #expect(recorded(failing.catch { _ in Just(-1) }) == ["5", "4", "-1", "finished"])
    }
}
