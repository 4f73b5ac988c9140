import Foundation
import Testing
@testable import SwiftUICore

/// One view with two presentations chained on it, and one nested below it.
private struct Twice: View {
    @State private var isSheetShown = false
    @State private var isAlertShown = false
    var body: some View {
        VStack {
            Button("Sheet") { isSheetShown = true }
            Button("Alert") { isAlertShown = true }
        }
        .sheet(isPresented: $isSheetShown) {
            Text("In the sheet")
        }
        .alert("Careful", isPresented: $isAlertShown) {}
    }
}

private struct Nested: View {
    @State private var isShown = true
    var body: some View {
        VStack {
            Text("Outer")
                .alert("Inner alert", isPresented: $isShown) {}
        }
        .sheet(isPresented: .constant(true)) {
            Text("Outer sheet")
        }
    }
}

struct PresentationTests {
    @Test func ofTwoChainedPresentationsOnlyThePresentedOneIsStaged() throws {
        let play = player(RenderScene("twice", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 3, fps: 20,
                                      script: [.tap("Alert", at: 0.1)]) { Twice() })
        let frame = try play.at(1.5)
        #expect(frame.drawnTexts.contains { $0.string == "Careful" })
        #expect(frame.drawnTexts.allSatisfy { $0.string != "In the sheet" })
    }

    @Test func aPresentationBelowAnotherModifiedViewIsKept() throws {
        // The sheet's modifier sets the presentations of the VStack's node, which speak for
        // its subtree: the alert set below must be carried up with it.
        let frame = try layOut(on: .iPhone15, Nested())
        let order = frame.drawnTexts.map(\.string)
        #expect(order.contains("Inner alert"))
        #expect(order.contains("Outer sheet"))
        // Tree order: the inner alert's view comes first, so the sheet is staged over it.
        #expect(try #require(order.firstIndex(of: "Inner alert")) < (try #require(order.firstIndex(of: "Outer sheet"))))
    }
}
