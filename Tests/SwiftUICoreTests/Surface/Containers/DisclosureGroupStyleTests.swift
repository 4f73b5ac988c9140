import Foundation
import Testing
@testable import SwiftUICore

/// A style with a "Show"/"Hide" button under the label instead of a chevron.
private struct ButtonDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Button(configuration.isExpanded ? "Hide" : "Show") { configuration.isExpanded.toggle() }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct DisclosureGroupStyleTests {
    @Test func aStyleDrawsTheGroupAndTogglesItThroughItsConfiguration() throws {
        let play = player(RenderScene("style", duration: 1, fps: 10, script: [.tap("Show", at: 0.2)]) {
            DisclosureGroup("Details") { Text("Inside") }.disclosureGroupStyle(ButtonDisclosureStyle())
        })
        #expect(try play.at(0.1).drawnTexts.map(\.string) == ["Details", "Show"])
        #expect(try play.at(0.3).drawnTexts.map(\.string) == ["Details", "Hide", "Inside"])
    }

    @Test func theAutomaticStyleIsTheChevronRow() throws {
        let automatic = try layOut(width: 300, height: 200, DisclosureGroup("Details") { Text("Inside") }.disclosureGroupStyle(.automatic))
        #expect(automatic.drawnTexts.map(\.string) == ["Details"])
        #expect(automatic.geometry.contains { $0.typeName == "Image" })
    }
}
