import Foundation
import Testing
@testable import SwiftUICore

/// An iOS 13 alert: `Alert` with a title, a message and two buttons.
private struct Confirming: View {
    @State private var isPresented = false
    let deletions: Box<Int>
    var body: some View {
        Button("Remove") { isPresented = true }
            .alert(isPresented: $isPresented) {
                Alert(
                    title: Text("Remove item?"), message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Remove")) { deletions.value += 1 },
                    secondaryButton: .cancel())
            }
    }
}

/// An iOS 13 action sheet.
private struct Sharing: View {
    @State private var isPresented = false
    var body: some View {
        Button("Share") { isPresented = true }
            .actionSheet(isPresented: $isPresented) {
                ActionSheet(title: Text("Share photo"), buttons: [.default(Text("Messages")), .cancel()])
            }
    }
}

/// Presented as `alert(_:isPresented:actions:message:)` and `confirmationDialog` present
/// (their geometry is `AlertTests`' and `ConfirmationDialogTests`').
struct AlertLegacyTests {
    private func scene(_ view: some View, script: [ScriptEvent]) -> Player {
        player(RenderScene("legacy", canvas: RenderCanvas(device: .iPhone15, scale: 2), duration: 3, fps: 20, script: script) { view })
    }

    @Test func anAlertShowsItsTitleMessageAndButtonsAndItsButtonsAct() throws {
        let deletions = Box(0)
        let play = scene(Confirming(deletions: deletions), script: [.tap("Remove", at: 0.1), .tap("Remove", at: 1.6)])
        let frame = try play.at(1.5)
        let shown = frame.drawnTexts.map(\.string)
        #expect(shown.contains("Remove item?") && shown.contains("This cannot be undone.") && shown.contains("Cancel"))
        // The alert's card is 270 wide, as any alert's.
        #expect(frame.geometry.contains { $0.frame.width == 270 })
        _ = try play.at(2.9)
        #expect(deletions.value == 1)
    }

    @Test func anActionSheetShowsItsTitleAndButtons() throws {
        let shown = try scene(Sharing(), script: [.tap("Share", at: 0.1)]).at(1.5).drawnTexts.map(\.string)
        #expect(shown.contains("Share photo") && shown.contains("Messages") && shown.contains("Cancel"))
    }
}
