import Foundation
import Testing
@testable import SwiftUICore

private struct Inbox: View {
    @State private var isPresented = false
    var body: some View {
        NavigationStack {
            Button("Compose") { isPresented = true }
                .navigationTitle("Inbox")
                .alert("Discard draft?", isPresented: $isPresented) {
                    Button("Discard", role: .destructive) {}
                }
        }
    }
}

private struct SheetWithAlert: View {
    @State private var isPresented = false
    var body: some View {
        Button("Show") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                Confirm()
            }
    }
}

private struct Confirm: View {
    @State private var isAsking = false
    var body: some View {
        Button("Ask") { isAsking = true }
            .alert("Sure?", isPresented: $isAsking) {
                Button("Yes") {}
            }
    }
}

private struct Still: View {
    var body: some View {
        Text("Nothing presented")
    }
}

struct PresentationStageTests {
    private func scene(_ view: some View, script: [ScriptEvent]) -> Player {
        player(RenderScene("stage", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 3, fps: 20, script: script) { view })
    }

    @Test func aPresentationDrawsOverTheNavigationBarAndUnderTheStatusBar() throws {
        let frame = try scene(Inbox(), script: [.tap("Compose", at: 0.1)]).at(1.5)
        let order = frame.drawnTexts.map(\.string)
        let title = try #require(order.firstIndex(of: "Inbox"))
        let alert = try #require(order.firstIndex(of: "Discard draft?"))
        let time = try #require(order.firstIndex(of: "9:41"))
        #expect(title < alert && alert < time)
    }

    @Test func anAlertInASheetIsStagedOverTheSheet() throws {
        let frame = try scene(SheetWithAlert(), script: [.tap("Show", at: 0.1), .tap("Ask", at: 1)]).at(2)
        let order = frame.drawnTexts.map(\.string)
        let ask = try #require(order.firstIndex(of: "Ask"))
        let sure = try #require(order.firstIndex(of: "Sure?"))
        #expect(ask < sure)
        #expect(abs(frame.drawnText("Sure?").frame.midX - 196.5) < 0.01)
    }

    @Test func withNothingPresentedTheRootIsAsItWas() throws {
        let frame = try layOut(on: .iPhone15, Still())
        // The root's children: the safe area's container and the device's chrome, no stage.
        #expect(frame.geometry.filter { $0.depth == 0 }.map(\.typeName) == ["SafeArea", "frame"])
    }
}
