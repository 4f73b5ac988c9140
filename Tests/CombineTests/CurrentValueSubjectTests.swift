import Testing
@testable import Combine

private struct Failure: Error, Equatable {}

struct CurrentValueSubjectTests {
    @Test func aSubscriberGetsTheCurrentValueFirstThenEveryNewOne() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var heard: [Int] = []
        let subscription = subject.sink { heard.append($0) }
        subject.value = 2
        subject.send(3)
        #expect(heard == [1, 2, 3])
        #expect(subject.value == 3)
        _ = subscription
    }

    @Test func aFailureEndsItAndTheValueStaysPut() {
        let subject = CurrentValueSubject<Int, Failure>(1)
        var completions: [Subscribers.Completion<Failure>] = []
        let subscription = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        subject.send(completion: .failure(Failure()))
        subject.send(5)
        #expect(completions == [.failure(Failure())])
        #expect(subject.value == 1)
        _ = subscription
    }
}
