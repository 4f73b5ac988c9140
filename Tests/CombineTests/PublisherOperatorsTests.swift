import Testing
@testable import Combine

/// The operators SwiftUI code chains most, each against values worked out by hand.
struct PublisherOperatorsTests {
    @Test func justMapsAndFinishes() {
        var events: [String] = []
        let subscription = Just(5).map { $0 * 2 }.sink(
            receiveCompletion: { _ in events.append("end") }, receiveValue: { events.append("\($0)") })
        #expect(events == ["10", "end"])
        _ = subscription
    }

    @Test func compactMapRemoveDuplicatesScanPrependAndMergeChain() {
        var heard: [Int] = []
        let subscription = ["1", "x", "2", "2", "3"].publisher
            .compactMap { Int($0) }  // 1, 2, 2, 3
            .removeDuplicates()  // 1, 2, 3
            .scan(0, +)  // 1, 3, 6
            .prepend(0)  // 0, 1, 3, 6
            .merge(with: Just(100))
            .sink { heard.append($0) }
        #expect(heard == [0, 1, 3, 6, 100])
        _ = subscription
    }

    @Test func erasedPublishersAndDropFirst() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.dropFirst().eraseToAnyPublisher()
        var heard: [Int] = []
        let subscription = erased.sink { heard.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(heard == [2])
        _ = subscription
    }
}
