import Testing
@testable import Combine

/// `Tap` is the subscription between a subscriber and its upstream behind `handleEvents` and
/// `print`: it passes every event on unchanged (so the subscriber sees what it would see
/// without it, Combine's contract for those operators) and tells its hooks of each.
struct TapTests {
    @Test func theSubscriberAsksAndHearsThroughItAsThoughItWereNotThere() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [String] = []
        var subscription: (any Subscription)?
        let downstream = AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0; $0.request(.max(2)) },
            receiveValue: { heard.append("\($0)"); return .none },
            receiveCompletion: { heard.append("\($0)") })
        subject.subscribe(Tap(downstream, hooks: .init()))
        subject.send(1)
        subject.send(2)
        subject.send(3)  // beyond the demand: the passthrough subject drops it
        subscription?.request(.max(1))
        subject.send(4)
        subject.send(completion: .finished)
        #expect(heard == ["1", "2", "4", "finished"])
    }

    @Test func itsHooksHearEachEventAsItPasses() {
        let subject = PassthroughSubject<Int, Never>()
        var hooked: [String] = []
        var subscription: (any Subscription)?
        let downstream = AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0; $0.request(.max(1)) }, receiveValue: { _ in .none })
        subject.subscribe(Tap(downstream, hooks: .init(
            subscription: { _ in hooked.append("subscription") }, output: { hooked.append("output \($0)") },
            completion: { hooked.append("completion \($0)") }, cancel: { hooked.append("cancel") },
            request: { hooked.append("request \($0)") })))
        subject.send(1)
        subscription?.cancel()
        subscription?.cancel()
        subject.send(2)
        #expect(hooked == ["subscription", "request max(1)", "output 1", "cancel"])
    }

    @Test func afterTheEndNothingMorePassesAndCancelIsNotReported() {
        var cancels = 0
        var heard: [String] = []
        var subscription: (any Subscription)?
        let downstream = AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0; $0.request(.unlimited) },
            receiveValue: { heard.append("\($0)"); return .none },
            receiveCompletion: { heard.append("\($0)") })
        let tap = Tap(downstream, hooks: .init(cancel: { cancels += 1 }))
        Just(1).subscribe(tap)
        #expect(tap.receive(2) == .none)
        subscription?.cancel()
        #expect(heard == ["1", "finished"])
        #expect(cancels == 0)
    }

    @Test func aSecondSubscriptionIsCancelled() {
        var upstreamCancels = 0
        let tap = Tap(AnySubscriber<Int, Never>(), hooks: .init())
        PassthroughSubject<Int, Never>().subscribe(tap)
        PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { upstreamCancels += 1 }).subscribe(tap)
        #expect(upstreamCancels == 1)
    }
}
