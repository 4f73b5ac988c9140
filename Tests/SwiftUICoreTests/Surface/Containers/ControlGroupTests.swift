import Foundation
import Testing
@testable import SwiftUICore

private struct Editing: View {
    @State var log = "none"
    var body: some View {
        VStack {
            Text("Last: \(log)")
            ControlGroup {
                Button("Cut") { log = "cut" }
                Button("Copy") { log = "copy" }
                Button("Paste") { log = "paste" }
            }
            .frame(width: 302)
        }
    }
}

struct ControlGroupTests {
    @Test func theButtonsShareTheWidthInEqualSlotsOnOneFill() throws {
        // At scale 4 the quarter points below lie on the pixel grid.
        let frame = try layOut(width: 302, height: 200, scale: 4, ControlGroup {
            Button("Cut") {}
            Button("Copy") {}
            Button("Paste") {}
        })
        // One fill: the width offered, as tall as a label (17) padded 7 above and below.
        let fills = frame.fillBoxes(Color.accentColor.opacity(0.15))
        #expect(fills.count == 1)
        let fill = try #require(fills.first)
        #expect(isClose(fill.width, 302) && isClose(fill.height, 31) && isClose(fill.minY, 84.5), "\(fill)")
        // Three slots of (302 − 2) / 3 = 100, a 1-point separator after each of the first two:
        // titles centred at 50, 151 and 252.
        #expect(isClose(frame.drawnText("Cut").frame.midX, 50))
        #expect(isClose(frame.drawnText("Copy").frame.midX, 151))
        #expect(isClose(frame.drawnText("Paste").frame.midX, 252))
        let separators = frame.fillBoxes(Color(uiColor: .opaqueSeparator))
        #expect(separators.map(\.minX) == [100, 201], "\(separators)")
    }

    @Test func unofferedAWidthEachSlotIsTheWidestLabelPadded() throws {
        let frame = try layOut(width: 400, height: 200, scale: 2, ControlGroup {
            Button("Cut") {}
            Button("Paste") {}
        }.fixedSize())
        // "Paste" is 42.5 wide: slots of 42.5 + 2 × 12 = 66.5, and the separator: 134.
        let fill = try #require(frame.fillBoxes(Color.accentColor.opacity(0.15)).first)
        #expect(isClose(fill.width, 134), "\(fill)")
    }

    @Test func aScriptTapsAButtonOfTheGroupByItsTitle() throws {
        let play = player(RenderScene("group", duration: 1, fps: 10, script: [.tap("Copy", at: 0.2)]) {
            Editing()
        })
        #expect(try play.at(0.3).drawnTexts.map(\.string).contains("Last: copy"))
    }
}
