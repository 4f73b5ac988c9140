import Foundation
import Testing
@testable import SwiftUICore

struct BadgeModifierTests {
    @Test func aRowsBadgeTrailsItInTheSecondaryColour() throws {
        let frame = try layOut(width: 390, height: 300, List {
            Text("Inbox").badge(12)
            Text("Drafts").badge(0)
        })
        #expect(frame.drawnTexts.map(\.string) == ["Inbox", "12", "Drafts"])
        // At the row's trailing inset: the card ends at 370, the row's content 20 before it.
        #expect(isClose(frame.drawnText("12").frame.maxX, 350))
        let colors = frame.displayList.allItems.compactMap { item -> Color.Resolved? in
            if case .text(let run, _) = item, run.request.string == "12" { return run.color }
            return nil
        }
        #expect(colors == [Color.secondary.resolve(in: EnvironmentValues())])
    }

    @Test func aRowsBadgeDoesNotBadgeTheTabOfItsPage() throws {
        let frame = try layOut(width: 390, height: 600, TabView {
            List { Text("Inbox").badge(12) }
                .tabItem { Label("Mail", systemImage: "envelope") }
            Text("Other")
                .badge(3)
                .tabItem { Label("Other", systemImage: "gear") }
        })
        // The row's 12 once (in the row), the page's 3 on its tab.
        #expect(frame.drawnTexts.filter { $0.string == "12" }.count == 1)
        #expect(frame.drawnTexts.filter { $0.string == "3" }.count == 1)
    }
}
