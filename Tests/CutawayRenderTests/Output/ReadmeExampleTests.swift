import Cutaway
import CutawayComponents
import Foundation
import Testing
@testable import CutawayRender

/// The README's example, compiled and run as written there.
private struct Row: View {
    @State private var detail: String? = "Details that come and go"
    var body: some View {
        List {
            CollapsibleSpacingVStack(alignment: .leading, spacing: 4) {
                Text("Title").font(.headline)
                AnimatedPresence(value: detail, animation: .smooth) { detail in
                    Text(detail).font(.caption).foregroundStyle(.secondary)
                }
                .ignoredWhenCollapsed()
                Text("Footer")
            }
            Button(detail == nil ? "Show" : "Hide") { detail = detail == nil ? "Back again" : nil }
        }
    }
}

@Suite(.serialized) struct ReadmeExampleTests {
    @Test func readmeExampleRenders() throws {
        let scene = RenderScene("row", canvas: RenderCanvas(width: 390, height: 240, scale: 2), duration: 2, fps: 60,
                                script: [.tap("Hide", at: 0.5), .tap("Show", at: 1.2)]) { Row() }
        let renderer = try SceneRenderer()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        let files = try renderer.writePNGSequence(of: scene, to: directory)
        #expect(files.count == 121)
        let player = Player(scene: scene, textEngine: renderer.textEngine)
        var last: Frame?
        for index in 0...36 { last = try player.frame(at: index) }
        // 0.1 s into the collapse that began at 0.5 s, the detail is still drawn.
        let strings = last?.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings?.contains("Details that come and go") == true)
        try? FileManager.default.removeItem(at: directory)
    }
}
