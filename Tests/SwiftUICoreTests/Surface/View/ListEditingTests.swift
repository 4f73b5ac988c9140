import Foundation
import Testing
@testable import SwiftUICore

private struct Item: Identifiable { let id: Int; var name: String }

struct ListEditingTests {
    @Test func editActionsAreAnOptionSetOfMoveAndDelete() {
        #expect(EditActions<[Int]>.all == [.move, .delete])
        #expect(!EditActions<[Int]>.move.contains(.delete))
    }

    @Test func aListWithEditActionsAndSelectionDrawsTheSameRowsAsOneWithout() throws {
        // The same two rows, with and without edit actions and a selection: the same frame.
        let items = Box([Item(id: 1, name: "One"), Item(id: 2, name: "Two")])
        let binding = Binding(get: { items.value }, set: { items.value = $0 })
        let selection = Binding<Set<Int>>(get: { [1] }, set: { _ in })
        let edited = try layOut(List(binding, id: \.id, editActions: .all, selection: selection) { $item in Text(item.name) })
        let plain = try layOut(List(binding, id: \.id) { $item in Text(item.name) })
        #expect(edited.drawnTexts.map(\.string) == ["One", "Two"])
        #expect(edited.drawnTexts.map(\.frame) == plain.drawnTexts.map(\.frame))
        let single = try layOut(List(selection: Binding<Int?>(get: { nil }, set: { _ in })) { Text("Row") })
        #expect(single.drawnTexts.map(\.string) == ["Row"])
    }
}
