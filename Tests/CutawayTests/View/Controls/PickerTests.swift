import Foundation
import Testing
@testable import Cutaway

private struct Flavors: View {
    @State var flavor = "Vanilla"
    var body: some View {
        VStack {
            Picker(selection: $flavor, label: Text("Flavor")) {
                Text("Vanilla").tag("Vanilla")
                Text("Mint").tag("Mint")
            }
            .pickerStyle(.segmented)
            Text("Chosen: \(flavor)")
        }
    }
}

struct PickerTests {
    @Test func theOlderInitializerWithALabelViewDrawsAsTheNewerOne() throws {
        let older = try layOut(width: 300, height: 200, Picker(selection: .constant(1), label: Text("Number")) {
            Text("One").tag(1)
            Text("Two").tag(2)
        })
        let newer = try layOut(width: 300, height: 200, Picker(selection: .constant(1)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        } label: {
            Text("Number")
        })
        #expect(older.drawnTexts.map(\.string) == newer.drawnTexts.map(\.string))
        #expect(older.displayList == newer.displayList)
    }

    @Test func aScriptTapsASegmentOfAnOlderPickerByItsTitle() throws {
        let play = player(RenderScene("picker", duration: 1, fps: 10, script: [.tap("Mint", at: 0.2)]) {
            Flavors().frame(width: 300)
        })
        #expect(try play.at(0.1).drawnTexts.map(\.string).contains("Chosen: Vanilla"))
        #expect(try play.at(0.5).drawnTexts.map(\.string).contains("Chosen: Mint"))
    }
}
