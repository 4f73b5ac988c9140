import Foundation
import Testing
@testable import SwiftUICore

private struct Chooser: View {
    @State var size = 1
    var body: some View {
        List {
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
            }
            .pickerStyle(.inline)
        }
    }
}

struct MenuPickerBodyTests {
    @Test func outOfAListTheMenuIsTheSelectedTitleInTheTintBeforeItsChevron() throws {
        let frame = try layOut(width: 300, height: 100, Picker("Size", selection: .constant(1)) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
        })
        #expect(frame.drawnTexts.map(\.string) == ["Medium"])
        let title = frame.drawnText("Medium")
        // "Medium" is 6 × 8.5 = 51 wide; the chevron follows 4 points after it.
        let chevron = try #require(frame.geometry.first { $0.typeName == "Image" }).frame
        #expect(isClose(chevron.minX, title.frame.maxX + 4), "\(chevron) \(title.frame)")
    }

    @Test func inAListTheLabelLeadsAndTheMenuTrails() throws {
        let frame = try layOut(width: 390, height: 200, List {
            Picker("Size", selection: .constant(1)) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
            }
        })
        #expect(frame.drawnTexts.map(\.string) == ["Size", "Medium"])
        #expect(frame.drawnText("Size").frame.minX < frame.drawnText("Medium").frame.minX)
    }

    @Test func anInlinePickerInAListIsARowPerOptionAndATapSelectsOne() throws {
        let play = player(RenderScene("inline", duration: 1, fps: 10, script: [.tap("Small", at: 0.2)]) {
            Chooser().frame(width: 390, height: 300)
        })
        func checkmarkY(_ frame: Frame) throws -> CGFloat {
            try #require(frame.geometry.first { $0.typeName == "Image" }).frame.midY
        }
        let before = try play.at(0.1)
        #expect(before.drawnTexts.map(\.string) == ["Small", "Medium"])
        // The checkmark trails the selected row: "Medium"'s first, then "Small"'s.
        #expect(isClose(try checkmarkY(before), before.drawnText("Medium").frame.midY))
        let after = try play.at(0.3)
        #expect(isClose(try checkmarkY(after), after.drawnText("Small").frame.midY))
    }
}
