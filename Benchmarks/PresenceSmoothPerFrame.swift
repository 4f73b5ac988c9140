import Cutaway
import CutawayExamples
import CutawayRender
import Foundation

/// Per-frame cost of the seed's smooth preview (`presence-smooth`, 217 frames) written as a PNG
/// sequence at 780×800 and 780×1688 px, beside headless Chromium capturing the same animation
/// (Pages/list-collapse.html) at the same sizes in this run.
///
/// Cutaway's figure is the median of three whole sequences over their frame count; Chromium's is
/// its median capture in steady state, launch and page load left out (reported apart), which
/// favours Chromium: its launch alone is worth many of Cutaway's frames.
func reportPresenceSmoothPerFrame(renderer: SceneRenderer) {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("cutaway-bench-presence-\(ProcessInfo.processInfo.processIdentifier)")
    for height in [400, 844] {
        var scene = ExampleScenes.named("presence-smooth")!
        scene.canvas.height = CGFloat(height)
        let total = median(runs: 3) { _ = try? renderer.writePNGSequence(of: scene, to: directory) }
        try? FileManager.default.removeItem(at: directory)
        let perFrame = total / Double(scene.frameCount)
        report("presence-smooth at 780×\(height * 2) px, per frame", perFrame * 1e3, "ms")
        guard BrowserPeer.isInstalled else { continue }
        let page = BrowserPeer.pages.appendingPathComponent("list-collapse.html")
        do {
            let capture = try measureBrowserCapture(page: page, width: 390, height: height, frames: scene.frameCount, fps: Double(scene.fps))
            report("  headless Chromium, same animation, per frame (this run)", capture.perCapture * 1e3, "ms")
            report("  speed-up over headless Chromium (this run)", capture.perCapture / perFrame, "×")
            report("  headless Chromium, whole process, \(capture.frames) PNGs (this run)", capture.wholeProcess, "s")
        } catch {
            print("  headless Chromium failed on \(page.lastPathComponent): \(error)")
        }
    }
}
