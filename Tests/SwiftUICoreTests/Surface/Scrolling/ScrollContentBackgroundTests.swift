import Foundation
import Testing
@testable import SwiftUICore

struct ScrollContentBackgroundTests {
    @Test func aHiddenBackgroundLetsTheListsOwnBackgroundShowWhileItsCardsStay() throws {
        let list = List { Text("Row") }.listStyle(.insetGrouped)
        let shown = try layOut(width: 300, height: 200, list)
        let hidden = try layOut(width: 300, height: 200, list.scrollContentBackground(.hidden))
        // The grouped background fills the 300 × 200 list; hidden, it is not drawn at all.
        #expect(shown.fillBoxes(Color(uiColor: .systemGroupedBackground)).contains { $0.size == CGSize(width: 300, height: 200) })
        #expect(hidden.fillBoxes(Color(uiColor: .systemGroupedBackground)).isEmpty)
        // The section's card is drawn either way.
        let card = Color(uiColor: .secondarySystemGroupedBackground)
        #expect(shown.fillBoxes(card).count == 1 && hidden.fillBoxes(card).count == 1)
    }
}
