import Testing
@testable import Combine

struct SwitchToLatestTests {
    // "When this operator receives a new publisher from the upstream publisher, it cancels
    // its previous subscription" (developer.apple.com/documentation/combine/publisher/switchtolatest()):
    // after `second` arrives, `first`'s values no longer pass.
    @Test func followsOnlyTheLatestInnerPublisher() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let recording = Recording(outer.switchToLatest())
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        outer.send(completion: .finished)
        #expect(recording.events == ["1", "3"])
        second.send(completion: .finished)
        #expect(recording.events == ["1", "3", "finished"])
    }
}
