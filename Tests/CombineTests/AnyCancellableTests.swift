import Testing
@testable import Combine

/// `AnyCancellable` (developer.apple.com/documentation/combine/anycancellable): "A type-erasing
/// cancellable object that executes a provided closure when canceled", and "An AnyCancellable
/// instance automatically calls cancel() when deinitialized."
struct AnyCancellableTests {
    @Test func cancellingRunsTheClosureOnceHoweverOftenItIsCancelled() {
        var runs = 0
        let cancellable = AnyCancellable { runs += 1 }
        cancellable.cancel()
        cancellable.cancel()
        #expect(runs == 1)
    }

    @Test func releasingItUncancelledRunsTheClosure() {
        var runs = 0
        var cancellable: AnyCancellable? = AnyCancellable { runs += 1 }
        #expect(runs == 0)
        cancellable = nil
        #expect(runs == 1)
        #expect(cancellable == nil)
    }

    @Test func releasingItAfterCancellingDoesNotRunTheClosureAgain() {
        var runs = 0
        var cancellable: AnyCancellable? = AnyCancellable { runs += 1 }
        cancellable?.cancel()
        cancellable = nil
        #expect(runs == 1)
    }

    @Test func oneMadeFromACancellableCancelsIt() {
        let inner = CountingCancellable()
        let cancellable = AnyCancellable(inner)
        cancellable.cancel()
        #expect(inner.cancels == 1)
    }

    // store(in:) "Stores this type-erasing cancellable instance in the specified set/collection":
    // it lives as long as the container holds it.
    @Test func storedInASetItLivesUntilTheSetLetsGoOfIt() {
        var runs = 0
        var set = Set<AnyCancellable>()
        AnyCancellable { runs += 1 }.store(in: &set)
        #expect(runs == 0)
        #expect(set.count == 1)
        set.removeAll()
        #expect(runs == 1)
    }

    @Test func storedInAnArrayItLivesUntilTheArrayLetsGoOfIt() {
        var runs = 0
        var array: [AnyCancellable] = []
        AnyCancellable { runs += 1 }.store(in: &array)
        AnyCancellable { runs += 10 }.store(in: &array)
        #expect(runs == 0)
        array.removeAll()
        #expect(runs == 11)
    }

    @Test func twoCancellablesAreEqualOnlyToThemselves() {
        let first = AnyCancellable {}
        let second = AnyCancellable {}
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
    }
}

private final class CountingCancellable: Cancellable {
    var cancels = 0
    func cancel() { cancels += 1 }
}
