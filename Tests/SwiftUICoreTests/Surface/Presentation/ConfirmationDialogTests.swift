import Foundation
import Testing
@testable import SwiftUICore

private struct Confirming: View {
    @State private var isPresented = false
    var titleVisibility: Visibility = .automatic
    var withCancel = true
    let choices: Box<[String]>

    var body: some View {
        Button("Options") { isPresented = true }
            .confirmationDialog("Photo", isPresented: $isPresented, titleVisibility: titleVisibility) {
                Button("Duplicate") { choices.value.append("Duplicate") }
                Button("Delete", role: .destructive) { choices.value.append("Delete") }
                if withCancel {
                    Button("Cancel", role: .cancel) { choices.value.append("Cancel") }
                }
            }
    }
}

/// Numbers on an iPhone 15 (393 × 852, 34 points of home indicator strip) at scale 2: the
/// cancel card's bottom is 8 above the safe area's, 852 − 34 − 8 = 810, its row 57 tall, so
/// its text is centred at 810 − 57 / 2 = 781.5; the group ends 8 above the cancel card, at
/// 810 − 57 − 8 = 745; its rows are 57 tall with a hairline of one pixel (half a point) between them. Texts are
/// placed on whole pixels: within a quarter of a point. The dialog
/// is 8 from each side: 393 − 16 = 377 wide.
struct ConfirmationDialogTests {
    private func scene(_ view: some View, script: [ScriptEvent]) -> Player {
        player(RenderScene("dialog", canvas: RenderCanvas(device: .iPhone15, scale: 2), duration: 3, fps: 20, script: script) { view })
    }

    @Test func theCancelButtonSitsInItsOwnCardEightAboveTheSafeArea() throws {
        let frame = try scene(Confirming(choices: Box([])), script: [.tap("Options", at: 0.1)]).at(1.5)
        #expect(abs(frame.drawnText("Cancel").frame.midY - 781.5) <= 0.25)
        #expect(abs(frame.drawnText("Delete").frame.midY - (745 - 57 / 2)) <= 0.25)
        #expect(abs(frame.drawnText("Duplicate").frame.midY - (745 - 57 - 0.5 - 57 / 2)) <= 0.25)
        #expect(frame.geometry.contains { $0.frame.width == 377 })
    }

    @Test func theTitleShowsOnlyWhenVisible() throws {
        let hidden = try scene(Confirming(choices: Box([])), script: [.tap("Options", at: 0.1)]).at(1.5)
        #expect(hidden.drawnTexts.allSatisfy { $0.string != "Photo" })
        let shown = try scene(Confirming(titleVisibility: .visible, choices: Box([])), script: [.tap("Options", at: 0.1)]).at(1.5)
        let title = shown.drawnText("Photo").frame
        #expect(title.maxY < shown.drawnText("Duplicate").frame.minY)
    }

    @Test func aDialogWithoutACancelButtonGetsOne() throws {
        let frame = try scene(Confirming(withCancel: false, choices: Box([])), script: [.tap("Options", at: 0.1)]).at(1.5)
        #expect(abs(frame.drawnText("Cancel").frame.midY - 781.5) <= 0.25)
    }

    @Test func aTapRunsTheActionAndDismisses() throws {
        let choices = Box<[String]>([])
        let play = scene(Confirming(choices: choices), script: [.tap("Options", at: 0.1), .tap("Delete", at: 1)])
        _ = try play.at(0.9)
        _ = try play.at(1)
        let settled = try play.at(2)
        #expect(choices.value == ["Delete"])
        #expect(settled.drawnTexts.allSatisfy { $0.string != "Duplicate" })
    }

    @Test func theDialogSlidesUpFromBelowTheScreen() throws {
        let play = scene(Confirming(choices: Box([])), script: [.tap("Options", at: 0.1)])
        _ = try play.at(0.05)
        // At the tap's frame the dialog is a whole dialog's height lower: off the screen.
        #expect(try play.at(0.1).drawnText("Duplicate").frame.minY >= 852)
    }
}
