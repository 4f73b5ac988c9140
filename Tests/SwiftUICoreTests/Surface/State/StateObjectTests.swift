import Testing
@testable import SwiftUICore

private final class Counter: ObservableObject {
    @Published var count = 0
    init(_ evaluations: Evaluations) { evaluations.counts["made", default: 0] += 1 }
}

/// Owns the counter; its child shows it; a sibling does not hold it.
@MainActor
private struct Owner: @preconcurrency View {
    let evaluations: Evaluations
    @StateObject private var counter: Counter
    init(evaluations: Evaluations) {
        self.evaluations = evaluations
        _counter = StateObject(wrappedValue: Counter(evaluations))
    }
    var body: some View {
        evaluations.counts["owner", default: 0] += 1
        return VStack(spacing: 0) {
            Color.blue.frame(width: 10, height: CGFloat(counter.count) * 10)
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("below")
            Shown(counter: counter, evaluations: evaluations)
            Button("Add") { counter.count += 1 }
            Button("Add slowly") { withAnimation(.linear(duration: 1)) { counter.count += 10 } }
        }
    }
}

@MainActor
private struct Shown: @preconcurrency View {
    @ObservedObject var counter: Counter
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["shown", default: 0] += 1
        return Text("\(counter.count)")
    }
}

private struct Bystander: View {
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["bystander", default: 0] += 1
        return Text("Hello")
    }
}

@MainActor
struct StateObjectTests {
    fileprivate func scene(_ evaluations: Evaluations, _ script: [ScriptEvent]) -> RenderScene {
        RenderScene("counter", duration: 3, fps: 10, script: script) {
            VStack(spacing: 0) {
                Owner(evaluations: evaluations)
                Bystander(evaluations: evaluations)
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @Test func theObjectIsMadeOnceAndAWriteReEvaluatesTheViewsHoldingIt() throws {
        let evaluations = Evaluations()
        let play = player(scene(evaluations, [.tap("Add", at: 0.5), .tap("Add", at: 1)]))
        _ = try play.at(0.4)
        #expect(evaluations.counts == ["owner": 1, "shown": 1, "bystander": 1, "made": 1])
        _ = try play.at(0.6)
        // The owner and the view it handed the object to; not the bystander.
        #expect(evaluations.counts == ["owner": 2, "shown": 2, "bystander": 1, "made": 1])
        _ = try play.at(1.1)
        // Three evaluations of the owner's body, one object (the `Owner` value is made again
        // with each pass of the root, and its thunk is not called).
        #expect(evaluations.counts == ["owner": 3, "shown": 3, "bystander": 1, "made": 1])
    }

    @Test func aWriteInWithAnimationAnimatesWhatItMoves() throws {
        let evaluations = Evaluations()
        let play = player(scene(evaluations, [.tap("Add slowly", at: 0.5)]))
        // The bar grows from 0 to 100 pt, linearly over 1 s from 0.5 s: the square below it
        // is at y = 100 · (t − 0.5).
        // (From 0.4 s: a tick at 0.5 s with no frame before it would have nothing to animate from.)
        for time in [0.4, 0.5, 0.8, 1.0, 1.5, 2.0] {
            let y = try #require(try play.at(time).geometry(named: "below")).frame.minY
            #expect(abs(y - 100 * min(max(time - 0.5, 0), 1)) < 1e-9, "at \(time) s: \(y)")
        }
    }
}
