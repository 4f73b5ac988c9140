import Testing
@testable import Combine

struct FilterTests {
    // Apple's filter(_:) example: [1, 2, 3, 4, 5] keeping even numbers publishes 2 4
    // (developer.apple.com/documentation/combine/publisher/filter(_:)).
    @Test func onlyTheValuesTheClosureIncludesGoThrough() {
        #expect(recorded([1, 2, 3, 4, 5].publisher.filter { $0 % 2 == 0 }) == ["2", "4", "finished"])
    }

    @Test func theUpstreamsFailurePassesThrough() {
        let failing = [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError("down")))
        #expect(recorded(failing.filter { $0 > 1 }) == ["2", "failure(down)"])
    }
}
