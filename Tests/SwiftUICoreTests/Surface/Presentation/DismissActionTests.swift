import Foundation
import Testing
@testable import SwiftUICore

private struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        Button(isPresented ? "Close" : "Closed") { dismiss() }
    }
}

private struct Pushing: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { Detail() }
        }
    }
}

struct DismissActionTests {
    @Test func outsideAPresentationDismissDoesNothing() throws {
        let play = player(RenderScene("plain", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 1, fps: 20,
                                      script: [.tap("Closed", at: 0.1)]) { Detail() })
        #expect(try play.at(0.5).drawnTexts.contains { $0.string == "Closed" })
    }

    @Test func onAPushedScreenDismissPops() throws {
        let play = player(RenderScene("push", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 3, fps: 20,
                                      script: [.tap("Open", at: 0.1), .tap("Close", at: 1)]) { Pushing() })
        #expect(try play.at(0.9).drawnTexts.contains { $0.string == "Close" })
        let settled = try play.at(2)
        #expect(settled.drawnTexts.allSatisfy { $0.string != "Close" })
        #expect(settled.drawnTexts.contains { $0.string == "Open" })
    }
}
