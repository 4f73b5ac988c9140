import Foundation
import Testing
@testable import SwiftUICore

struct DisplayListTests {
    let black = Color.Resolved(red: 0, green: 0, blue: 0)

    func fill(_ name: String) -> DisplayItem {
        .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: black, element: ElementID(name))
    }

    @Test func allItemsOfAnEmptyListAreNone() {
        #expect(DisplayList(size: CGSize(width: 1, height: 1)).allItems.isEmpty)
    }

    @Test func allItemsAreDepthFirstWithEachGroupBeforeItsItems() {
        let inner = DisplayItem.group(.opacity(0.5), [fill("c")], element: ElementID("fade"))
        let outer = DisplayItem.group(.clip(Path(CGRect(x: 0, y: 0, width: 2, height: 2))), [fill("b"), inner, fill("d")], element: ElementID("cut"))
        let list = DisplayList(size: CGSize(width: 2, height: 2), items: [fill("a"), outer, .group(.transform(.identity), [], element: ElementID("empty")), fill("e")])
        #expect(list.allItems.map(\.element.rawValue) == ["a", "cut", "b", "fade", "c", "d", "empty", "e"])
        #expect(list.allItems[1] == outer)
    }

    @Test func groupsCompareByEffectItemsAndElement() {
        let group = DisplayItem.group(.opacity(0.5), [fill("a")], element: ElementID("g"))
        #expect(group == .group(.opacity(0.5), [fill("a")], element: ElementID("g")))
        #expect(group != .group(.opacity(0.25), [fill("a")], element: ElementID("g")))
        #expect(group != .group(.opacity(0.5), [fill("b")], element: ElementID("g")))
        #expect(group != .group(.opacity(0.5), [fill("a")], element: ElementID("h")))
        #expect(group != .group(.transform(.identity), [fill("a")], element: ElementID("g")))
    }

    /// A stand-in for an engine's layout.
    final class Shaped: ShapedText {}

    @Test func aTextRunsShapedLayoutIsNotPartOfItsValue() {
        let request = TextLayoutRequest(string: "Hi", font: .body)
        let plain = TextRun(request: request, origin: .zero, size: CGSize(width: 10, height: 10), color: black)
        var shaped = plain
        shaped.shapedText = Shaped()
        #expect(plain == shaped)
        var moved = shaped
        moved.origin.x = 1
        #expect(moved != shaped)
    }
}
