import Foundation
import Testing
@testable import SwiftUICore

/// The corpus's countdown: a timer publisher every second, stopped at zero through its upstream.
private struct Countdown: View {
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var timeRemaining = 3
    let log: Log

    var body: some View {
        Text(String(timeRemaining))
            .onReceive(timer) { date in
                log.entries.append("\(date.timeIntervalSince(SceneClock.startDate))")
                if timeRemaining > 0 {
                    timeRemaining -= 1
                } else {
                    timer.upstream.connect().cancel()
                }
            }
    }
}

/// Counts an object's `objectWillChange` sends.
private final class Model: ObservableObject {
    @Published var value = 0
}

private struct Listening: View {
    let model: Model
    @State private var heard = 0
    var body: some View {
        Text("\(heard)").onReceive(model.objectWillChange) { heard += 1 }
    }
}

/// `Timer.publish` and `onReceive` on the scene's clock.
struct TimerPublisherTests {
    @Test func aTimerTicksEverySecondFromWhenItConnectsUntilCancelled() throws {
        let log = Log()
        let played = player(RenderScene("countdown", duration: 6, fps: 10) { Countdown(log: log) })
        // Connected as the view appears at 0: ticks at 1, 2, 3 s count down to 0; the tick at
        // 4 s finds 0 and cancels the timer, so none comes at 5 or 6 s.
        var shown: [String] = []
        try played.play(through: [0, 9, 10, 25, 30, 60]) { shown.append($0.drawnTexts[0].string) }
        #expect(shown == ["3", "3", "2", "1", "0", "0"])
        #expect(log.entries == ["1.0", "2.0", "3.0", "4.0"])
    }

    @Test func onReceiveHearsAnObjectsWillChange() throws {
        let model = Model()
        let played = player(RenderScene("listening", duration: 1, script: [
            .run(at: 0.5) { model.value = 1 },
            .run(at: 0.75) { model.value = 2 },
        ]) { Listening(model: model) })
        #expect(try played.at(0).drawnTexts[0].string == "0")
        #expect(try played.at(1).drawnTexts[0].string == "2")
    }

    @Test func sinkAndAutoconnectConnectWithTheFirstSubscriberAndStopWithTheLast() {
        let publisher = CountingConnections()
        let connected = publisher.autoconnect()
        let first = connected.sink { _ in }
        let second = connected.sink { _ in }
        #expect(publisher.log == ["connect"])
        first.cancel()
        #expect(publisher.log == ["connect"])
        second.cancel()
        #expect(publisher.log == ["connect", "disconnect"])
    }

    @Test func aTimerOutsideASceneStaysSilent() {
        var heard = 0
        let subscription = Timer.publish(every: 0.001, on: .main, in: .common).autoconnect().sink { _ in heard += 1 }
        Thread.sleep(forTimeInterval: 0.01)
        subscription.cancel()
        #expect(heard == 0)
    }
}

/// A connectable publisher that logs its connections.
private final class CountingConnections: ConnectablePublisher {
    typealias Output = Int
    typealias Failure = Never
    var log: [String] = []

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
    }

    func connect() -> any Cancellable {
        log.append("connect")
        return AnyCancellable { [weak self] in self?.log.append("disconnect") }
    }
}
