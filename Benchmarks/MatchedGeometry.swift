import Cutaway
import CutawayRender
import Foundation

/// What the matched-geometry scene's script changes: the selected tab and the opened tile.
private final class MatchedSelection {
    var tab = 0
    var openTile: Int?
}

/// A capsule tab bar over a grid of tiles, one of which may be open as a large card: the
/// capsule is matched between the tabs and each tile with its card (one group per tile).
private struct MatchedBenchScreen: View {
    let selection: MatchedSelection
    @Namespace private var namespace

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 4) {
                ForEach(0..<4, id: \.self) { tab in
                    Text("Tab \(tab + 1)")
                        .font(.subheadline.weight(.semibold))
                        .padding(.horizontal, 14).padding(.vertical, 8)
                        .background {
                            if selection.tab == tab {
                                Capsule().fill(Color.blue).matchedGeometryEffect(id: "capsule", in: namespace)
                            }
                        }
                }
            }
            ZStack {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
                    ForEach(0..<24, id: \.self) { tile in
                        if selection.openTile == tile {
                            Color.clear.frame(height: 80)
                        } else {
                            RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                                .matchedGeometryEffect(id: tile, in: namespace)
                                .frame(height: 80)
                        }
                    }
                }
                if let tile = selection.openTile {
                    RoundedRectangle(cornerRadius: 24).fill(Color.orange)
                        .matchedGeometryEffect(id: tile, in: namespace)
                        .frame(height: 400)
                }
            }
            .padding(.horizontal, 16)
            Spacer()
        }
    }
}

/// The matched-geometry scene on an iPhone's screen (390 × 844 at 2x) at 60 fps for 4 s: the
/// capsule moves to another tab every 0.8 s and a tile opens into its card and closes again,
/// all with `.smooth`, so that most frames have a matched pair in flight. Each frame is timed
/// as a PNG sequence makes it, one core each: the engine (update, layout, matching, display
/// list), Cairo, and the PNG encoder; the engine's share is of their sum.
@MainActor func reportMatchedGeometry(renderer: SceneRenderer) {
    let selection = MatchedSelection()
    var script: [ScriptEvent] = []
    for (index, time) in stride(from: 0.2, to: 4, by: 0.8).enumerated() {
        script.append(.run(at: time, animation: .smooth) { selection.tab = (index + 1) % 4 })
    }
    script.append(.run(at: 0.6, animation: .smooth) { selection.openTile = 5 })
    script.append(.run(at: 2.2, animation: .smooth) { selection.openTile = nil })
    script.sort { $0.time < $1.time }
    let scene = RenderScene(
        "matched-geometry", canvas: RenderCanvas(width: 390, height: 844, scale: 2, background: .systemBackground),
        duration: 4, fps: 60, script: script
    ) { MatchedBenchScreen(selection: selection) }
    let times = playTimed(scene, renderer: renderer)
    let frames = Double(scene.frameCount)
    let total = times.engine + times.raster + times.encode
    report("matched-geometry scene (tab capsule, tile to card) at 60 fps, frames per second (\(scene.frameCount))", frames / total, "fps")
    report("  engine per frame (update, layout, matching, display list)", times.engine / frames * 1e3, "ms")
    report("  the engine's share of the frame", times.engine / total * 100, "%")
}
