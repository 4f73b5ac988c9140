import Foundation
import Testing
@testable import SwiftUICore

/// A label whose text and opacity a tap changes, beside a row that a second tap removes.
private struct Switchable: View {
    @State private var isOn = false
    @State private var showsRow = true

    var body: some View {
        VStack {
            Button("Switch") { isOn.toggle() }
            Button("Remove") { showsRow = false }
            if isOn {
                Text("on").accessibilityIdentifier("label")
            } else {
                Text("on").opacity(0.5).accessibilityIdentifier("label")
            }
            if showsRow {
                Text("row").accessibilityIdentifier("row")
            }
        }
    }
}

extension ViewGraph {
    fileprivate func node(named name: String) -> ViewNode? {
        var found: ViewNode?
        tree?.forEachNode { if $0.accessibilityIdentifier == name { found = $0 } }
        return found
    }
}

/// A node lives at its structural identity: a pass that resolves a view again updates the node
/// it made before, as its view now makes it, and the node goes when its view does.
struct ViewNodeTests {
    func play() -> Player {
        player(RenderScene("switch", duration: 0.3, fps: 10, script: [.tap("Remove", at: 0.2)]) { Switchable() })
    }

    @Test func aViewResolvedAgainUpdatesTheNodeItMadeBefore() throws {
        let play = player(RenderScene("switch", duration: 0.2, fps: 10, script: [.tap("Switch", at: 0.1)]) { Switchable() })
        _ = try play.at(0)
        let stack = try #require(play.graph.tree?.children.first)
        let label = try #require(play.graph.node(named: "label"))
        _ = try play.at(0.1)
        // The stack is the same view in both passes: the same node, now holding the other label.
        #expect(play.graph.tree?.children.first === stack)
        // `if` and `else` are two identities: the label in the other branch is a node of its
        // own, with no opacity on it; the old one kept what its view made.
        let switched = try #require(play.graph.node(named: "label"))
        #expect(switched !== label)
        #expect(stack.children.contains { $0 === switched } && !stack.children.contains { $0 === label })
        #expect(switched.effects.isEmpty)
        #expect(label.effects == [.opacity(0.5)])
    }

    @Test func aNodeMadeAgainStartsFromWhatItsViewMakesNow() throws {
        let play = play()
        _ = try play.at(0)
        let stack = try #require(play.graph.tree?.children.first)
        let before = stack.children.count
        _ = try play.at(0.2)
        // The same stack node, its children those of the view without the row.
        #expect(play.graph.tree?.children.first === stack)
        #expect(stack.children.count == before - 1)
        #expect(stack.children.allSatisfy { $0.accessibilityIdentifier != "row" })
    }

    @Test func aNodeGoneFromTheTreeIsDropped() throws {
        let play = play()
        _ = try play.at(0.1)
        let row = try #require(play.graph.node(named: "row"))
        #expect(play.graph.nodes[row.identity] === row)
        _ = try play.at(0.3)
        #expect(play.graph.nodes[row.identity] == nil)
        // What the graph keeps is exactly the tree.
        var inTree = 0
        play.graph.tree?.forEachNode { _ in inTree += 1 }
        #expect(play.graph.nodes.count == inTree)
    }
}
