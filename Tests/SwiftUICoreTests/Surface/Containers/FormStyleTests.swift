import Foundation
import Testing
@testable import SwiftUICore

/// A style that puts a title over the grouped form.
private struct TitledFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Text("Settings")
            Form(configuration)
        }
    }
}

struct FormStyleTests {
    func form() -> some View {
        Form {
            Text("Name")
            Text("Email")
        }
    }

    @Test func theAutomaticAndGroupedStylesAreTheInsetGroupedList() throws {
        let automatic = try layOut(width: 390, height: 300, form())
        let grouped = try layOut(width: 390, height: 300, form().formStyle(.grouped))
        let list = try layOut(width: 390, height: 300, List { Text("Name"); Text("Email") }.listStyle(.insetGrouped))
        #expect(automatic.drawnTexts.map(\.frame) == list.drawnTexts.map(\.frame))
        #expect(grouped.drawnTexts.map(\.frame) == list.drawnTexts.map(\.frame))
    }

    @Test func theColumnsStyleIsAPaddedColumnOutsideAList() throws {
        let frame = try layOut(width: 390, height: 300, form().formStyle(.columns))
        // No card: the grouped background is not drawn.
        #expect(frame.fillBoxes(Color(uiColor: .systemGroupedBackground)).isEmpty)
        // The controls in a leading-aligned column with the standard spacing, padded by the
        // standard padding: as that column written by hand.
        let column = try layOut(width: 390, height: 300, VStack(alignment: .leading) {
            Text("Name")
            Text("Email")
        }.padding())
        #expect(frame.drawnTexts.map(\.frame) == column.drawnTexts.map(\.frame))
        // "Name" and "Email" start together.
        #expect(frame.drawnText("Name").frame.minX == frame.drawnText("Email").frame.minX)
    }

    @Test func aCustomStyleWrapsTheGroupedFormOfItsConfiguration() throws {
        let frame = try layOut(width: 390, height: 300, form().formStyle(TitledFormStyle()))
        #expect(frame.drawnTexts.map(\.string) == ["Settings", "Name", "Email"])
        #expect(!frame.fillBoxes(Color(uiColor: .systemGroupedBackground)).isEmpty)
    }
}
