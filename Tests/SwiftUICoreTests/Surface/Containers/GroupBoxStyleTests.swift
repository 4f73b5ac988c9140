import Foundation
import Testing
@testable import SwiftUICore

/// A style that puts the label under the content, with no box.
private struct CaptionedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.content
            configuration.label
        }
    }
}

/// A style that wraps the system's box in a caption.
private struct TitledGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("Caption")
            GroupBox(configuration)
        }
    }
}

struct GroupBoxStyleTests {
    let background = Color(uiColor: .secondarySystemBackground)

    @Test func aStyleDrawsTheBoxFromItsConfiguration() throws {
        let frame = try layOut(width: 400, height: 400, GroupBox("Title") { Text("Body") }.groupBoxStyle(CaptionedGroupBoxStyle()))
        #expect(frame.drawnTexts.map(\.string) == ["Body", "Title"])
        #expect(frame.fillBoxes(background).isEmpty)
    }

    @Test func aBoxMadeFromAConfigurationIsTheDefaultOne() throws {
        let frame = try layOut(width: 400, height: 400, GroupBox("Title") { Text("Body") }.groupBoxStyle(TitledGroupBoxStyle()))
        #expect(frame.drawnTexts.map(\.string) == ["Caption", "Title", "Body"])
        #expect(frame.fillBoxes(background).count == 1)
    }

    @Test func theAutomaticStyleIsTheDefaultBox() throws {
        let automatic = try layOut(width: 400, height: 400, GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic))
        let plain = try layOut(width: 400, height: 400, GroupBox("Title") { Text("Body") })
        #expect(automatic.fillBoxes(background) == plain.fillBoxes(background))
        #expect(automatic.drawnTexts.map(\.frame) == plain.drawnTexts.map(\.frame))
    }
}
