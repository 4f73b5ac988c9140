import Testing
@testable import Combine

struct FlatMapTests {
    @Test func unlimitedInterleavesWhatEveryInnerPublisherSends() {
        let outer = PassthroughSubject<Int, Never>()
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let recording = Recording(outer.flatMap { inners[$0] })
        outer.send(0)
        outer.send(1)
        inners[1].send("b")
        inners[0].send("a")
        #expect(recording.events == ["b", "a"])
    }

    // maxPublishers: "the maximum number of concurrent publisher subscriptions"
    // (developer.apple.com/documentation/combine/publisher/flatmap(maxpublishers:_:)-3k7z5):
    // with .max(1) the operator asks its upstream for one value, and one more only when that
    // value's publisher finishes, so a subject's 1 sent meanwhile is dropped (a
    // PassthroughSubject drops what nobody asked for).
    @Test func maxOneRunsOnePublisherAtATime() {
        let outer = PassthroughSubject<Int, Never>()
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let recording = Recording(outer.flatMap(maxPublishers: .max(1)) { inners[$0] })
        outer.send(0)
        outer.send(1)
        inners[0].send("a")
        inners[1].send("dropped")
        inners[0].send(completion: .finished)
        outer.send(2)
        inners[2].send("c")
        #expect(recording.events == ["a", "c"])
    }
}
