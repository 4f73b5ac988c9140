import Cutaway
import CutawayRender
import Foundation

/// A row of the lazy list: a title and a detail, as a settings or mail list has.
private struct ScrollBenchRow: View {
    let index: Int
    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text("Row \(index)").font(.headline)
                Text("Detail of row \(index)").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(index % 60) min").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

/// A 1,000-row `LazyVStack` in a `ScrollView` on an iPhone's screen (390 × 844 at 2x), scrolled
/// by its script at 60 fps: 20,000 pt in 3 s, linearly, so that every frame moves and brings
/// new rows in. Each frame is timed as a PNG sequence makes it, one core each: the engine
/// (update, lazy rows, layout, display list), Cairo, and the PNG encoder; the engine's share
/// is of their sum.
func reportLazyScroll(renderer: SceneRenderer) {
    let scene = RenderScene(
        "lazy-scroll", canvas: RenderCanvas(width: 390, height: 844, scale: 2, background: .systemBackground), duration: 3.5, fps: 60,
        script: [.scroll(to: .offset(CGPoint(x: 0, y: 20_000)), at: 0.25, animation: .linear(duration: 3))]
    ) {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1000, id: \.self) { index in
                    ScrollBenchRow(index: index)
                    Divider()
                }
            }
        }
    }
    let times = playTimed(scene, renderer: renderer)
    let frames = Double(scene.frameCount)
    let total = times.engine + times.raster + times.encode
    report("1,000-row LazyVStack scrolled at 60 fps, per frame (\(scene.frameCount))", total / frames * 1e3, "ms")
    report("  engine per frame (update, lazy rows, layout, display list)", times.engine / frames * 1e3, "ms")
    report("  the engine's share of the frame", times.engine / total * 100, "%")
}

/// Plays every frame of `scene` at 2x, timing apart the engine's share (the frame's update,
/// layout and display list), the rasterizer's and the encoder's, in seconds: the play with
/// the median engine share of three.
func playTimed(_ scene: RenderScene, renderer: SceneRenderer) -> (engine: Double, raster: Double, encode: Double) {
    let plays = (0..<3).map { _ in playTimedOnce(scene, renderer: renderer) }
    func share(_ play: (engine: Double, raster: Double, encode: Double)) -> Double { play.engine / (play.engine + play.raster + play.encode) }
    return plays.sorted { share($0) < share($1) }[1]
}

/// One play of `scene`, each frame timed as a PNG sequence makes it, one core each: the
/// engine (update, layout, display list), Cairo, and the PNG encoder.
func playTimedOnce(_ scene: RenderScene, renderer: SceneRenderer) -> (engine: Double, raster: Double, encode: Double) {
    let clock = ContinuousClock()
    let player = Player(scene: scene, textEngine: renderer.textEngine)
    var times = (engine: 0.0, raster: 0.0, encode: 0.0)
    for index in 0..<scene.frameCount {
        var frame: Frame?
        times.engine += seconds(clock.measure { frame = try? player.frame(at: index) })
        guard let list = frame?.displayList else { continue }
        var image: RasterImage?
        times.raster += seconds(clock.measure { image = renderer.rasterizer.render(list, scale: 2) })
        times.encode += seconds(clock.measure { _ = renderer.encoder.encode(image!) })
    }
    return times
}
