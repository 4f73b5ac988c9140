import Foundation
import Testing
@testable import SwiftUICore

struct ToolbarTests {
    private func frame<C: ToolbarContent>(@ToolbarContentBuilder _ items: () -> C) throws -> Frame {
        try layOut(on: .iPhone15, NavigationStack {
            Text("Body").navigationTitle("Title").toolbar(content: items)
        })
    }

    @Test func itemsGoToTheBarsEndsAtTheMarginsCentredInTheBar() throws {
        let frame = try frame {
            ToolbarItem(placement: .topBarLeading) { Text("Left").accessibilityIdentifier("left") }
            ToolbarItem(placement: .topBarTrailing) { Text("Right").accessibilityIdentifier("right") }
        }
        // 16-point margins on a 393-point screen; 17-point text centred in the bar from 59 to
        // 103: its top at 81 − 8.5 = 72.5.
        #expect(abs(frame.rect("left").minX - 16) <= 0.5 && abs(frame.rect("left").minY - 72.5) <= 0.5)
        #expect(abs(frame.rect("right").maxX - 377) <= 0.5 && abs(frame.rect("right").minY - 72.5) <= 0.5)
    }

    @Test func bottomBarItemsSitInA49PointBarAboveTheHomeIndicator() throws {
        let frame = try frame {
            ToolbarItem(placement: .bottomBar) { Text("Status").accessibilityIdentifier("status") }
        }
        // The bar runs from 818 − 49 = 769 to 818: the text's middle at 793.5.
        #expect(abs(frame.rect("status").midY - 793.5) <= 0.5)
    }

    @Test func aGroupsItemsAreSideBySideAndViewsGoTrailing() throws {
        let frame = try layOut(on: .iPhone15, NavigationStack {
            Text("Body").navigationTitle("Title").toolbar {
                Text("A").accessibilityIdentifier("a")
            }
        })
        #expect(abs(frame.rect("a").maxX - 377) <= 0.5)
        let grouped = try self.frame {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Text("A").accessibilityIdentifier("a")
                Text("B").accessibilityIdentifier("b")
            }
        }
        // B at the margin, A before it: the group's views are a row.
        #expect(abs(grouped.rect("b").maxX - 377) <= 0.5 && grouped.rect("a").maxX < grouped.rect("b").minX)
    }

    @Test func aPrincipalItemTakesTheTitlesPlace() throws {
        let frame = try layOut(on: .iPhone15, NavigationStack {
            Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .principal) { Text("Centre").accessibilityIdentifier("centre") }
            }
        })
        #expect(frame.textFrame("Title") == nil)
        #expect(abs(frame.rect("centre").midX - 393 / 2) <= 0.5 && abs(frame.rect("centre").midY - 81) <= 0.5)
    }

    /// A bar shows a label's icon alone: `Button("Add", systemImage: "plus")` draws no "Add",
    /// in the navigation bar and in the bottom bar, as iOS's bars do. A label style the item
    /// chooses wins: `.titleAndIcon` keeps the title.
    @Test func aBarShowsALabelByItsIconAlone() throws {
        let frame = try frame {
            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
            ToolbarItem(placement: .bottomBar) { Button("Share", systemImage: "square.and.arrow.up") {} }
            ToolbarItem(placement: .topBarLeading) {
                Button("Edit", systemImage: "pencil") {}.labelStyle(.titleAndIcon)
            }
        }
        #expect(frame.textFrame("Add") == nil)
        #expect(frame.textFrame("Share") == nil)
        #expect(frame.textFrame("Edit") != nil)
    }
}
