import Testing
@testable import Combine

/// `Just` (developer.apple.com/documentation/combine/just): "A publisher that emits an output
/// to each subscriber just once, and then finishes."
struct JustTests {
    @Test func eachSubscriberGetsTheValueOnceThenTheEnd() {
        let just = Just("hi")
        #expect(recorded(just) == ["hi", "finished"])
        #expect(recorded(just) == ["hi", "finished"])
    }

    @Test func theValueWaitsUntilTheSubscriberAsksForIt() {
        var events: [String] = []
        var subscription: (any Subscription)?
        Just(3).subscribe(AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0 },
            receiveValue: { events.append("\($0)"); return .none },
            receiveCompletion: { _ in events.append("finished") }))
        #expect(events == [])
        subscription?.request(.max(1))
        #expect(events == ["3", "finished"])
    }

    @Test func twoAreEqualWhenTheirValuesAre() {
        #expect(Just(1) == Just(1))
        #expect(Just(1) != Just(2))
        #expect(Just(1).output == 1)
    }
}
