import Foundation
import Testing
@testable import SwiftUICore

/// A composite's node: the marks a write leaves, what an evaluation keeps of the last one's,
/// and that what a view kept goes with the view.
@MainActor
struct CompositeNodeTests {
    /// root > a > b, and root > c: three levels, one sibling.
    func tree() -> (root: CompositeNode, a: CompositeNode, b: CompositeNode, c: CompositeNode) {
        let root = CompositeNode(identity: .root, parent: nil)
        let (a, c) = root.evaluate { (root.child(at: ViewIdentity(path: "a")), root.child(at: ViewIdentity(path: "c"))) }
        let b = a.evaluate { a.child(at: ViewIdentity(path: "a/b")) }
        return (root, a, b, c)
    }

    @Test func aWriteInvalidatesItsNodeAndMarksOnlyItsAncestors() {
        let (root, a, b, c) = tree()
        b.invalidate()
        #expect(b.isInvalid && !b.hasInvalidDescendant)
        #expect(!a.isInvalid && a.hasInvalidDescendant)
        #expect(!root.isInvalid && root.hasInvalidDescendant)
        #expect(!c.isInvalid && !c.hasInvalidDescendant)
        // A pass walks down the marked path only: root finds a, a finds b.
        #expect(root.invalidChildren.map(\.identity) == [a.identity])
        #expect(a.invalidChildren.map(\.identity) == [b.identity])
        #expect(c.invalidChildren.isEmpty)
        b.validate()
        a.validate()
        root.validate()
        #expect(root.invalidChildren.isEmpty && !b.isInvalid)
    }

    @Test func anEvaluationKeepsTheNestedNodesItReachesInItsOrderAndDropsTheOthers() {
        weak var dropped: CompositeNode?
        let (root, c): (CompositeNode, CompositeNode) = {
            let nodes = tree()
            dropped = nodes.a
            return (nodes.root, nodes.c)
        }()
        #expect(dropped != nil)
        let keptC = root.evaluate {
            let d = root.child(at: ViewIdentity(path: "d"))
            let keptC = root.child(at: ViewIdentity(path: "c"))
            // Reached twice in one evaluation: one node.
            #expect(root.child(at: ViewIdentity(path: "d")) === d)
            return keptC
        }
        #expect(keptC === c)
        #expect(root.children.map(\.identity.path) == ["d", "c"])
        #expect(dropped == nil)
    }

    @Test func anAnimatorLivesWhileEvaluationsReachItAndAnotherTypeReplacesIt() {
        let node = CompositeNode(identity: .root, parent: nil)
        let key = ViewIdentity(path: "x")
        node.evaluate {
            // The first sighting makes the animator and reports none to sample.
            #expect(node.animator(at: key, make: { AnimatorRecord<Double>(1) }) == nil)
        }
        node.evaluate {
            let kept = node.animator(at: key, make: { AnimatorRecord<Double>(2) })
            #expect(kept?.value.target == 1)
        }
        // A value of another type at the same place starts afresh.
        node.evaluate {
            #expect(node.animator(at: key, make: { AnimatorRecord<CGFloat>(3) }) == nil)
            #expect(node.animator(at: key, make: { AnimatorRecord<CGFloat>(4) })?.value.target == 3)
        }
        // An evaluation that does not reach it drops it.
        node.evaluate {}
        node.evaluate {
            #expect(node.animator(at: key, make: { AnimatorRecord<CGFloat>(5) }) == nil)
        }
    }

    @Test func registrationsAreKeptOnlyFromAnEvaluationOfANodeThatCanBeReused() {
        let root = CompositeNode(identity: .root, parent: nil)
        let node = CompositeNode(identity: ViewIdentity(path: "a"), parent: root)
        let refresher = AnimationRefresher(animatorKey: ViewIdentity(path: "x")) { true }
        node.record(refresher)
        #expect(node.refreshers.isEmpty)
        node.evaluate {
            node.record(refresher)
        }
        #expect(node.refreshers.count == 1)
        // The next evaluation starts its own list.
        node.evaluate {}
        #expect(node.refreshers.isEmpty)
        // The root closure runs on every pass and is never reused: it keeps none.
        root.evaluate {
            root.record(refresher)
        }
        #expect(root.refreshers.isEmpty)
    }

    @Test func aStateObjectIsReleasedWhenItsViewLeaves() throws {
        let shown = SceneValue(true)
        let made = ModelLog()
        let play = player(RenderScene("leave", duration: 1, fps: 10, script: [.run(at: 0.5) { shown.value = false }]) {
            VStack {
                if shown.value { HoldsModel(log: made) }
                Text("Always")
            }
        })
        _ = try play.at(0.4)
        weak var model = made.models.first
        #expect(model != nil)
        _ = try play.at(0.6)
        // Its node went with the view, and the state with the node.
        #expect(model == nil)
        // Made once, on its view's first evaluation.
        #expect(made.made == 1)
    }
}

private final class ModelLog {
    /// Weak: the log must not keep what it lists alive.
    private var entries: [WeakModel] = []
    var models: [CountedModel] { entries.compactMap(\.model) }
    var made = 0

    func add(_ model: CountedModel) {
        made += 1
        entries.append(WeakModel(model: model))
    }
}

private struct WeakModel {
    weak var model: CountedModel?
}

private final class CountedModel: ObservableObject {
    @Published var value = 0
}

@MainActor
private struct HoldsModel: @preconcurrency View {
    let log: ModelLog
    @StateObject private var model: CountedModel

    init(log: ModelLog) {
        self.log = log
        _model = StateObject(wrappedValue: {
            let model = CountedModel()
            log.add(model)
            return model
        }())
    }

    var body: some View {
        Text("Value \(model.value)")
    }
}
