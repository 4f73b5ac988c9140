import Testing
@testable import Combine

struct AsyncPublisherTests {
    // `values` delivers the publisher's elements as an async sequence
    // (developer.apple.com/documentation/combine/publisher/values-1dm9r).
    @Test func forAwaitReadsEveryValueOfASequencePublisher() async {
        var heard: [Int] = []
        for await value in [1, 2, 3].publisher.values { heard.append(value) }
        #expect(heard == [1, 2, 3])
    }

    @Test func forTryAwaitThrowsTheFailure() async {
        var heard: [Int] = []
        await #expect(throws: TestError("down")) {
            for try await value in Just(1).setFailureType(to: TestError.self).append(Fail(error: TestError("down"))).values {
                heard.append(value)
            }
        }
        #expect(heard == [1])
    }
}
