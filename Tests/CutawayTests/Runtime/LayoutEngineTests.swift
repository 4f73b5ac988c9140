import Foundation
import Testing
@testable import Cutaway

private final class Placements {
    var count = 0
}

/// A layout that counts how often it places its subviews, stacking them at its origin.
private struct CountingPlacement: Layout {
    let placements: Placements

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placements.count += 1
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// The layout engine places a tree and reports the geometry readers it placed in a frame
/// other than the one their content was made for; a subtree nothing changed in keeps its
/// placement.
struct LayoutEngineTests {
    let engine = LayoutEngine(textEngine: MonospacedTestTextEngine())

    func node(_ kind: ViewNode.Kind, _ name: String, _ children: [ViewNode] = []) -> ViewNode {
        ViewNode(identity: ViewIdentity(path: name), typeName: name, kind: kind, children: children, environment: EnvironmentValues())
    }

    @Test func aReaderPlacedInAnotherFrameThanItsContentWasMadeForIsReported() {
        let reader = node(.geometryReader(GeometryReading(frame: .zero)), "reader", [node(.shape(Rectangle(), fill: nil), "content")])
        let root = node(.layout(makeLayoutBox(ZStackLayout())), "root", [reader])
        root.discardStaleLayout()
        // The reader fills the 100 × 50 root; its content was made for no frame.
        let moved = engine.layOut(root: root, in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(moved.map(\.identity) == [reader.identity])
        #expect(reader.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Its content is at its top-leading corner, offered its size.
        #expect(reader.children[0].frame == reader.frame)
        // Content made for that frame: nothing to report.
        let reading = GeometryReading(frame: reader.frame)
        reader.kind = .geometryReader(reading)
        root.discardStaleLayout()
        #expect(engine.layOut(root: root, in: CGRect(x: 0, y: 0, width: 100, height: 50)).isEmpty)
        // Moved 20 pt down at the same size: stale only for content that asked where it is.
        root.discardStaleLayout()
        #expect(engine.layOut(root: root, in: CGRect(x: 0, y: 20, width: 100, height: 50)).isEmpty)
        reading.readsPosition = true
        root.discardStaleLayout()
        #expect(engine.layOut(root: root, in: CGRect(x: 0, y: 40, width: 100, height: 50)).map(\.identity) == [reader.identity])
    }

    @Test func aSubtreeNothingChangedInIsNotPlacedAgain() {
        let placements = Placements()
        let inner = node(.layout(makeLayoutBox(CountingPlacement(placements: placements))), "inner", [node(.shape(Rectangle(), fill: nil), "leaf")])
        let root = node(.layout(makeLayoutBox(ZStackLayout())), "root", [inner])
        let bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
        root.discardStaleLayout()
        _ = engine.layOut(root: root, in: bounds)
        #expect(placements.count == 1)
        root.discardStaleLayout()
        _ = engine.layOut(root: root, in: bounds)
        #expect(placements.count == 1)
        // A change under it (its leaf's kind) places it again.
        inner.children[0].kind = .shape(Circle(), fill: nil)
        root.discardStaleLayout()
        _ = engine.layOut(root: root, in: bounds)
        #expect(placements.count == 2)
    }
}
