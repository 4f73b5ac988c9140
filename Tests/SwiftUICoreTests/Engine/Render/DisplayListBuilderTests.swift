import Foundation
import Testing
@testable import SwiftUICore

struct DisplayListBuilderTests {
    @Test func clipAndOpacityAreRecordedInGeometryAndDisplayList() throws {
        let frame = try layOut(width: 100, height: 100, Color.red.frame(width: 40, height: 40).accessibilityIdentifier("inner")
            .frame(width: 20, height: 20).clipped().opacity(0.5).accessibilityIdentifier("outer"))
        let outer = frame.geometry(named: "outer")!
        #expect(outer.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(outer.clip == outer.frame)
        #expect(outer.opacity == 0.5)
        let inner = frame.geometry(named: "inner")!
        #expect(inner.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(inner.clip == outer.frame)
        #expect(inner.opacity == 0.5)
        // Opacity was applied last, so it wraps the clip.
        func structure(_ items: [DisplayItem]) -> [String] {
            items.map { item in
                switch item {
                case .group(.opacity, let children, _): "opacity(" + structure(children).joined(separator: ", ") + ")"
                case .group(.clip, let children, _): "clip(" + structure(children).joined(separator: ", ") + ")"
                case .fill: "fill"
                default: "other"
                }
            }
        }
        #expect(structure(frame.displayList.items) == ["fill", "opacity(clip(fill))"])
    }

    @Test func unclippedViewsHaveNoClip() throws {
        let frame = try layOut(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c"))
        #expect(frame.geometry(named: "c")?.clip == nil)
        #expect(frame.geometry(named: "c")?.opacity == 1)
    }

    @Test func dividerIsAHairlineAcrossItsStack() throws {
        let frame = try layOut(width: 100, height: 100, scale: 2, VStack(spacing: 0) {
            Color.red.frame(width: 60, height: 10)
            Divider().accessibilityIdentifier("divider")
        })
        // Like SwiftUI's, a divider is flexible along its length: it fills the proposal.
        #expect(frame.rect("divider").width == 100)
        #expect(frame.rect("divider").height == 0.5)
        let across = try layOut(width: 100, height: 100, scale: 1, HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Divider().accessibilityIdentifier("divider")
        })
        #expect(across.rect("divider").size == CGSize(width: 1, height: 100))
    }

    @Test func canvasBackgroundComesFirst() throws {
        let frame = try layOut(width: 10, height: 10, EmptyView())
        guard case .fill(let path, _, let element) = frame.displayList.items.first else {
            Issue.record("no background")
            return
        }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(element == ElementID("canvas"))
    }

    @Test func sectionOutsideAListIsAGroup() throws {
        let frame = try layOut(VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            }
        }.accessibilityIdentifier("stack"))
        #expect(frame.rect("stack").height == 20)
        #expect(!frame.geometry.contains { $0.typeName == "Section" })
    }
}

/// Removed views still fading out (ghosts) are drawn where they were among their siblings:
/// several removed side by side all fade in place.
struct RemovedViewDrawingTests {
    @Test func adjacentRemovedViewsBothFadeOut() throws {
        let show = Box(true)
        let scene = RenderScene("adjacent", canvas: RenderCanvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10,
                                script: [.run(at: 0.5, animation: .linear(duration: 1)) { show.value = false }]) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                if show.value {
                    Color.green.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                Color.red.frame(width: 10, height: 10)
            }
        }
        let play = FrameStepper(player(scene))
        let frame = try play.through(1.0)
        #expect(frame.removalFills.count == 2, "\(frame.removalFills)")
    }
}

/// What the builder records of each view's drawing, for the removal transitions of the next tick.
struct DisplayListBuilderRecordTests {
    /// A list whose cells clip their rows, a faded row, and a clipped text outside the list.
    func drawnGraph() throws -> (ViewGraph, Frame) {
        let graph = ViewGraph(
            root: VStack(spacing: 0) {
                Text("Title").frame(width: 40, height: 10).clipped().accessibilityIdentifier("title")
                List {
                    Text("One")
                    Text("Two").opacity(0.5)
                    HStack { Text("Three"); Color.red.frame(width: 4, height: 4) }
                }
            },
            canvas: RenderCanvas(width: 200, height: 300, scale: 2), textEngine: MonospacedTestTextEngine())
        return (graph, try graph.makeFrame())
    }

    /// The view that drew `element`: its identity without the part a view names (this scene
    /// has no explicit ids, so the only "#" in an element starts its part).
    func drawer(of element: ElementID) -> String {
        String(element.rawValue.split(separator: "#", maxSplits: 1)[0])
    }

    /// Every view's identity with the identities of the views in its subtree.
    func subtrees(of root: ViewNode) -> [ViewIdentity: Set<String>] {
        var result: [ViewIdentity: Set<String>] = [:]
        func visit(_ node: ViewNode) -> Set<String> {
            var identities: Set<String> = [node.identity.description]
            for child in node.children { identities.formUnion(visit(child)) }
            result[node.identity] = identities
            return identities
        }
        _ = visit(root)
        return result
    }

    /// The elements of the drawing items (not groups) among `items` and inside them, in order.
    func drawnElements(_ items: [DisplayItem]) -> [ElementID] {
        DisplayList(size: .zero, items: items).allItems.compactMap { item in
            if case .group = item { return nil }
            return item.element
        }
    }

    @Test func eachViewsItemsAreEverythingItAndItsDescendantsDrewAndNothingElse() throws {
        let (graph, frame) = try drawnGraph()
        let everything = drawnElements(frame.displayList.items)
        #expect(graph.lastDrawing.items == frame.displayList.items)
        #expect(graph.lastDrawing.entries.count == frame.geometry.count)
        let subtrees = subtrees(of: try #require(graph.tree))
        for (identity, entry) in graph.lastDrawing.entries {
            let drawn = drawnElements(graph.lastDrawing.items(of: entry))
            let subtree = try #require(subtrees[identity])
            #expect(!drawn.isEmpty, "\(identity)")
            #expect(drawn == everything.filter { subtree.contains(drawer(of: $0)) }, "\(identity)")
        }
    }

    @Test func aClippedViewsItemsAreItsOneClipGroup() throws {
        let (graph, frame) = try drawnGraph()
        let title = try #require(frame.geometry(named: "title"))
        let entry = try #require(graph.lastDrawing.entries[title.identity])
        let items = graph.lastDrawing.items(of: entry)
        guard items.count == 1, case .group(.clip(let path), _, let element) = items[0] else {
            Issue.record("\(items)")
            return
        }
        #expect(path == Path(title.frame))
        #expect(element == ElementID(title.identity))
    }

    @Test func aRowIsFoundInsideItsCellsClip() throws {
        let (graph, _) = try drawnGraph()
        let record = graph.lastDrawing
        let cells = record.entries.filter { $0.value.row != nil }
        #expect(cells.count == 3)
        for (identity, cell) in cells {
            let row = try #require(record.entries[cell.row!])
            let path = try #require(record.path(of: row, within: cell), "\(identity)")
            // The row is in the cell's clip group, the cell's first item.
            #expect(path.groups == [0])
            var found: [DisplayItem] = []
            _ = record.items(of: cell).replacingItems(at: path) { items in
                found = items
                return items
            }
            #expect(found == record.items(of: row))
            #expect(record.path(of: cell, within: row) == nil)
        }
    }
}
