import Foundation
import Testing
@testable import SwiftUICore

struct MaskTests {
    @Test func theMaskIsLaidOutInTheViewsBoundsAndDrawnAsTheGroupsSecondItem() throws {
        let frame = try layOut(width: 100, height: 100, Color.red.frame(width: 60, height: 40).accessibilityIdentifier("content")
            .mask(Circle().accessibilityIdentifier("mask")))
        // The mask is proposed the content's size, as an overlay is: the circle takes the
        // content's frame (20, 30, 60, 40) and draws a disc 40 across in its middle.
        #expect(frame.rect("content") == CGRect(x: 20, y: 30, width: 60, height: 40))
        #expect(frame.rect("mask") == frame.rect("content"))
        let masks = frame.displayList.allItems.compactMap { item -> [DisplayItem]? in
            if case .group(.mask, let items, _) = item { items } else { nil }
        }
        #expect(masks.count == 1)
        guard let items = masks.first, items.count == 2,
              case .group(_, let content, _) = items[0], case .group(_, let mask, _) = items[1] else {
            Issue.record("a mask group holds the content's group, then the mask's")
            return
        }
        func fills(_ items: [DisplayItem]) -> [CGRect] {
            items.flatMap { item -> [CGRect] in
                switch item {
                case .fill(let path, _, _): [path.boundingRect]
                case .group(_, let children, _): fills(children)
                default: []
                }
            }
        }
        #expect(fills(content) == [CGRect(x: 20, y: 30, width: 60, height: 40)])
        #expect(fills(mask) == [CGRect(x: 30, y: 30, width: 40, height: 40)])
    }

    @Test func theMaskedViewKeepsItsLayout() throws {
        let plain = try layOut(width: 100, height: 100, HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("a")
            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("b")
        })
        let masked = try layOut(width: 100, height: 100, HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("a").mask(Circle().frame(width: 80, height: 80))
            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("b")
        })
        #expect(masked.rect("a") == plain.rect("a"))
        #expect(masked.rect("b") == plain.rect("b"))
    }
}
