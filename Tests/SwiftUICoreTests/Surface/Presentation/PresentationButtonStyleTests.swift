import Foundation
import Testing
@testable import SwiftUICore

private struct Asking: View {
    @State private var isPresented = false
    var body: some View {
        Button("Ask") { isPresented = true }
            .alert("Leave?", isPresented: $isPresented) {
                Button("Stay") {}
                Button("Erase", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
    }
}

struct PresentationButtonStyleTests {
    private func runs(after script: [ScriptEvent]) throws -> [String: TextRun] {
        let play = player(RenderScene("buttons", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 2, fps: 20, script: script) { Asking() })
        var runs: [String: TextRun] = [:]
        for case .text(let run, _) in try play.at(1.5).displayList.allItems {
            runs[run.request.string] = run
        }
        return runs
    }

    @Test func anActionIs17PointRegularInTheTint() throws {
        let stay = try #require(try runs(after: [.tap("Ask", at: 0.1)])["Stay"])
        #expect(stay.request.font.size == 17)
        #expect(stay.request.font.weight == .regular)
        #expect(stay.color == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test func aDestructiveActionIsRed() throws {
        let erase = try #require(try runs(after: [.tap("Ask", at: 0.1)])["Erase"])
        #expect(erase.color == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test func theCancelActionIsSemibold() throws {
        let cancel = try #require(try runs(after: [.tap("Ask", at: 0.1)])["Cancel"])
        #expect(cancel.request.font.weight == .semibold)
    }
}
