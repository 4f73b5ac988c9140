import Foundation
import Testing
@testable import SwiftUICore

nonisolated private final class Placements {
    var count = 0
}

/// A layout that counts how often it places its subviews, stacking them at its origin.
nonisolated private struct CountingPlacement: Layout {
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

    // MARK: Right to left

    @Test func rightToLeftAStackRunsFromTheRightEdge() throws {
        // Left to right, the 20-pt square is at 0…20 and the 30-pt one at 30…60 (10 apart) in
        // the 200-pt-wide frame; mirrored in it: 180…200 and 140…170.
        let frame = try layOut(width: 200, height: 100, HStack(spacing: 10) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
            Color.red.frame(width: 30, height: 20).accessibilityIdentifier("b")
        }.frame(maxWidth: .infinity, alignment: .leading).environment(\.layoutDirection, .rightToLeft))
        #expect(frame.rect("a").minX == 180 && frame.rect("a").maxX == 200)
        #expect(frame.rect("b").minX == 140 && frame.rect("b").maxX == 170)
    }

    @Test func rightToLeftLeadingAlignmentAndLeadingPaddingAreOnTheRight() throws {
        // The stack is 60 wide, centred in 200: 70…130. Leading-aligned children end at its
        // right edge; the padded square is 10 in from the right of its 40-pt padded frame.
        let frame = try layOut(width: 200, height: 200, VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("short")
            Color.red.frame(width: 60, height: 20).accessibilityIdentifier("long")
            Color.red.frame(width: 30, height: 20).padding(.leading, 10).accessibilityIdentifier("padded")
        }.environment(\.layoutDirection, .rightToLeft))
        #expect(frame.rect("long").minX == 70)
        #expect(frame.rect("short").maxX == 130)
        #expect(frame.rect("padded").maxX == 130)
        let square = frame.geometry.first { $0.typeName.hasPrefix("Color") && $0.frame.width == 30 }?.frame
        #expect(square?.maxX == 120)
    }
}
