import Foundation
import Testing
@testable import SwiftUICore

/// A layout written as a user would: each subview steps right by its size plus an indent it
/// reads from a layout value, and down by its height.
nonisolated private struct StaircaseLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + child.width + subview[IndentKey.self], height: size.height + child.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let child = subview.sizeThatFits(.unspecified)
            point.x += subview[IndentKey.self]
            subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
            point.x += child.width
            point.y += child.height
        }
    }
}

nonisolated private struct IndentKey: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// A layout that places nothing: SwiftUI centres unplaced subviews.
nonisolated private struct LazyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout with a cache, counting how often it is made.
nonisolated private struct CountingLayout: Layout {
    final class Counter { var made = 0 }
    let counter: Counter

    func makeCache(subviews: Subviews) -> Int {
        counter.made += 1
        return subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: CGFloat(cache) * 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
}

struct CustomLayoutTests {
    @Test func userLayoutIsAContainer() throws {
        // Size: widths 10 + 20 + indent 5 = 35; heights 10 + 20 = 30. Centred on 200×200:
        // origin (82.5, 85), rounded at 1x to (83, 85) for the whole and (83, 85) / (98, 95)
        // edge by edge for the children.
        let frame = try layOut(width: 200, height: 200, scale: 2, StaircaseLayout {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 20, height: 20).layoutValue(key: IndentKey.self, value: 5).accessibilityIdentifier("b")
        }.accessibilityIdentifier("stairs"))
        #expect(frame.rect("stairs") == CGRect(x: 82.5, y: 85, width: 35, height: 30))
        #expect(frame.rect("a") == CGRect(x: 82.5, y: 85, width: 10, height: 10))
        #expect(frame.rect("b") == CGRect(x: 97.5, y: 95, width: 20, height: 20))
    }

    @Test func layoutValuesPassThroughModifiers() throws {
        let frame = try layOut(width: 200, height: 200, StaircaseLayout {
            Color.blue.frame(width: 20, height: 20).layoutValue(key: IndentKey.self, value: 7).padding(1)
        }.accessibilityIdentifier("stairs"))
        #expect(frame.rect("stairs").width == 29)
    }

    @Test func unplacedSubviewsAreCentred() throws {
        let frame = try layOut(width: 200, height: 200, LazyLayout {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("child")
        })
        #expect(frame.rect("child") == CGRect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test func cacheIsMadeOncePerLayoutPass() throws {
        let counter = CountingLayout.Counter()
        let frame = try layOut(width: 200, height: 200, CountingLayout(counter: counter) {
            Color.red
            Color.blue
            Color.green
        }.accessibilityIdentifier("counting"))
        #expect(frame.rect("counting").width == 30)
        #expect(counter.made == 1)
    }
}
