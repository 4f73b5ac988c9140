import Testing
@testable import Combine

/// `Cancellable` (developer.apple.com/documentation/combine/cancellable): "A protocol
/// indicating that an activity or action supports cancellation"; calling `cancel()` "stops
/// side effects". What conforming gives: wrapped in an `AnyCancellable` (or stored), a
/// cancellable is cancelled with it.
struct CancellableTests {
    @Test func aConformingTypeStoredInASetIsCancelledWhenTheSetLetsGoOfIt() {
        let activity = Activity()
        var set = Set<AnyCancellable>()
        activity.store(in: &set)
        #expect(activity.cancels == 0)
        set.removeAll()
        #expect(activity.cancels == 1)
    }

    @Test func aConformingTypeStoredInAnArrayIsCancelledWhenTheArrayLetsGoOfIt() {
        let activity = Activity()
        var array: [AnyCancellable] = []
        activity.store(in: &array)
        #expect(array.count == 1)
        array.removeAll()
        #expect(activity.cancels == 1)
    }

    @Test func cancellingASubscriptionStopsItsValues() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        let cancellable: any Cancellable = subject.sink { heard.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(heard == [1])
    }
}

private final class Activity: Cancellable {
    var cancels = 0
    func cancel() { cancels += 1 }
}
