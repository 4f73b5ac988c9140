import Testing
@testable import Combine

struct CollectTests {
    // Apple's collect() example: (0...10) collected is one array of 0 through 10
    // (developer.apple.com/documentation/combine/publisher/collect()).
    @Test func collectSendsEveryValueInOneArrayAtTheEnd() {
        #expect(recorded((0...10).publisher.collect()) == ["[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", "finished"])
    }

    // Apple's collect(_:) example: (0...10) by 5 gives [0...4], [5...9] and the rest, [10]
    // (developer.apple.com/documentation/combine/publisher/collect(_:)).
    @Test func collectByCountSendsFullArraysThenTheRemainder() {
        #expect(recorded((0...10).publisher.collect(5)) == ["[0, 1, 2, 3, 4]", "[5, 6, 7, 8, 9]", "[10]", "finished"])
    }

    // The same page: on a failure the error is forwarded "instead of sending its output".
    @Test func aFailureDropsThePartialArray() {
        let subject = PassthroughSubject<Int, TestError>()
        let recording = Recording(subject.collect(2))
        subject.send(1)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .failure(TestError("down")))
        #expect(recording.events == ["[1, 2]", "failure(down)"])
    }
}
