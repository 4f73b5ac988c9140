import Testing
@testable import Combine

struct PassthroughSubjectTests {
    @Test func subscribersHearWhatIsSentAfterTheyCameInTheOrderTheyCame() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [String] = []
        subject.send(0)
        let first = subject.sink { heard.append("a\($0)") }
        let second = subject.sink { heard.append("b\($0)") }
        subject.send(1)
        #expect(heard == ["a1", "b1"])
        _ = (first, second)
    }

    @Test func nothingComesAfterTheCompletionAndLateSubscribersGetItAtOnce() {
        let subject = PassthroughSubject<Void, Never>()
        var events: [String] = []
        let early = subject.sink(receiveCompletion: { _ in events.append("end") }, receiveValue: { events.append("value") })
        subject.send()
        subject.send(completion: .finished)
        subject.send()
        let late = subject.sink(receiveCompletion: { _ in events.append("late end") }, receiveValue: { events.append("late value") })
        #expect(events == ["value", "end", "late end"])
        _ = (early, late)
    }

    @Test func aCancelledOrReleasedSubscriptionHearsNothingMore() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        let subscription = subject.map { $0 * 10 }.sink { heard.append($0) }
        var set = Set<AnyCancellable>()
        subject.filter { $0 > 1 }.sink { heard.append($0) }.store(in: &set)
        subject.send(1)
        subscription.cancel()
        subject.send(2)
        set.removeAll()
        subject.send(3)
        // 1 through map (10); 2 through filter only; 3 to nobody.
        #expect(heard == [10, 2])
    }
}
