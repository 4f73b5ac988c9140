import Foundation
import Testing
@testable import SwiftUICore

struct DisplayItemPathTests {
    let black = Color.Resolved(red: 0, green: 0, blue: 0)

    func fill(_ name: String) -> DisplayItem {
        .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: black, element: ElementID(name))
    }

    func wrapped(_ items: [DisplayItem]) -> [DisplayItem] {
        [.group(.opacity(0.5), items, element: ElementID("new"))]
    }

    @Test func aRangeOfTheTopLevelIsReplaced() {
        let items = [fill("a"), fill("b"), fill("c"), fill("d")]
        let replaced = items.replacingItems(at: DisplayItemPath(groups: [], range: 1..<3), with: wrapped)
        #expect(replaced == [fill("a"), .group(.opacity(0.5), [fill("b"), fill("c")], element: ElementID("new")), fill("d")])
    }

    @Test func anEmptyRangeInsertsWhatTheReplacementMakes() {
        let replaced = [fill("a")].replacingItems(at: DisplayItemPath(groups: [], range: 1..<1), with: wrapped)
        #expect(replaced == [fill("a"), .group(.opacity(0.5), [], element: ElementID("new"))])
    }

    @Test func aRangeInsideNestedGroupsIsReplacedThereAndTheGroupsKept() {
        let clip = DisplayEffect.clip(Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
        let items: [DisplayItem] = [
            fill("a"),
            .group(clip, [fill("b"), .group(.transform(.identity), [fill("c"), fill("d")], element: ElementID("t"))], element: ElementID("cut")),
            fill("e"),
        ]
        let replaced = items.replacingItems(at: DisplayItemPath(groups: [1, 1], range: 1..<2), with: wrapped)
        #expect(replaced == [
            fill("a"),
            .group(clip, [
                fill("b"),
                .group(.transform(.identity), [fill("c"), .group(.opacity(0.5), [fill("d")], element: ElementID("new"))], element: ElementID("t")),
            ], element: ElementID("cut")),
            fill("e"),
        ])
    }
}
