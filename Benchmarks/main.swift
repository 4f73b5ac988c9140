import Cutaway
import CutawayExamples
import CutawayRender
import CutawayTesting
import Foundation

// Cutaway's benchmarks. Wall-clock timing is fine here (and only here): each figure is the
// median of several runs, and comparisons are made side by side in one process.

/// The median duration of `body` over `runs` runs, in seconds.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = try clock.measure(body)
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return samples.sorted()[runs / 2]
}

func report(_ label: String, _ value: Double, _ unit: String) {
    let number = String(format: value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : "%.2f", value)
    print(label.padding(toLength: 60, withPad: " ", startingAt: 0) + number.leftPadded(to: 9) + " " + unit)
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

/// Seconds in `duration`.
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Seconds of CPU time this process has used, on all its threads.
func processorSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// The middle value of `values` (the upper one of an even count).
func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

// Started by `measureChildProcess` to spawn a command and report its memory: before anything
// else, so that this process's own memory stays small.
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == launcherArgument {
    launchMeasuringMemory(Array(CommandLine.arguments.dropFirst(2)))
}
// `cutaway-bench --peak-memory` runs only the last section: peak memory of commands on
// hostile inputs, measured in child processes.
if CommandLine.arguments.contains("--peak-memory") {
    try reportFormatPeakMemory()
    try reportDiffPeakMemory()
    try reportValidatePeakMemory()
    try reportConcurrentRenders()
    exit(0)
}

let renderer = try SceneRenderer()
let engine = renderer.textEngine
// `cutaway-bench --lazy-scroll` runs only the lazy list's scroll.
if CommandLine.arguments.contains("--lazy-scroll") {
    reportLazyScroll(renderer: renderer)
    exit(0)
}
// `cutaway-bench --keyframes` runs only the keyframe scene.
if CommandLine.arguments.contains("--keyframes") {
    reportKeyframeBounce(renderer: renderer)
    exit(0)
}
// `cutaway-bench --side-by-side` runs only the side-by-side comparison.
if CommandLine.arguments.contains("--side-by-side") {
    _ = reportSideBySide(renderer: renderer)
    exit(0)
}
// `cutaway-bench --matched-geometry` runs only the matched-geometry scene.
if CommandLine.arguments.contains("--matched-geometry") {
    reportMatchedGeometry(renderer: renderer)
    exit(0)
}
// `cutaway-bench --previews` runs only `cutaway previews` on packages written for it.
if CommandLine.arguments.contains("--previews") {
    BrowserPeer.noteIfMissing()
    try reportPreviewPackages()
    exit(0)
}
// `cutaway-bench --effects` runs only the effects frame's raster, with and without its
// effects, over 50 rounds (enough samples for `perf record`; its own raster is ~20 ms).
if CommandLine.arguments.contains("--effects") {
    try reportEffects(renderer: renderer, peersOnly: false, rounds: 50, rasterOnly: true)
    exit(0)
}
// `cutaway-bench --browser` runs only the lines set beside headless Chromium in this run.
if CommandLine.arguments.contains("--browser") {
    BrowserPeer.noteIfMissing()
    reportPresenceSmoothPerFrame(renderer: renderer)
    try reportEffects(renderer: renderer, peersOnly: true)
    exit(0)
}
print("Cutaway \(CutawayVersion.current) benchmarks (median of runs; lower is better)")
BrowserPeer.noteIfMissing()
print("")

// Text measurement: 200 distinct strings, cold (empty cache) and cached.
let strings = (0..<200).map { "Row \($0): a detail that wraps across a couple of lines in a List row" }
let requests = strings.map { TextLayoutRequest(string: $0, font: .caption, width: 310, lineLimit: 3) }
let cold = median(runs: 5) {
    engine.removeCachedLayouts()
    for request in requests { _ = engine.measure(request) }
}
let cached = median(runs: 5) {
    for request in requests { _ = engine.measure(request) }
}
report("text measurement, cold (per string)", cold / 200 * 1e6, "µs")
report("text measurement, cached (per string)", cached / 200 * 1e6, "µs")

// Layout of a 200-row List: resolve + layout + display list, text cache warm.
struct Row: Identifiable {
    let id: Int
}
let rows = (0..<200).map(Row.init)
let list = List(rows) { row in
    VStack(alignment: .leading, spacing: 4) {
        Text("Row \(row.id)").font(.headline).lineLimit(1)
        Text(strings[row.id]).font(.caption).foregroundStyle(.secondary).lineLimit(3)
        Text("Footer")
    }
    .frame(maxWidth: .infinity, alignment: .leading)
}
// A new graph each run: a graph asked again for a frame at rest hands back the last one.
_ = try ViewGraph(root: list, canvas: RenderCanvas(width: 390, height: 844, scale: 2), textEngine: engine).makeFrame()
let listTime = try median(runs: 9) {
    _ = try ViewGraph(root: list, canvas: RenderCanvas(width: 390, height: 844, scale: 2), textEngine: engine).makeFrame()
}
report("layout, 200-row List (resolve + layout + display list)", listTime * 1e3, "ms")

// Engine cost per frame (update + layout + display list, no drawing) for a 200-row List in
// which every row animates: each row's height runs on a `.smooth` spring from 0.1 s on.
struct AnimatedHeight: Layout {
    var height: CGFloat
    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }
}
let expanded = SceneValue(false)
let animatedList = RenderScene("animated-list", canvas: RenderCanvas(width: 390, height: 844, scale: 2), duration: 0.6, fps: 60,
                               script: [.run(at: 0.1, animation: .smooth) { expanded.value = true }]) {
    List(rows) { row in
        AnimatedHeight(height: expanded.value ? 60 : 30) {
            Text(strings[row.id]).font(.caption).lineLimit(3)
        }
        .clipped()
    }
}
let animatedPlayer = Player(scene: animatedList, textEngine: engine)
for index in 0..<6 { _ = try animatedPlayer.frame(at: index) }
var frameTimes: [Double] = []
let clock = ContinuousClock()
for index in 6..<36 {
    let elapsed = clock.measure { _ = try? animatedPlayer.frame(at: index) }
    frameTimes.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
report("engine per frame, 200-row List, every row animating", frameTimes.sorted()[frameTimes.count / 2] * 1e3, "ms")

// Raster and encoding of the example at 2x.
let scene = ExampleScenes.named("settled-row")!
let frame = try scene.makeGraph(textEngine: engine).makeFrame()
var image = renderer.rasterizer.render(frame.displayList, scale: 2)
let raster = median(runs: 21) { image = renderer.rasterizer.render(frame.displayList, scale: 2) }
var ours: [UInt8] = []
let encode = median(runs: 21) { ours = renderer.encoder.encode(image) }
var reference: [UInt8] = []
let cairoEncode = try median(runs: 9) { reference = try CairoPNGWriter.encode(image) }
report("raster, settled-row at 2x (\(image.width)×\(image.height))", raster * 1e3, "ms")
report("PNG encode, PNGEncoder (level \(renderer.encoder.compressionLevel), \(ours.count / 1024) KiB)", encode * 1e3, "ms")
report("PNG encode, cairo_surface_write_to_png (\(reference.count / 1024) KiB)", cairoEncode * 1e3, "ms")
report("PNG encode speed-up over Cairo", cairoEncode / encode, "×")
for level in [1, 9] {
    let levelEncoder = PNGEncoder(compressionLevel: level)
    var bytes: [UInt8] = []
    let time = median(runs: 9) { bytes = levelEncoder.encode(image) }
    report("PNG encode at --compression \(level) (\(bytes.count / 1024) KiB)", time * 1e3, "ms")
}

// The side-by-side comparison: Cutaway's path against the naive one, and the engine's share.
let comparison = reportSideBySide(renderer: renderer)
let sequenceDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-bench-\(ProcessInfo.processInfo.processIdentifier)")

// Peak memory while writing 180 and then 1,800 frames: it must not grow with the length.
func peakResidentMiB() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}
for duration in [3.0, 30.0] {
    var scene = comparison
    scene.duration = duration
    _ = try? renderer.writePNGSequence(of: scene, to: sequenceDirectory)
    try? FileManager.default.removeItem(at: sequenceDirectory)
    report("peak memory after \(scene.frameCount) frames", peakResidentMiB(), "MiB")
}

// Per-frame cost at 780×800 and 780×1688 px, beside headless Chromium in this run.
reportPresenceSmoothPerFrame(renderer: renderer)
// Where a 780×1688 frame's time goes, one core each: the engine, Cairo, and the PNG encoder,
// over the frames that draw something new.
do {
    var scene = ExampleScenes.named("presence-smooth")!
    scene.canvas.height = 844
    let player = Player(scene: scene, textEngine: engine)
    var times = (engine: 0.0, raster: 0.0, encode: 0.0), moving = 0
    var last: DisplayList?
    for index in 0..<scene.frameCount {
        var frame: Frame?
        times.engine += seconds(clock.measure { frame = try? player.frame(at: index) })
        guard let list = frame?.displayList, list != last else { continue }
        last = list
        moving += 1
        var image: RasterImage?
        times.raster += seconds(clock.measure { image = renderer.rasterizer.render(list, scale: 2) })
        times.encode += seconds(clock.measure { _ = renderer.encoder.encode(image!) })
    }
    report("780×1688: engine per frame (all \(scene.frameCount))", times.engine / Double(scene.frameCount) * 1e3, "ms")
    report("780×1688: raster per new frame (\(moving))", times.raster / Double(moving) * 1e3, "ms")
    report("780×1688: PNG encode per new frame", times.encode / Double(moving) * 1e3, "ms")
}
// The rasterizer's unsafe shortcut, side by side in this run: a frame whose first item covers
// every pixel opaquely is drawn into storage that was not cleared first.
do {
    var scene = ExampleScenes.named("presence-smooth")!
    scene.canvas.height = 844
    let player = Player(scene: scene, textEngine: engine)
    let clearing = CairoRasterizer(textEngine: engine)
    clearing.skipsClearingCoveredCanvas = false
    var lists: [DisplayList] = []
    for index in 0..<scene.frameCount {
        if let list = try? player.frame(at: index).displayList, list != lists.last { lists.append(list) }
    }
    var skipping: [Double] = [], cleared: [Double] = []
    for _ in 0..<7 {
        skipping.append(seconds(clock.measure { for list in lists { _ = renderer.rasterizer.render(list, scale: 2) } }))
        cleared.append(seconds(clock.measure { for list in lists { _ = clearing.render(list, scale: 2) } }))
    }
    report("780×1688 raster, storage not cleared (shortcut), per frame", middle(skipping) / Double(lists.count) * 1e3, "ms")
    report("780×1688 raster, storage cleared first, per frame", middle(cleared) / Double(lists.count) * 1e3, "ms")
    report("  the shortcut's time over the cleared form's (median of rounds)", middle(zip(skipping, cleared).map { $0 / $1 }), "×")
}
// Golden comparison per megapixel, on 780×1688 frames of the smooth preview: identical frames,
// two consecutive animation frames (a few % of pixels move), and the same frame against itself
// shifted by a sub-pixel amount (antialiasing noise along every edge). pixelmatch, measured here
// on such frames (the figures): about 6 ms/MP identical, 13–18 ms/MP differing.
var tall = ExampleScenes.named("presence-smooth")!
tall.canvas.height = 844
let tallPlayer = Player(scene: tall, textEngine: engine)
var tallFrames: [RGBAImage] = []
for index in 0...33 {
    let frame = try tallPlayer.frame(at: index)
    if index >= 32 {
        let image = renderer.rasterizer.render(frame.displayList, scale: 2)
        tallFrames.append(RGBAImage(width: image.width, height: image.height, pixels: image.straightRGBA()))
    }
}
let megapixels = Double(tallFrames[0].width * tallFrames[0].height) / 1e6
let copy = RGBAImage(width: tallFrames[0].width, height: tallFrames[0].height, pixels: tallFrames[0].pixels)
let identical = median(runs: 21) { _ = compareImages(tallFrames[0], copy) }
let consecutive = median(runs: 9) { _ = compareImages(tallFrames[1], tallFrames[0], diffImage: true) }
let shifted = renderer.rasterizer.render(
    DisplayList(size: tall.canvas.size, items: [.group(
        .transform(.translation(x: 0.3, y: 0)), (try Player(scene: tall, textEngine: engine).frame(at: 0)).displayList.items,
        element: ElementID("shift"))]), scale: 2)
let shiftedImage = RGBAImage(width: shifted.width, height: shifted.height, pixels: shifted.straightRGBA())
let unshifted = renderer.rasterizer.render((try Player(scene: tall, textEngine: engine).frame(at: 0)).displayList, scale: 2)
let unshiftedImage = RGBAImage(width: unshifted.width, height: unshifted.height, pixels: unshifted.straightRGBA())
let noise = median(runs: 9) { _ = compareImages(shiftedImage, unshiftedImage, diffImage: true) }
// The default rule (CIEDE2000, shifts and specks forgiven) beside pixelmatch's (YIQ, neither),
// on the same pairs, and on the worst case of the shift rule: every pixel recoloured, so each
// is looked for among its neighbours in both images before it counts.
let pixelmatch = ImageComparisonOptions(colorDistance: .yiq(), shiftTolerance: 0, minimumClusterSize: 1)
let consecutiveYIQ = median(runs: 9) { _ = compareImages(tallFrames[1], tallFrames[0], options: pixelmatch, diffImage: true) }
let noiseYIQ = median(runs: 9) { _ = compareImages(shiftedImage, unshiftedImage, options: pixelmatch, diffImage: true) }
var recoloured = tallFrames[0]
for index in stride(from: 0, to: recoloured.pixels.count, by: 4) { recoloured.pixels[index] &+= 40 }
let everywhere = median(runs: 3) { _ = compareImages(recoloured, tallFrames[0], diffImage: true) }
let everywhereYIQ = median(runs: 3) { _ = compareImages(recoloured, tallFrames[0], options: pixelmatch, diffImage: true) }
report("compare identical 780×1688 frames, per MP", identical / megapixels * 1e3, "ms")
report("compare consecutive animation frames (diff image), per MP", consecutive / megapixels * 1e3, "ms")
report("  beside pixelmatch's rule on the same pair", consecutive / consecutiveYIQ, "×")
report("compare a 0.3-px shift, antialiasing everywhere (diff image), per MP", noise / megapixels * 1e3, "ms")
report("  beside pixelmatch's rule on the same pair", noise / noiseYIQ, "×")
report("compare a frame recoloured everywhere (diff image), per MP", everywhere / megapixels * 1e3, "ms")
report("  beside pixelmatch's rule on the same pair", everywhere / everywhereYIQ, "×")

// Drawing effects (issue 17), and beside headless Chromium in this run.
try reportEffects(renderer: renderer, peersOnly: false)

reportLazyScroll(renderer: renderer)
reportKeyframeBounce(renderer: renderer)
reportMatchedGeometry(renderer: renderer)
try reportPreviewPackages()
try reportFormatPeakMemory()
try reportDiffPeakMemory()
try reportValidatePeakMemory()
try reportConcurrentRenders()
