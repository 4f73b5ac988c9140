import Combine
import Foundation
import SwiftUI

/// Previews that pass legal extreme values to timers, delays, sleeps, repeat counts and
/// keyframes (issue 45): each once trapped or hung Cutaway, and each must now be written, as
/// iOS draws it. A timer or delay past the scene's end never fires; a huge repeat count
/// repeats until the scene ends; a tiny keyframe still moves time on. Each plays 1 s
/// (ExtremeValues.cutaway.json), so that later sleeps and timers are reached.

/// Counts a publisher's values; shows the count.
struct ReceiveCount<Source: Publisher>: View where Source.Failure == Never {
    let source: Source
    @State private var count = 0

    var body: some View {
        Text("received \(count)").onReceive(source) { _ in count += 1 }
    }
}

#Preview("Timer every 1e12 s", traits: .fixedLayout(width: 160, height: 40)) {
    ReceiveCount(source: Timer.publish(every: 1e12, on: .main, in: .common).autoconnect())
}

/// A subject sent a value on appearing, seen through `operate`.
struct Operated<Output>: View {
    let operate: (AnyPublisher<Int, Never>) -> AnyPublisher<Output, Never>
    @State private var subject = PassthroughSubject<Int, Never>()
    @State private var received = "nothing"

    var body: some View {
        Text(received)
            .onReceive(operate(subject.eraseToAnyPublisher())) { value in received = "\(value)" }
            .onAppear { subject.send(1) }
    }
}

#Preview("Debounce 1e12 s", traits: .fixedLayout(width: 160, height: 40)) {
    Operated { $0.debounce(for: .seconds(1e12), scheduler: RunLoop.main).eraseToAnyPublisher() }
}

#Preview("Throttle 1e15 s", traits: .fixedLayout(width: 160, height: 40)) {
    Operated { $0.throttle(for: .seconds(1e15), scheduler: RunLoop.main, latest: true).eraseToAnyPublisher() }
}

#Preview("Timeout 1e300 s", traits: .fixedLayout(width: 160, height: 40)) {
    Operated { $0.timeout(.seconds(1e300), scheduler: RunLoop.main).eraseToAnyPublisher() }
}

#Preview("Queue debounce Int.max s", traits: .fixedLayout(width: 160, height: 40)) {
    Operated { $0.debounce(for: .seconds(Int.max), scheduler: DispatchQueue.main).eraseToAnyPublisher() }
}

/// Sleeps 0.1 s, then for ever (the sleep-forever idiom): shows how far it got.
struct SleepsForever: View {
    @State private var stage = "started"

    var body: some View {
        Text(stage).task {
            try? await Task.sleep(nanoseconds: 100_000_000)
            stage = "slept 0.1 s"
            try? await Task.sleep(nanoseconds: UInt64.max)
            stage = "woke (never)"
        }
    }
}

#Preview("Sleep forever after a sleep", traits: .fixedLayout(width: 160, height: 40)) {
    SleepsForever()
}

/// Sleeps 10¹⁰ s (317 years, past what `Int64` nanoseconds hold).
struct SleepsCenturies: View {
    @State private var stage = "asleep"

    var body: some View {
        Text(stage).task {
            try? await Task.sleep(for: .seconds(1e10))
            stage = "woke (never)"
        }
    }
}

#Preview("Sleep 1e10 s", traits: .fixedLayout(width: 160, height: 40)) {
    SleepsCenturies()
}

/// Bounces `Int.max` times from its appearance.
struct EndlessBounce: View {
    @State private var taps = 0

    var body: some View {
        Circle().fill(Color.blue).frame(width: 20, height: 20)
            .symbolEffect(.bounce, options: .repeat(Int.max), value: taps)
            .onAppear { taps += 1 }
    }
}

#Preview("Bounce Int.max times", traits: .fixedLayout(width: 60, height: 60)) {
    EndlessBounce()
}

#Preview("Keyframes of 1e-17 s repeating", traits: .fixedLayout(width: 60, height: 60)) {
    Circle().fill(Color.green).frame(width: 20, height: 20)
        .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
            content.scaleEffect(scale)
        } keyframes: { _ in
            LinearKeyframe(2.0, duration: 1e-17)
        }
}
