import Foundation
import Testing
@testable import SwiftUICore

private struct Item: Identifiable {
    let id: Int
    var name: String
    var isDone: Bool
}

/// A checklist edited through bindings to its items.
private struct Checklist: View {
    @State var items = [Item(id: 1, name: "Milk", isDone: false), Item(id: 2, name: "Eggs", isDone: false)]
    let usesList: Bool

    var body: some View {
        VStack {
            Text("Done: " + items.filter(\.isDone).map(\.name).joined(separator: ", "))
            if usesList {
                List($items) { $item in
                    Toggle(item.name, isOn: $item.isDone)
                }
            } else {
                ForEach($items) { $item in
                    Button(item.name) { item.name += "!" }
                }
            }
        }
    }
}

struct ForEachBindingTests {
    @Test func aRowEditsItsElementThroughItsBindingAndTheViewsAreMadeAgain() throws {
        let play = player(RenderScene("edit", duration: 1, fps: 10, script: [.tap("Eggs", at: 0.2)]) {
            Checklist(usesList: false)
        })
        #expect(try play.at(0.3).drawnTexts.map(\.string) == ["Done: ", "Milk", "Eggs!"])
    }

    @Test func aListOfBindingsTogglesItsElements() throws {
        let play = player(RenderScene("toggle", duration: 1, fps: 10, script: [.tap("Milk", at: 0.2)]) {
            Checklist(usesList: true)
        })
        #expect(try play.at(0.0).drawnTexts.first?.string == "Done: ")
        #expect(try play.at(0.3).drawnTexts.first?.string == "Done: Milk")
    }

    @Test func theDataIsTheIndicesWithTheElementsIDs() {
        let items = [Item(id: 7, name: "A", isDone: false), Item(id: 9, name: "B", isDone: true)]
        let view = ForEach(.constant(items)) { $item in Text(item.name) }
        #expect(view.data.map(\.0) == [0, 1])
        #expect(view.data.map(\.1) == [7, 9])
    }
}
