import Cutaway
import CutawayExamples
import CutawayRender
import CutawayTesting
import Foundation

/// The side-by-side comparison at 2x, 60 fps, 3 s as a PNG sequence: Cutaway's path (engine and
/// raster here, PNGEncoder on all cores) against the naive path (the same frames rastered and
/// written with cairo_surface_write_to_png, one core), side by side in this run.
/// Returns the scene, which the peak-memory figures write at other lengths.
func reportSideBySide(renderer: SceneRenderer) -> RenderScene {
    let engine = renderer.textEngine
    let clock = ContinuousClock()
    var comparison = ExampleScenes.named("native-vs-presence")!
    comparison.duration = 3
    comparison.fps = 60
    let sequenceDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("cutaway-bench-side-by-side-\(ProcessInfo.processInfo.processIdentifier)")
    // Cutaway's path and the engine alone are timed in alternation, so that both see the same
    // load on this shared machine; the engine's share is the median of the rounds' own shares.
    // The engine is also timed as it runs in the sequence: on one thread with the rasterizer, which
    // draws each new frame between its steps (and leaves the caches colder for it).
    var oursTimes: [Double] = [], oursCPU: [Double] = [], engineTimes: [Double] = [], engineBesideRaster: [Double] = []
    for _ in 0..<7 {
        let start = processorSeconds()
        oursTimes.append(seconds(clock.measure { _ = try? renderer.writePNGSequence(of: comparison, to: sequenceDirectory) }))
        oursCPU.append(processorSeconds() - start)
        engineTimes.append(seconds(clock.measure {
            let enginePlayer = Player(scene: comparison, textEngine: engine)
            for index in 0..<comparison.frameCount { _ = try? enginePlayer.frame(at: index) }
        }))
        let steppedPlayer = Player(scene: comparison, textEngine: engine)
        var stepping = 0.0
        var drawn: DisplayList?
        for index in 0..<comparison.frameCount {
            var frame: Frame?
            stepping += seconds(clock.measure { frame = try? steppedPlayer.frame(at: index) })
            if let list = frame?.displayList, list != drawn {
                drawn = list
                _ = renderer.rasterizer.render(list, scale: comparison.canvas.scale)
            }
        }
        engineBesideRaster.append(stepping)
    }
    let oursTime = middle(oursTimes)
    let naive = seconds(clock.measure {
        let player = Player(scene: comparison, textEngine: engine)
        try? FileManager.default.createDirectory(at: sequenceDirectory, withIntermediateDirectories: true)
        for index in 0..<comparison.frameCount {
            guard let frame = try? player.frame(at: index) else { continue }
            let image = renderer.rasterizer.render(frame.displayList, scale: 2)
            try? Data(try CairoPNGWriter.encode(image)).write(to: sequenceDirectory.appendingPathComponent(SceneRenderer.frameFileName(index: index)))
        }
    })
    try? FileManager.default.removeItem(at: sequenceDirectory)
    let frames = Double(comparison.frameCount)
    report("side by side 2x 60 fps 3 s (\(comparison.frameCount) frames), Cutaway", frames / oursTime, "fps")
    report("side by side, naive: raster + cairo PNG, one core", frames / naive, "fps")
    report("side by side, speed-up over the naive path", naive / oursTime, "×")
    report("engine per side-by-side frame (update, layout, display list)", middle(engineTimes) / frames * 1e3, "ms")
    let wallShares = zip(engineTimes, oursTimes).map { $0 / $1 * 100 }
    report("engine share of the side-by-side frame time (wall clock)", middle(wallShares), "%")
    report("  its range over the \(wallShares.count) rounds: lowest", wallShares.min() ?? 0, "%")
    report("  highest", wallShares.max() ?? 0, "%")
    report("engine share of the side-by-side frame's CPU time", middle(zip(engineTimes, oursCPU).map { $0 / $1 }) * 100, "%")
    report("engine per frame beside the rasterizer, as in the sequence", middle(engineBesideRaster) / frames * 1e3, "ms")
    report("  its share of the frame time (wall clock)", middle(zip(engineBesideRaster, oursTimes).map { $0 / $1 }) * 100, "%")
    return comparison
}
