import Foundation
import Testing
@testable import Cutaway

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// Measures its content with a background geometry reader and shows the measurement.
private struct Measuring: View {
    @State private var measured: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 37)
                .background { GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) } }
            Text("measured \(Int(measured))").accessibilityIdentifier("label")
        }
        .onPreferenceChange(HeightKey.self) { measured = $0 }
    }
}

/// Feeds its own measurement back into its size: never settles.
private struct Feedback: View {
    @State private var height: CGFloat = 10
    var body: some View {
        Color.red.frame(width: 10, height: height)
            .background { GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) } }
            .onPreferenceChange(HeightKey.self) { height = $0 + 1 }
    }
}

private final class Log {
    var entries: [String] = []
}

private struct Observed: View {
    let value: Int
    let log: Log
    var body: some View {
        Text("\(value)")
            .onAppear { log.entries.append("appear") }
            .onChange(of: value) { old, new in log.entries.append("change \(old)→\(new)") }
            .onDisappear { log.entries.append("disappear") }
    }
}

struct HandlerTests {
    @Test func preferenceHandlerThatWritesStateSettlesWithinTheTick() throws {
        let frame = try player(Scene("measure") { Measuring() }).at(0)
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["measured 37"])
    }

    @Test func aFeedbackLoopIsReportedNotHung() throws {
        let play = player(Scene("loop") { Feedback() })
        #expect {
            try play.at(0)
        } throws: { error in
            guard case RuntimeError.updateCycle(let views, _) = error else { return false }
            return views.contains { $0.contains("Feedback") }
        }
    }

    @Test func appearChangeAndDisappearRunOnceEach() throws {
        let log = Log()
        let value = Box(1)
        let shown = Box(true)
        let scene = Scene("lifecycle", duration: 1, fps: 10, script: [
            .run(at: 0.2) { value.value = 2 },
            .run(at: 0.5) { shown.value = false },
        ]) {
            if shown.value { Observed(value: value.value, log: log) }
        }
        let play = player(scene)
        for index in 0...10 {
            _ = try play.frame(at: index)
        }
        #expect(log.entries == ["appear", "change 1→2", "disappear"])
    }

    @Test func onChangeInitialCallsAtOnce() throws {
        let log = Log()
        _ = try player(Scene("initial") {
            Text("x").onChange(of: 5, initial: true) { old, new in log.entries.append("\(old)→\(new)") }
        }).at(0)
        #expect(log.entries == ["5→5"])
    }
}
