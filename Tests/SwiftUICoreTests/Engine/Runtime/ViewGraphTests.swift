import Foundation
import Testing
@testable import SwiftUICore

nonisolated private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = nextValue()
    }
}

/// Writes one more than what it shows on every pass: never settles.
private struct Runaway: View {
    @State private var count = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .preference(key: CountKey.self, value: count)
            .onPreferenceChange(CountKey.self) { count = $0 + 1 }
    }
}

/// `ViewGraph.makeFrame()`: a tree that settles gives its frame; one that never settles throws
/// an update cycle naming its views.
struct ViewGraphTests {
    @Test func makeFrameThrowsAnUpdateCycleNamingTheViews() {
        let graph = ViewGraph(root: VStack { Runaway() }, canvas: RenderCanvas(width: 20, height: 20), textEngine: MonospacedTestTextEngine())
        #expect {
            try graph.makeFrame()
        } throws: { error in
            guard case RuntimeError.updateCycle(let views, let time) = error else { return false }
            return time == 0 && !views.isEmpty
        }
    }

    @Test func makeFrameOfASettlingTreeReturnsItsFrame() throws {
        let frame = try ViewGraph(
            root: Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square"),
            canvas: RenderCanvas(width: 20, height: 20), textEngine: MonospacedTestTextEngine()
        ).makeFrame()
        #expect(frame.rect("square") == CGRect(x: 5, y: 5, width: 10, height: 10))
    }
}

private struct HideShow: View {
    @State private var isVisible = true
    var body: some View {
        VStack {
            Text(isVisible ? "shown" : "hidden")
            Button(isVisible ? "Hide" : "Show") { isVisible.toggle() }
        }
    }
}

/// A script's events, as the graph runs them: a tap needs a button with its title, and frames
/// skipped over run their events as if they had been played.
struct ScriptEventTests {
    @Test func tappingAMissingButtonIsAnError() throws {
        let scene = RenderScene("missing", duration: 1, fps: 10, script: [.tap("Nope", at: 0.1)]) { LabelledCounter() }
        let play = player(scene)
        #expect(throws: RuntimeError.noButton(title: "Nope", time: 0.1, available: ["Add"])) { try play.at(0.1) }
    }

    @Test func skippingFramesRunsEventsAsIfPlayed() throws {
        let scene = RenderScene("skip", duration: 1, fps: 10, script: [.tap("Hide", at: 0.5), .tap("Show", at: 0.8)]) { HideShow() }
        let play = player(scene)
        _ = try play.frame(at: 0)
        #expect(throws: Never.self) { _ = try play.frame(at: 10) }
    }
}

/// A graph at rest (nothing animating, pending or due) hands back its last frame instead of
/// building it again; anything that could change the picture ends the rest.
struct RestingFrameTests {
    /// The first text a frame draws.
    func firstString(_ frame: Frame) -> String? {
        frame.displayList.allItems.lazy.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }.first
    }

    @Test func aSceneAtRestEvaluatesNothingBetweenEvents() throws {
        let evaluations = Evaluations()
        let scene = RenderScene("tallies", duration: 2, fps: 10, script: [.tap("Add A", at: 1)]) {
            VStack {
                Tally(name: "A", evaluations: evaluations)
                Static(label: "C", evaluations: evaluations)
            }
        }
        let play = player(scene)
        let first = try play.at(0)
        let passes = play.graph.passCount
        let rested = try play.at(0.9)
        // Nine frames later: no pass ran, and the frame is the first one at its own time.
        #expect(play.graph.passCount == passes)
        #expect(rested.displayList == first.displayList && rested.geometry == first.geometry)
        #expect(rested.time == 0.9 && rested.index == 9)
        // The tap ends the rest: A's count is drawn anew.
        let tapped = try play.at(1)
        #expect(play.graph.passCount > passes)
        #expect(tapped.displayList != first.displayList)
        #expect(evaluations.counts == ["A": 2, "C": 1])
    }

    @Test func aSceneValueWrittenBetweenFramesIsSeen() throws {
        let label = SceneValue("one")
        let scene = RenderScene("between", duration: 1, fps: 10) { Text(label.value) }
        let play = player(scene)
        #expect(firstString(try play.at(0)) == "one")
        #expect(firstString(try play.at(0.2)) == "one")
        // Written outside any tick (as a test or a `prepareFrame` hook might): not a rest.
        label.value = "two"
        #expect(firstString(try play.at(0.3)) == "two")
    }

    @Test func theRootClosureRunsAgainOnlyWhenWhatItReadsChanges() throws {
        final class Calls { var count = 0 }
        func counted<V: View>(_ calls: Calls, _ view: V) -> V {
            calls.count += 1
            return view
        }
        let calls = Calls()
        let label = SceneValue("one")
        // A repeating keyframe animator makes a pass on every frame.
        let scene = RenderScene("root", duration: 1, fps: 10, script: [.run(at: 0.55) {}]) {
            counted(calls, VStack {
                Text(label.value)
                Color.red.frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: 0.0) { $0.offset(x: $1) } keyframes: { _ in
                        KeyframeTrack { LinearKeyframe(100.0, duration: 0.3) }
                    }
            })
        }
        let play = player(scene)
        _ = try play.at(0)
        let first = calls.count
        for time in [0.1, 0.2, 0.3] { _ = try play.at(time) }
        // Passes ran (the square moved), but nothing the closure reads changed.
        #expect(calls.count == first)
        label.value = "two"
        #expect(firstString(try play.at(0.4)) == "two")
        #expect(calls.count == first + 1)
        // A script's closure may change anything the root reads: it runs again (in each pass
        // of the event's settling, which evaluates every body).
        _ = try play.at(0.6)
        #expect(calls.count > first + 1)
    }

    @Test func stateWrittenBetweenFramesIsSeen() throws {
        final class Handle { var binding: Binding<Int>? }
        struct Counter: View {
            let handle: Handle
            @State private var count = 0
            var body: some View {
                handle.binding = $count
                return Text("n \(count)")
            }
        }
        let handle = Handle()
        let scene = RenderScene("binding", duration: 1, fps: 10) { Counter(handle: handle) }
        let play = player(scene)
        #expect(firstString(try play.at(0.1)) == "n 0")
        handle.binding?.wrappedValue = 5
        #expect(firstString(try play.at(0.2)) == "n 5")
    }

    @Test func anAnimationIsNotARest() throws {
        let width = SceneValue<CGFloat>(10)
        let scene = RenderScene("grow", duration: 1, fps: 10, script: [.run(at: 0.1, animation: .linear(duration: 0.5)) { width.value = 60 }]) {
            Color.red.frame(width: width.value, height: 10)
        }
        let play = player(scene)
        var widths: [CGFloat] = []
        for index in 0...10 {
            let frame = try play.frame(at: index)
            widths.append(frame.geometry.first { $0.typeName == "Color" }?.frame.width ?? -1)
        }
        // Linear from 10 to 60 between 0.1 and 0.6 s, then still.
        #expect(widths == [10, 10, 20, 30, 40, 50, 60, 60, 60, 60, 60])
    }
}

/// Starts a change that animates nothing, with a completion that starts it again: each
/// completion is due at once, so within one tick it would go round for ever.
private struct ImmediateCompletionLoop: View {
    let rounds: Box<Int>
    @State private var count = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .accessibilityIdentifier("round \(count)")
            .onAppear { again() }
    }

    private func again() {
        rounds.value += 1
        withAnimation(.linear(duration: 1)) { count += 1 } completion: { again() }
    }
}

/// `ViewGraph.tick(at:events:)`: completions that fire at once keep firing, a bounded number
/// of rounds per frame.
struct ViewGraphTickTests {
    @Test func completionsThatRestartAtOnceGoOnInTheNextFrameInsteadOfHanging() throws {
        let rounds = Box(0)
        let graph = ViewGraph(root: ImmediateCompletionLoop(rounds: rounds), canvas: RenderCanvas(width: 20, height: 20), textEngine: MonospacedTestTextEngine())
        var perFrame: [Int] = []
        for index in 0..<3 {
            let before = rounds.value
            _ = try graph.tick(at: Double(index) / 60, events: [])
            perFrame.append(rounds.value - before)
        }
        // Every frame goes round, and no frame more than the tick fires its due completions:
        // once, then once after each of its `maximumPasses` settles (the first frame's
        // onAppear starts the loop once more).
        #expect(perFrame.count == 3 && perFrame.allSatisfy { $0 > 0 })
        #expect(perFrame.dropFirst().allSatisfy { $0 == ViewGraph.maximumPasses + 1 })
        #expect(perFrame[0] == ViewGraph.maximumPasses + 2)
    }
}

/// A text with `onTapGesture`: each tap flips what it shows.
private struct TappableText: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Text(isOn ? "on" : "off")
            Text("Flip").onTapGesture { isOn.toggle() }
        }
    }
}

/// A row's button titled by both its texts ("Wi-Fi Home"), which a tap finds by either.
private struct RowButton: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button { taps += 1 } label: { HStack { Text("Wi-Fi"); Text("Home") } }
        }
    }
}

/// A script's tap by text reaches views that are not buttons titled so.
struct ScriptTapByTextTests {
    @Test func aTapByTextReachesAnOnTapGestureView() throws {
        let play = player(RenderScene("flip", duration: 1, fps: 10, script: [.tap("Flip", at: 0.2)]) { TappableText() })
        #expect(try play.at(0.1).drawnTexts.map(\.string).contains("off"))
        // The finger goes down and up at 0.2 s; the next frame shows the flipped state.
        #expect(try play.at(0.3).drawnTexts.map(\.string).contains("on"))
    }

    @Test func aTapByOneTextOfARowReachesItsButton() throws {
        let play = player(RenderScene("row", duration: 1, fps: 10, script: [.tap("Home", at: 0.2)]) { RowButton() })
        #expect(try play.at(0.3).drawnTexts.map(\.string).contains("taps 1"))
    }

    @Test func aTextNothingTakesATapIsStillAnError() throws {
        let play = player(RenderScene("plain", duration: 1, fps: 10, script: [.tap("off", at: 0.2)]) { TappableText() })
        #expect(throws: RuntimeError.noButton(title: "off", time: 0.2, available: ["Flip"])) { try play.at(0.3) }
    }
}

/// Several root views are stacked as iOS stacks a window's root views: an implicit `VStack`,
/// centred, with the standard spacing between them.
struct ImplicitRootStackTests {
    // By hand: a 30 × 20 and a 50 × 10 rectangle stacked with the standard 8 pt between them
    // are 50 × 38 together, centred on the 400 × 400 canvas at y = (400 − 38) / 2 = 181; each
    // is centred across the stack's width, at x = (400 − w) / 2.
    @Test func aGroupOfTwoViewsAtTheRootIsStackedVerticallyAndCentred() throws {
        let frame = try layOut(Group {
            Color.red.frame(width: 30, height: 20).accessibilityIdentifier("upper")
            Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("lower")
        })
        #expect(frame.rect("upper") == CGRect(x: 185, y: 181, width: 30, height: 20))
        #expect(frame.rect("lower") == CGRect(x: 175, y: 181 + 20 + 8, width: 50, height: 10))
    }

    @Test func aForEachAtTheRootIsLaidOutAsTheSameViewsInAVStack() throws {
        let stacked = try layOut(VStack { ForEach(["a", "bb", "ccc"], id: \.self) { Text($0) } })
        let rooted = try layOut(ForEach(["a", "bb", "ccc"], id: \.self) { Text($0) })
        for string in ["a", "bb", "ccc"] {
            #expect(rooted.textFrame(string) != nil)
            #expect(rooted.textFrame(string) == stacked.textFrame(string))
        }
    }

    @Test func onADeviceTheRootViewsAreStackedInTheSafeArea() throws {
        let stacked = try layOut(on: .iPhone15, VStack { Text("one"); Text("three") })
        let rooted = try layOut(on: .iPhone15, Group { Text("one"); Text("three") })
        #expect(rooted.textFrame("one") == stacked.textFrame("one"))
        #expect(rooted.textFrame("three") == stacked.textFrame("three"))
        #expect(try #require(rooted.textFrame("three")).minY > (try #require(rooted.textFrame("one")).maxY))
    }

}
