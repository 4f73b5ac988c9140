import Foundation
import Testing
@testable import SwiftUICore

/// What a `SubviewKeepingLayout` saw: every cache it made, and each read of a kept cache.
nonisolated private final class Keeper {
    /// The frame being made (the test sets it).
    var frame = 0
    var caches: [LayoutSubviews] = []
    /// For each measuring call: the frame that made the cache it read, and the frame reading it.
    var reads: [(madeIn: Int, readIn: Int)] = []
}

/// A layout written as a user may write one: its cache is the subviews themselves, handed to
/// an object that outlives the pass, and the first subviews it saw are read in every later
/// pass and frame.
nonisolated private struct SubviewKeepingLayout: Layout {
    let keeper: Keeper

    struct Cache {
        let subviews: LayoutSubviews
        let frame: Int
    }

    func makeCache(subviews: Subviews) -> Cache {
        keeper.caches.append(subviews)
        return Cache(subviews: subviews, frame: keeper.frame)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        // The first subviews it ever saw stand in for the current ones (a cache of reference
        // type, shared by every pass, does this).
        let kept = keeper.caches.first.map { Cache(subviews: $0, frame: 0) } ?? cache
        let size = kept.subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            return CGSize(width: max(size.width, child.width), height: size.height + child.height)
        }
        keeper.reads.append((kept.frame, keeper.frame))
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for subview in cache.subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

private struct Kept: View {
    let keeper: Keeper
    var body: some View {
        SubviewKeepingLayout(keeper: keeper) {
            Text("kept")
            Color.red.frame(width: 10, height: 10)
        }
    }
}

struct LayoutSubviewTests {
    @Test func subviewsKeptInALayoutCacheAreReadInLaterFrames() throws {
        let keeper = Keeper()
        let width = Box<CGFloat>(100)
        let scene = RenderScene("keeping", canvas: RenderCanvas(width: 200, height: 100, scale: 1), duration: 1, fps: 10, script: [
            .run(at: 0.2) { width.value = 150 },
            .run(at: 0.5) { width.value = 120 },
        ]) {
            // Later frames lay the layout out again at new widths.
            Kept(keeper: keeper).frame(width: width.value).accessibilityIdentifier("kept")
        }
        let play = player(scene)
        // One line of text over the 10-point square.
        let height = MonospacedTestTextEngine().metrics(of: .body).height(lineCount: 1) + 10
        for index in 0...10 {
            keeper.frame = index
            let frame = try play.frame(at: index)
            #expect(frame.rect("kept").height == height, "frame \(index)")
        }
        // Some frame measured with subviews a cache kept from an earlier frame: the case this
        // test is about.
        #expect(keeper.reads.contains { $0.readIn > $0.madeIn })
        // Every kept collection still answers, through the engine of the graph that made it.
        for subviews in keeper.caches {
            #expect(subviews.count == 2)
            #expect(subviews[1].sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        }
    }

    @Test func subviewsKeptPastTheirGraphStillMeasure() throws {
        let keeper = Keeper()
        weak var released: ViewGraph?
        do {
            let graph = ViewGraph(
                root: SubviewKeepingLayout(keeper: keeper) { Text("alpha beta") },
                canvas: RenderCanvas(width: 200, height: 100, scale: 1), textEngine: MonospacedTestTextEngine())
            released = graph
            _ = try graph.makeFrame()
        }
        #expect(released == nil)
        let subviews = try #require(keeper.caches.last)
        // A proposal never asked before: the text is measured now, by the graph's layout engine.
        let proposal = ProposedViewSize(width: 25, height: nil)
        let expected = MonospacedTestTextEngine().measure(TextLayoutRequest(string: "alpha beta", font: .body, width: 25))
        #expect(subviews[0].sizeThatFits(proposal) == expected.size)
        let dimensions = subviews[0].dimensions(in: ProposedViewSize(width: 30, height: nil))
        #expect(dimensions[VerticalAlignment.lastTextBaseline] == expected.lastBaseline)
    }
}
