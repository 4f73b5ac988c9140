import Foundation
import Testing
@testable import SwiftUICore

/// A "Delete" button that asks first, in an alert whose destructive button is also "Delete".
private struct Asking: View {
    @State private var isPresented = false
    let deletions: Box<Int>
    var buttons = 2

    var body: some View {
        Button("Delete") { isPresented = true }
            .alert("Delete photo?", isPresented: $isPresented) {
                Button("Delete", role: .destructive) { deletions.value += 1 }
                if buttons > 2 {
                    Button("Archive") {}
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It goes for good.")
            }
    }
}

private struct Informing: View {
    @State private var isPresented = false
    var body: some View {
        Button("Save") { isPresented = true }
            .alert("Saved", isPresented: $isPresented) {}
    }
}

private struct Failing: View {
    struct Failure: LocalizedError {
        var errorDescription: String? { "Upload failed" }
        var failureReason: String? { "The network is down." }
    }

    @State private var isPresented = false
    var body: some View {
        Button("Upload") { isPresented = true }
            .alert(isPresented: $isPresented, error: Failure()) {
                Button("OK") {}
            }
    }
}

/// Numbers on an iPhone 15 (393 × 852) at scale 2 (so that half points are pixels): the alert is 270 wide, centred on the
/// screen: x from (393 − 270) / 2 = 61.5, its centre at y = 852 / 2 = 426. Two buttons share
/// its width less a hairline of one pixel: (270 − 0.5) / 2 = 134.75 each. It comes in on a critically
/// damped 0.3 s spring (ω = 2π / 0.3 s): after t, (1 + ωt) e^(−ωt) of the change is left.
struct AlertTests {
    private let omega = 2 * Double.pi / 0.3

    private func scene(_ view: some View, script: [ScriptEvent]) -> Player {
        player(RenderScene("alert", canvas: RenderCanvas(device: .iPhone15, scale: 2), duration: 3, fps: 20, script: script) { view })
    }

    @Test func theAlertIs270WideAndCentredOnTheScreen() throws {
        let frame = try scene(Asking(deletions: Box(0)), script: [.tap("Delete", at: 0.1)]).at(1.5)
        let card = try #require(frame.geometry.first { $0.frame.width == 270 })
        #expect(card.frame.minX == 61.5)
        // Edges are rounded to whole pixels (a quarter of a point either way at most).
        #expect(abs(card.frame.midY - 426) <= 0.25)
        #expect(abs(frame.drawnText("Delete photo?").frame.midX - 196.5) <= 0.25)
        #expect(abs(frame.drawnText("It goes for good.").frame.midX - 196.5) <= 0.25)
    }

    @Test func twoButtonsSitSideBySideTheCancelOneLeading() throws {
        let frame = try scene(Asking(deletions: Box(0)), script: [.tap("Delete", at: 0.1)]).at(1.5)
        let cancel = frame.drawnText("Cancel").frame
        let delete = try #require(frame.drawnTexts.last { $0.string == "Delete" }).frame
        // Texts are placed on whole pixels: within a quarter of a point.
        #expect(abs(cancel.midX - (61.5 + 134.75 / 2)) <= 0.25)
        #expect(abs(delete.midX - (61.5 + 134.75 + 0.5 + 134.75 / 2)) <= 0.25)
        #expect(abs(cancel.midY - delete.midY) < 0.01)
    }

    @Test func threeButtonsStackTheCancelOneLast() throws {
        let frame = try scene(Asking(deletions: Box(0), buttons: 3), script: [.tap("Delete", at: 0.1)]).at(1.5)
        let delete = try #require(frame.drawnTexts.last { $0.string == "Delete" }).frame
        let archive = frame.drawnText("Archive").frame
        let cancel = frame.drawnText("Cancel").frame
        // Rows 44 tall with a hairline of one pixel (half a point) between them.
        #expect(abs(archive.midY - delete.midY - 44.5) <= 0.25)
        #expect(abs(cancel.midY - archive.midY - 44.5) <= 0.25)
        #expect(abs(cancel.midX - 196.5) <= 0.25)
    }

    @Test func anAlertWithNoButtonsHasAnOKButton() throws {
        let frame = try scene(Informing(), script: [.tap("Save", at: 0.1)]).at(1.5)
        #expect(frame.drawnTexts.contains { $0.string == "OK" })
    }

    @Test func anErrorGivesTheTitleAndTheMessage() throws {
        let frame = try scene(Failing(), script: [.tap("Upload", at: 0.1)]).at(1.5)
        #expect(frame.drawnTexts.contains { $0.string == "Upload failed" })
        #expect(frame.drawnTexts.contains { $0.string == "The network is down." })
    }

    @Test func aTapOnAButtonRunsItsActionAndDismissesTheAlert() throws {
        let deletions = Box(0)
        let play = scene(Asking(deletions: deletions), script: [.tap("Delete", at: 0.1), .tap("Delete", at: 1)])
        _ = try play.at(0.9)
        #expect(deletions.value == 0)
        _ = try play.at(1)
        let settled = try play.at(2)
        #expect(deletions.value == 1)
        #expect(settled.drawnTexts.allSatisfy { $0.string != "Delete photo?" })
    }

    @Test func theAlertScalesFromOnePointTwoWhileFadingIn() throws {
        let play = scene(Asking(deletions: Box(0)), script: [.tap("Delete", at: 0.1)])
        let rest = try play.at(1.5).drawnText("Delete photo?").frame
        let replay = scene(Asking(deletions: Box(0)), script: [.tap("Delete", at: 0.1)])
        _ = try replay.at(0.05)
        _ = try replay.at(0.1)
        let coming = try replay.at(0.15).drawnText("Delete photo?")
        // 0.05 s in: the progress p = 1 − (1 + ω·0.05) e^(−ω·0.05); the opacity is p, the scale
        // 1.2 − 0.2 p about the card's centre (the screen's).
        let progress = 1 - (1 + omega * 0.05) * exp(-omega * 0.05)
        #expect(abs(coming.opacity - progress) < 0.01, "\(coming.opacity) against \(progress)")
        #expect(abs(coming.frame.width - rest.width * (1.2 - 0.2 * progress)) < 0.05)
        // A text placed on a whole pixel, then scaled by up to 1.2: within 0.3 of a point.
        #expect(abs(coming.frame.midX - 196.5) <= 0.3)
    }
}
