import Testing
@testable import Combine

/// `Subscribers.Completion` (developer.apple.com/documentation/combine/subscribers/completion):
/// "A signal that a publisher doesn’t produce additional elements, either due to normal
/// completion or an error"; equatable and hashable when its failure is.
struct SubscribersCompletionTests {
    @Test func completionsAreEqualWhenTheyEndTheSameWay() {
        typealias Completion = Subscribers.Completion<TestError>
        #expect(Completion.finished == .finished)
        #expect(Completion.failure(TestError("a")) == .failure(TestError("a")))
        #expect(Completion.failure(TestError("a")) != .failure(TestError("b")))
        #expect(Completion.finished != .failure(TestError("a")))
    }

    @Test func hashableCompletionsCollapseInASet() {
        let set: Set<Subscribers.Completion<HashableError>> = [.finished, .failure(.late), .finished, .failure(.late), .failure(.lost)]
        #expect(set.count == 3)
    }

    @Test func mapErrorTurnsAFailureAndLeavesAFinishAlone() {
        let failure = Subscribers.Completion<TestError>.failure(TestError("x"))
        #expect(failure.mapError { TestError("mapped \($0.name)") } == .failure(TestError("mapped x")))
        var calls = 0
        let finished = Subscribers.Completion<TestError>.finished.mapError { error -> TestError in
            calls += 1
            return error
        }
        #expect(finished == .finished)
        #expect(calls == 0)
    }
}

private enum HashableError: Error, Hashable { case late, lost }
