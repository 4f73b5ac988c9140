import Testing
@testable import Combine

struct ReduceTests {
    // Apple's reduce(_:_:) example: (0...10) summed from 0 publishes 55
    // (developer.apple.com/documentation/combine/publisher/reduce(_:_:)).
    @Test func sumsTheValuesAndSendsTheTotalOnceTheUpstreamFinishes() {
        #expect(recorded((0...10).publisher.reduce(0, +)) == ["55", "finished"])
    }

    @Test func sendsNothingUntilTheEndAndNoValueOnAFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        let recording = Recording(subject.reduce(0, +))
        subject.send(1)
        subject.send(2)
        #expect(recording.events == [])
        subject.send(completion: .failure(TestError("down")))
        #expect(recording.events == ["failure(down)"])
    }
}
