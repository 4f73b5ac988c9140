import Testing
@testable import Combine

/// `merge(with:)` (developer.apple.com/documentation/combine/publisher/merge(with:)-7qt71):
/// "Combines elements from this publisher with those from another publisher, delivering an
/// interleaved sequence of elements"; "The merged publisher continues to emit elements until
/// all upstream publishers finish. If an upstream publisher produces an error, the merged
/// publisher fails with that error."
struct MergeTests {
    // Apple's example: pubA and pubB sending 1, 40, 2, 50, 3, 60 in turn publish "1 40 2 50 3 60".
    @Test func valuesComeInTheOrderEitherSendsThem() {
        let pubA = PassthroughSubject<Int, Never>()
        let pubB = PassthroughSubject<Int, Never>()
        let recording = Recording(pubA.merge(with: pubB))
        pubA.send(1); pubB.send(40); pubA.send(2); pubB.send(50); pubA.send(3); pubB.send(60)
        #expect(recording.events == ["1", "40", "2", "50", "3", "60"])
    }

    @Test func itFinishesOnlyOnceEveryUpstreamHasFinished() {
        let pubA = PassthroughSubject<Int, Never>()
        let pubB = PassthroughSubject<Int, Never>()
        let recording = Recording(pubA.merge(with: pubB.map { $0 * 10 }))
        pubA.send(completion: .finished)
        pubB.send(1)
        #expect(recording.events == ["10"])
        pubB.send(completion: .finished)
        #expect(recording.events == ["10", "finished"])
    }

    @Test func theFirstFailureEndsItAndNothingComesAfter() {
        let pubA = PassthroughSubject<Int, TestError>()
        let pubB = PassthroughSubject<Int, TestError>()
        let recording = Recording(pubA.merge(with: pubB))
        pubA.send(completion: .failure(TestError("a broke")))
        pubB.send(1)
        pubB.send(completion: .failure(TestError("b broke")))
        #expect(recording.events == ["failure(a broke)"])
    }

    @Test func threeOrMorePublishersMergeAsTwoDo() {
        let merged = Just(1).merge(with: Just(2), Just(3), Just(4))
        #expect(recorded(merged) == ["1", "2", "3", "4", "finished"])
        let eight = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8))
        #expect(recorded(eight) == ["1", "2", "3", "4", "5", "6", "7", "8", "finished"])
    }

    @Test func mergeManyMergesAnyNumberOfOneType() {
        let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
        let recording = Recording(Publishers.MergeMany(subjects))
        subjects[2].send(3)
        subjects[0].send(1)
        for subject in subjects { subject.send(completion: .finished) }
        #expect(recording.events == ["3", "1", "finished"])
    }
}
