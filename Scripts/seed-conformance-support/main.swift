import Cutaway
import CutawayComponents
import CutawayExamples
import CutawayRender
import Foundation
// Linked for its previews, which `Preview.registered()` finds.
import SeedSource

// Renders the seed's previews, compiled from the seed's own source and found as `cutaway
// previews` finds previews, frame by frame with the
// same canvas and script as Cutaway's built-in scenes of the same titles, and compares every
// frame's pixels with those scenes (written with CutawayComponents). Writes the seed's frames
// as PNG sequences under the output directory given as the first argument.

let outputDirectory = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "out")
let renderer = try SceneRenderer()
let builtIn = Dictionary(uniqueKeysWithValues: ExampleScenes.all().map { ($0.name, $0) })
var failures = 0

// The executable links no other module with previews, so every registered preview is the seed's.
let previews = try Preview.registered()
if previews.isEmpty {
    print("seed-conformance: the seed registers no previews")
    failures += 1
}
for preview in previews {
    let title = preview.displayName
    guard let slug = ExampleScenes.previewTitles.first(where: { $0.title == title })?.slug, let ours = builtIn[slug] else {
        print("seed-conformance: no built-in scene for the preview \"\(title)\"")
        failures += 1
        continue
    }
    let seedScene = preview.scene(on: ours.canvas, duration: ours.duration, fps: ours.fps, script: ours.script)
    let seedPlayer = Player(scene: seedScene, textEngine: renderer.textEngine)
    let ourPlayer = Player(scene: ours, textEngine: renderer.textEngine)
    let directory = outputDirectory.appendingPathComponent(slug)
    var differing: [Int] = []
    try AtomicOutput.replaceDirectory(at: directory) { staging in
        for index in 0..<seedScene.frameCount {
            let seedImage = renderer.rasterizer.render(try seedPlayer.frame(at: index).displayList, scale: seedScene.canvas.scale)
            let ourImage = renderer.rasterizer.render(try ourPlayer.frame(at: index).displayList, scale: ours.canvas.scale)
            if seedImage != ourImage { differing.append(index) }
            try Data(renderer.pngData(seedImage, sceneName: title))
                .write(to: staging.appendingPathComponent(SceneRenderer.frameFileName(index: index)))
        }
    }
    if differing.isEmpty {
        print("\(title): \(seedScene.frameCount) frames, identical to CutawayComponents' \(slug)")
    } else {
        failures += 1
        let list = differing.prefix(8).map { "\($0) (t = \(Double($0) / Double(seedScene.fps)) s)" }.joined(separator: ", ")
        print("\(title): \(differing.count) of \(seedScene.frameCount) frames differ from \(slug): \(list)")
    }
}
print("seed frames written to \(outputDirectory.relativePath)")

// Where the two differ on purpose: the README's row, whose detail is wider than its neighbours,
// mounted with its value. The seed measures it at the neighbours' width first (its presence is
// 0 until then, and the stack leaves it out of its width), so the row starts tall and shrinks
// by itself; CutawayComponents measures it at the row's width from the first frame.
struct FirstMeasurementComparison: View {
    var body: some View {
        HStack(spacing: 12) {
            panel("The seed: measured at the title's width first") { SeedFirstMeasurementRow() }
            panel("CutawayComponents: at the row's width") {
                List {
                    CollapsibleSpacingVStack(alignment: .leading, spacing: 4) {
                        Text("Title").font(.headline)
                        AnimatedPresence(value: "Details that come and go", animation: .smooth) { detail in
                            Text(detail).font(.caption).foregroundStyle(.secondary)
                        }
                        .ignoredWhenCollapsed()
                        .accessibilityIdentifier("detail")
                        Text("Footer")
                    }
                }
            }
        }
        .padding(12)
    }

    func panel<Row: View>(_ caption: String, @ViewBuilder row: () -> Row) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(caption).font(.caption).foregroundStyle(.secondary)
            row().frame(height: 150)
        }
    }
}
let comparison = RenderScene("first-measurement", canvas: RenderCanvas(width: 760, height: 200, scale: 2), duration: 1, fps: 60) {
    FirstMeasurementComparison()
}
let comparisonPlayer = Player(scene: comparison, textEngine: renderer.textEngine)
let detailHeights = { (time: Double) throws -> [Int] in
    try comparisonPlayer.frame(atTime: time).geometry.filter { $0.name == "detail" }.map { Int($0.frame.height.rounded()) }
}
let (first, settled) = (try detailHeights(0), try detailHeights(1))
print("first measurement: the seed's detail \(first[0]) pt at t = 0, \(settled[0]) pt settled; "
    + "CutawayComponents' \(first[1]) pt at t = 0, \(settled[1]) pt settled")
let sheet = try ContactSheet(columns: 2).render(comparison, at: [0, 0.1, 0.2, 0.6], scale: 1, with: renderer)
try Data(renderer.pngData(sheet, sceneName: comparison.name))
    .write(to: outputDirectory.appendingPathComponent("first-measurement.png"), options: .atomic)
print("side by side: \(outputDirectory.appendingPathComponent("first-measurement.png").relativePath)")
exit(failures == 0 ? 0 : 1)
