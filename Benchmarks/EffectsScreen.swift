import Cutaway
import CutawayRender
import Foundation

/// Drawing effects (issue 17): a 390×844 screen at 2x with a shadowed card, a blurred backdrop
/// behind it, a gradient progress ring and a material card over the backdrop. Without blur and
/// shadow, the shadow and the blur are taken out and the material is drawn as its tint alone,
/// for the share they cost. Pages/effects.html draws the same screen for headless Chromium.
func effectsScreen(withBlurAndShadow: Bool) -> some View {
    ZStack {
        LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
        Circle().fill(Color.orange).frame(width: 220, height: 220).offset(x: -60, y: -180)
            .blur(radius: withBlurAndShadow ? 30 : 0)
        VStack(spacing: 24) {
            ZStack {
                Circle().stroke(Color.white.opacity(0.2), lineWidth: 14)
                Circle().trim(from: 0, to: 0.7)
                    .stroke(AngularGradient(colors: [.yellow, .pink, .yellow], center: .center), style: StrokeStyle(lineWidth: 14, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("70%").font(.largeTitle)
            }
            .frame(width: 160, height: 160)
            Text("Weekly goal").font(.headline)
        }
        .padding(32)
        .background(RoundedRectangle(cornerRadius: 24).fill(Color.white))
        .shadow(color: .black.opacity(withBlurAndShadow ? 0.3 : 0), radius: withBlurAndShadow ? 16 : 0, y: 8)
        Text("Up next: a 20-minute walk").font(.headline)
            .padding(20)
            .frame(width: 340)
            .background(withBlurAndShadow ? AnyShapeStyle(.regularMaterial) : AnyShapeStyle(Color.white.opacity(0.82)), in: RoundedRectangle(cornerRadius: 20))
            .offset(y: 320)
    }
}

/// The effects screen rastered at 2x (780×1688), with and without its effects side by side in
/// this run (the median of `rounds` rounds each, five unless asked), and with effects
/// rastered, encoded as PNG and written, as one frame of a sequence is (the median of five):
/// the figure headless Chromium's capture of the same screen is set beside. Prints the raster
/// and, unless `peersOnly`, the effects' share of it; then, unless `rasterOnly` (the figures
/// alone, for a profiler), headless Chromium's lines (`reportEffectsBesideBrowser`).
func reportEffects(renderer: SceneRenderer, peersOnly: Bool, rounds: Int = 5, rasterOnly: Bool = false) throws {
    let clock = ContinuousClock()
    let canvas = RenderCanvas(width: 390, height: 844, scale: 2)
    let lists = try [true, false].map { flag in
        try ViewGraph(root: effectsScreen(withBlurAndShadow: flag), canvas: canvas, textEngine: renderer.textEngine).makeFrame().displayList
    }
    var withEffects: [Double] = [], withoutEffects: [Double] = []
    for _ in 0..<rounds {
        withEffects.append(seconds(clock.measure { _ = renderer.rasterizer.render(lists[0], scale: 2) }))
        withoutEffects.append(seconds(clock.measure { _ = renderer.rasterizer.render(lists[1], scale: 2) }))
    }
    report("effects frame at 780×1688 (blur, shadow, material), raster", middle(withEffects) * 1e3, "ms")
    if !peersOnly {
        report("  the blur's, shadow's and material's share (side by side)", (1 - middle(withoutEffects) / middle(withEffects)) * 100, "%")
    }
    guard BrowserPeer.isInstalled, !rasterOnly else { return }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-bench-effects-\(ProcessInfo.processInfo.processIdentifier).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let written = try median(runs: 5) {
        try Data(renderer.encoder.encode(renderer.rasterizer.render(lists[0], scale: 2))).write(to: file)
    }
    reportEffectsBesideBrowser(raster: middle(withEffects), written: written)
}

/// Headless Chromium capturing Pages/effects.html (the effects screen, moving for 1 s) as 61
/// PNGs at 60 fps in this run, beside Cutaway's raster of the screen (`raster`, seconds) and its
/// raster, encode and write of it (`written`): a capture is a seek, a draw, a PNG and a write, so
/// the second ratio is the like-for-like one; the first is the drawing alone against all of that.
func reportEffectsBesideBrowser(raster: Double, written: Double) {
    let page = BrowserPeer.pages.appendingPathComponent("effects.html")
    let capture: BrowserCapture
    do {
        capture = try measureBrowserCapture(page: page, width: 390, height: 844, frames: 61, fps: 60)
    } catch {
        print("  headless Chromium failed on \(page.lastPathComponent): \(error)")
        return
    }
    report("  headless Chromium, same screen, per capture (this run)", capture.perCapture * 1e3, "ms")
    report("  speed-up over headless Chromium, raster alone (this run)", capture.perCapture / raster, "×")
    report("  Cutaway, raster + PNG encode + write of the frame", written * 1e3, "ms")
    report("  speed-up over headless Chromium, frame written (this run)", capture.perCapture / written, "×")
    report("  headless Chromium, whole process, \(capture.frames) PNGs (this run)", capture.wholeProcess, "s")
}
