import Testing
@testable import Combine

/// `Outlet` is the subscription every operator hands its subscriber. What it guarantees is
/// Combine's contract for any subscription (developer.apple.com/documentation/combine/subscriber,
/// .../subscription): no value beyond what the subscriber asked for, values in the order
/// sent, at most one completion and only after the values, nothing after a cancel; and, by
/// its declaration, that cancelling or finishing releases its upstream subscriptions.
struct OutletTests {
    /// A subscriber that asks for nothing by itself and logs what it gets.
    private final class Log {
        var events: [String] = []
        lazy var subscriber = AnySubscriber<Int, TestError>(
            receiveValue: { [unowned self] in events.append("\($0)"); return .none },
            receiveCompletion: { [unowned self] in events.append("\($0)") })
    }

    @Test func valuesWaitInOrderUntilTheSubscriberAsksForThem() {
        let log = Log()
        let outlet = Outlet(log.subscriber)
        outlet.start()
        outlet.send(1)
        outlet.send(2)
        outlet.send(3)
        #expect(log.events == [])
        outlet.request(.max(2))
        #expect(log.events == ["1", "2"])
        outlet.request(.max(5))
        outlet.send(4)
        #expect(log.events == ["1", "2", "3", "4"])
    }

    @Test func theCompletionComesAfterTheWaitingValuesAndOnlyOnce() {
        let log = Log()
        let outlet = Outlet(log.subscriber)
        outlet.start()
        outlet.send(1)
        outlet.finish(.failure(TestError("end")))
        outlet.finish(.finished)
        outlet.send(2)
        #expect(log.events == [])
        #expect(outlet.isActive == false)
        outlet.request(.unlimited)
        #expect(log.events == ["1", "failure(end)"])
    }

    @Test func aValueSentWhileOneIsHandedWaitsItsTurn() {
        var order: [Int] = []
        var sendAgain = true
        var outlet: Outlet<AnySubscriber<Int, Never>>?
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.unlimited) },
            receiveValue: { value in
                order.append(value)
                if sendAgain {
                    sendAgain = false
                    outlet?.send(2)
                    order.append(-1)  // 1's delivery returns
                }
                return .none
            })
        outlet = Outlet(subscriber)
        outlet?.start()
        outlet?.send(1)
        outlet?.send(3)
        // 2, sent from inside 1's delivery, comes once that delivery returns, before 3.
        #expect(order == [1, -1, 2, 3])
    }

    @Test func cancellingDropsWhatWaitsReleasesTheUpstreamAndRunsItsActionOnce() {
        let log = Log()
        let outlet = Outlet(log.subscriber)
        var actions = 0
        outlet.onCancel { actions += 1 }
        outlet.start()
        let upstream = PassthroughSubject<Int, TestError>()
        var upstreamCancels = 0
        upstream.handleEvents(receiveCancel: { upstreamCancels += 1 })
            .subscribe(outlet.inlet(receiveValue: { outlet.send($0) }, receiveCompletion: { outlet.finish($0) }))
        upstream.send(1)
        outlet.cancel()
        outlet.cancel()
        outlet.request(.unlimited)
        upstream.send(2)
        #expect(log.events == [])
        #expect(upstreamCancels == 1)
        #expect(actions == 1)
    }

    @Test func finishingAlsoReleasesTheUpstreamAndRunsTheAction() {
        let log = Log()
        let outlet = Outlet(log.subscriber)
        var actions = 0
        outlet.onCancel { actions += 1 }
        outlet.start()
        outlet.request(.unlimited)
        var upstreamCancels = 0
        PassthroughSubject<Int, TestError>().handleEvents(receiveCancel: { upstreamCancels += 1 })
            .subscribe(outlet.inlet(receiveValue: { outlet.send($0) }, receiveCompletion: { outlet.finish($0) }))
        outlet.finish(.finished)
        #expect(log.events == ["finished"])
        #expect(upstreamCancels == 1)
        #expect(actions == 1)
    }
}
