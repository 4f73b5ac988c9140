import Combine
import Foundation
import Testing
@testable import SwiftUICore

/// A subject sent a value on appearing and at 0.25 s, seen through `operate`: shows what
/// came out.
private struct Operated<Output>: View {
    let operate: (AnyPublisher<Int, Never>) -> AnyPublisher<Output, Never>
    @State private var subject = PassthroughSubject<Int, Never>()
    @State private var received = "nothing"

    var body: some View {
        Text(received)
            .onReceive(operate(subject.eraseToAnyPublisher())) { value in received = "\(value)" }
            .onAppear { subject.send(1) }
            .task {
                try? await Task.sleep(nanoseconds: 250_000_000)
                subject.send(2)
            }
    }
}

/// Runs `schedule` on appearing: it schedules repeated actions, each counted.
private struct Scheduling: View {
    let schedule: (@escaping () -> Void) -> any Cancellable
    @State private var count = 0
    @State private var cancellable: (any Cancellable)?

    var body: some View {
        Text("\(count)").onAppear { cancellable = schedule { count += 1 } }
    }
}

/// Every Combine operator and scheduler call that takes an interval, on the scene's clock
/// (`RunLoop.main`, whose interval is seconds as a `Double`; `DispatchQueue.main`, whose
/// interval is nanoseconds as an `Int`, made from whole seconds and their fractions), called
/// with extreme values in a scene: none traps or hangs. An interval past the scene's end
/// never ends within it; Dispatch clamps one past its range to its distant future, and
/// Cutaway's schedulers do the same (`Nanoseconds`).
nonisolated struct ExtremeSchedulerValuesTests {
    /// The operators, each with a run loop interval of `seconds`.
    static func runLoopOperators(_ seconds: Double) -> [(api: String, operate: (AnyPublisher<Int, Never>) -> AnyPublisher<String, Never>)] {
        let interval = RunLoop.SchedulerTimeType.Stride.seconds(seconds)
        return [
            ("debounce(for:scheduler: RunLoop.main)", { $0.debounce(for: interval, scheduler: RunLoop.main).map(String.init).eraseToAnyPublisher() }),
            ("throttle(for:scheduler: RunLoop.main, latest: true)", {
                $0.throttle(for: interval, scheduler: RunLoop.main, latest: true).map(String.init).eraseToAnyPublisher()
            }),
            ("throttle(for:scheduler: RunLoop.main, latest: false)", {
                $0.throttle(for: interval, scheduler: RunLoop.main, latest: false).map(String.init).eraseToAnyPublisher()
            }),
            ("delay(for:scheduler: RunLoop.main)", { $0.delay(for: interval, scheduler: RunLoop.main).map(String.init).eraseToAnyPublisher() }),
            ("delay(for:tolerance:scheduler: RunLoop.main)", {
                $0.delay(for: 0.1, tolerance: interval, scheduler: RunLoop.main).map(String.init).eraseToAnyPublisher()
            }),
            ("timeout(_:scheduler: RunLoop.main)", { $0.timeout(interval, scheduler: RunLoop.main).map(String.init).eraseToAnyPublisher() }),
        ]
    }

    /// The operators, each with a queue interval of `interval`.
    static func queueOperators(_ interval: DispatchQueue.SchedulerTimeType.Stride) -> [(api: String, operate: (AnyPublisher<Int, Never>) -> AnyPublisher<String, Never>)] {
        [
            ("debounce(for:scheduler: DispatchQueue.main)", { $0.debounce(for: interval, scheduler: DispatchQueue.main).map(String.init).eraseToAnyPublisher() }),
            ("throttle(for:scheduler: DispatchQueue.main, latest:)", {
                $0.throttle(for: interval, scheduler: DispatchQueue.main, latest: true).map(String.init).eraseToAnyPublisher()
            }),
            ("delay(for:scheduler: DispatchQueue.main)", { $0.delay(for: interval, scheduler: DispatchQueue.main).map(String.init).eraseToAnyPublisher() }),
            ("timeout(_:scheduler: DispatchQueue.main)", { $0.timeout(interval, scheduler: DispatchQueue.main).map(String.init).eraseToAnyPublisher() }),
        ]
    }

    /// A queue's intervals, as a program makes them from each extreme value.
    static let queueIntervals: [(name: String, value: DispatchQueue.SchedulerTimeType.Stride)] =
        ExtremeValues.integers.flatMap { name, value in
            [(".seconds(\(name))", .seconds(value)), (".milliseconds(\(name))", .milliseconds(value)),
             (".microseconds(\(name))", .microseconds(value)), (".nanoseconds(\(name))", .nanoseconds(value)),
             ("DispatchTimeInterval.seconds(\(name))", .init(.seconds(value)))]
        }
        + ExtremeValues.doubles.map { name, value in (".seconds(\(name) as Double)", .seconds(value)) }
        + [("DispatchTimeInterval.never", .init(.never))]

    /// Run loop operator `index` with an interval of `seconds`, and with any drawn.
    static func runLoopCase(operator index: Int, _ name: String, _ seconds: Double) -> ExtremeValueCase {
        let (api, operate) = runLoopOperators(seconds)[index]
        var extreme = ExtremeValueCase(api: api, value: ".seconds(\(name))") { AnyView(Operated(operate: operate)) }
        extreme.drawingAnother = { source in
            let (name, seconds) = source.double()
            return runLoopCase(operator: index, name, seconds)
        }
        return extreme
    }

    /// Queue operator `index` with `interval`, and with any drawn (whole seconds or
    /// nanoseconds of a drawn integer, or seconds of a drawn double).
    static func queueCase(operator index: Int, _ name: String, _ interval: DispatchQueue.SchedulerTimeType.Stride) -> ExtremeValueCase {
        let (api, operate) = queueOperators(interval)[index]
        var extreme = ExtremeValueCase(api: api, value: name) { AnyView(Operated(operate: operate)) }
        extreme.drawingAnother = { source in
            switch source.index(below: 3) {
            case 0:
                let (name, value) = source.integer()
                return queueCase(operator: index, ".seconds(\(name))", .seconds(value))
            case 1:
                let (name, value) = source.integer()
                return queueCase(operator: index, ".nanoseconds(\(name))", .nanoseconds(value))
            default:
                let (name, value) = source.double()
                return queueCase(operator: index, ".seconds(\(name) as Double)", .seconds(value))
            }
        }
        return extreme
    }

    nonisolated static let cases: [ExtremeValueCase] =
        ExtremeValues.doubles.flatMap { name, seconds in
            runLoopOperators(seconds).indices.map { runLoopCase(operator: $0, name, seconds) }
        }
        + queueIntervals.flatMap { name, interval in
            queueOperators(interval).indices.map { queueCase(operator: $0, name, interval) }
        }
        + ExtremeValueCase.doubles("RunLoop.main.schedule(after:interval:)") { seconds in
            Scheduling { action in
                RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: .seconds(seconds)), interval: .seconds(seconds), action)
            }
        }
        + queueIntervals.map { name, interval in
            ExtremeValueCase(api: "DispatchQueue.main.schedule(after:interval:)", value: name) {
                AnyView(Scheduling { action in
                    DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: interval), interval: interval, action)
                })
            }
        }

    @Test(arguments: cases) func aSchedulerAPIPlaysAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }

    @Test func aDebouncePastTheScenesEndNeverDelivers() throws {
        let scene = RenderScene("debounce", duration: 1, fps: 10) {
            Operated { $0.debounce(for: .seconds(Int.max), scheduler: DispatchQueue.main).map(String.init).eraseToAnyPublisher() }
        }
        #expect(try player(scene).frame(at: 10).drawnTexts.map(\.string) == ["nothing"])
    }

    @Test func aNegativeDelayDeliversAtOnce() throws {
        // A deadline in the past is due now, as on iOS: the value sent at 0.25 s is shown by
        // the frame at 0.3 s.
        let scene = RenderScene("delay", duration: 1, fps: 10) {
            Operated { $0.delay(for: .seconds(-1e300), scheduler: RunLoop.main).map(String.init).eraseToAnyPublisher() }
        }
        #expect(try player(scene).frame(at: 3).drawnTexts.map(\.string) == ["2"])
    }
}
