import Foundation
import Testing
@testable import Cutaway

private final class Evaluations {
    var counts: [String: Int] = [:]
}

private struct Tally: View {
    let name: String
    let evaluations: Evaluations
    @State private var count = 0

    var body: some View {
        evaluations.counts[name, default: 0] += 1
        return VStack {
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
    }
}

private struct Static: View {
    let label: String
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts[label, default: 0] += 1
        return Text(label)
    }
}

struct InvalidationTests {
    @Test func aWriteReEvaluatesOnlyItsOwner() throws {
        let evaluations = Evaluations()
        let scene = Scene("tallies", duration: 1, fps: 10, script: [.tap("Add A", at: 0.5)]) {
            VStack {
                Tally(name: "A", evaluations: evaluations)
                Tally(name: "B", evaluations: evaluations)
                Static(label: "C", evaluations: evaluations)
            }
        }
        let play = player(scene)
        _ = try play.at(0.4)
        let before = evaluations.counts
        #expect(before == ["A": 1, "B": 1, "C": 1])
        _ = try play.at(0.6)
        // A's state changed: A alone is evaluated again.
        #expect(evaluations.counts == ["A": 2, "B": 1, "C": 1])
    }

    @Test func changedInputsReEvaluateTheChild() throws {
        let evaluations = Evaluations()
        let label = SceneValue("one")
        let scene = Scene("inputs", duration: 1, fps: 10, script: [.run(at: 0.5) { label.value = "two" }]) {
            VStack {
                Static(label: label.value, evaluations: evaluations)
                Static(label: "fixed", evaluations: evaluations)
            }
        }
        let play = player(scene)
        _ = try play.at(0.4)
        _ = try play.at(0.6)
        #expect(evaluations.counts == ["one": 1, "two": 1, "fixed": 2])
    }

    @Test func structuralEqualityIsConservative() {
        #expect(structurallyEqual(Text("a"), Text("a")))
        #expect(!structurallyEqual(Text("a"), Text("b")))
        #expect(structurallyEqual(Color.red.frame(width: 10), Color.red.frame(width: 10)))
        #expect(!structurallyEqual(Color.red.frame(width: 10), Color.red.frame(width: 11)))
        // Closures cannot be compared: a button always counts as changed.
        #expect(!structurallyEqual(Button("x") {}, Button("x") {}))
        #expect(!structurallyEqual(1, "1"))
    }
}


private struct Toggler: View {
    @State private var isVisible = true
    var body: some View {
        List {
            Text(isVisible ? "shown" : "hidden")
            Button(isVisible ? "Hide" : "Show") { isVisible.toggle() }
        }
    }
}

struct ReusedStateTests {
    /// A body reused for many ticks keeps its state alive: a tap long after the last
    /// evaluation still reaches the live value.
    @Test func stateOfAReusedBodyStaysAlive() throws {
        let scene = Scene("toggle", duration: 1, fps: 10, script: [.tap("Hide", at: 0.5), .tap("Show", at: 0.8)]) { Toggler() }
        let play = player(scene)
        func strings(_ frame: Frame) -> [String] {
            frame.displayList.allItems.compactMap { item in
                if case .text(let run, _) = item { return run.request.string }
                return nil
            }
        }
        #expect(strings(try play.at(0.4)) == ["shown", "Hide"])
        #expect(strings(try play.at(0.6)).suffix(2) == ["hidden", "Show"])
        #expect(strings(try play.at(1.0)) == ["shown", "Hide"])
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
        let scene = Scene("tallies", duration: 2, fps: 10, script: [.tap("Add A", at: 1)]) {
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
        let scene = Scene("between", duration: 1, fps: 10) { Text(label.value) }
        let play = player(scene)
        #expect(firstString(try play.at(0)) == "one")
        #expect(firstString(try play.at(0.2)) == "one")
        // Written outside any tick (as a test or a `prepareFrame` hook might): not a rest.
        label.value = "two"
        #expect(firstString(try play.at(0.3)) == "two")
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
        let scene = Scene("binding", duration: 1, fps: 10) { Counter(handle: handle) }
        let play = player(scene)
        #expect(firstString(try play.at(0.1)) == "n 0")
        handle.binding?.wrappedValue = 5
        #expect(firstString(try play.at(0.2)) == "n 5")
    }

    @Test func anAnimationIsNotARest() throws {
        let width = SceneValue<CGFloat>(10)
        let scene = Scene("grow", duration: 1, fps: 10, script: [.run(at: 0.1, animation: .linear(duration: 0.5)) { width.value = 60 }]) {
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
