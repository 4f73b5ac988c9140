import Foundation
import Testing
@testable import SwiftUICore

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

private struct Follower: View {
    let height: CGFloat
    @State private var tall = false
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            WidthLayout(width: height) { Color.red }
                .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.width) })
                .onPreferenceChange(HeightKey.self) { width in
                    if width >= 50, !tall { withAnimation(.linear(duration: 1)) { tall = true } }
                }
            Color.blue.frame(width: 10, height: tall ? 110 : 10).accessibilityIdentifier("follower")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `onAppear`, `onChange`, `onDisappear` and `onPreferenceChange` handlers: when they run, that
/// state they write settles within the tick (or is reported as a cycle), and that animations
/// they start run.
struct HandlerTests {
    @Test func preferenceHandlerThatWritesStateSettlesWithinTheTick() throws {
        let frame = try player(RenderScene("measure") { Measuring() }).at(0)
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["measured 37"])
    }

    @Test func aFeedbackLoopIsReportedNotHung() throws {
        let play = player(RenderScene("loop") { Feedback() })
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
        let scene = RenderScene("lifecycle", duration: 1, fps: 10, script: [
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
        _ = try player(RenderScene("initial") {
            Text("x").onChange(of: 5, initial: true) { old, new in log.entries.append("\(old)→\(new)") }
        }).at(0)
        #expect(log.entries == ["5→5"])
    }

    @Test func handlerAnimationOnATickWithoutEventsAnimatesGeometry() throws {
        let height = SceneValue<CGFloat>(0)
        let scene = RenderScene("follow", canvas: RenderCanvas(width: 300, height: 300, scale: 1), duration: 3, fps: 10,
                                script: [.run(at: 0.5, animation: .linear(duration: 1)) { height.value = 100 }]) {
            Follower(height: height.value)
        }
        let play = FrameStepper(player(scene))
        var heights: [CGFloat] = []
        for index in 0...25 { heights.append(try play.frame(at: index).rect("follower").height) }
        // `tall` is set at t = 1.0 (when the layout passes 50) in a linear 1 s animation.
        #expect(heights[15] == 60, "\(heights.map { Int($0) })")
    }
}
