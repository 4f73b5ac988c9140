import Foundation
import Testing
@testable import SwiftUICore

private struct Checklist: View {
    @State var items = ["Walk", "Read", "Cook"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .toolbar { EditButton() }
        }
    }
}

struct DynamicViewContentTests {
    @Test func removingAtOffsetsRemovesExactlyThoseElements() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: [1, 3])
        #expect(letters == ["a", "c"])
    }

    @Test func movingPutsTheElementsBeforeTheDestinationAsItWas() {
        // SwiftUI's rule: the destination is an offset in the collection before the move.
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [3], toOffset: 0)
        #expect(letters == ["d", "a", "b", "c"])
        letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["b", "d", "a", "c"])
    }

    @Test func theEditButtonTurnsEditingOnAndEachRowGetsItsControls() throws {
        let play = player(RenderScene(
            "edit", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 1, fps: 10,
            script: [.tap("Edit", at: 0.2)]) { Checklist() })
        let images = { (frame: Frame) in frame.geometry.filter { $0.typeName == "Image" }.count }
        let before = try play.at(0.1)
        #expect(before.textFrame("Edit") != nil)
        let editing = try play.at(0.9)
        // A delete control and a reorder control on each of the three rows.
        #expect(images(editing) - images(before) == 6)
        #expect(editing.textFrame("Done") != nil)
    }
}
