import Cutaway
import CutawayComponents
import Foundation
import Testing
@testable import CutawayRender

/// The README's row: a detail that collapses and comes back, clipped cells, a button.
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

/// The animated SVG of a real scene, checked frame by frame against the Cairo frames.
@Suite(.serialized) struct AnimatedSVGSceneTests {
    let engine: PangoTextEngine
    let frames: [DisplayList]
    let svg: String

    init() throws {
        let scene = RenderScene("row", canvas: RenderCanvas(width: 390, height: 240, scale: 1), duration: 2, fps: 60,
                                script: [.tap("Hide", at: 0.5), .tap("Show", at: 1.2)]) { Row() }
        engine = try PangoTextEngine()
        let player = Player(scene: scene, textEngine: engine)
        frames = try (0...120).map { try player.frame(at: $0).displayList }
        svg = AnimatedSVGWriter(textEngine: engine).svg(frames: frames, fps: 60)
    }

    @Test func wellFormedWithOneOutlinePerDistinctText() {
        #expect(xmlParseError(svg) == nil)
        let strings = Set(frames.flatMap { $0.allItems.compactMap { item -> String? in
            guard case .text(let run, _) = item else { return nil }
            return run.request.string
        } })
        #expect(lines(of: svg, containing: #"<path id="t"#).count == strings.count)
    }

    /// The SMIL sampler's reading of each frame shows the same elements as the frame's own
    /// static SVG: the same number of visible drawing elements.
    @Test func sampledFramesShowEachFramesElements() {
        let sampler = SMILSampler(svg: svg)
        for frame in frames.indices {
            let sampled = sampler.sample(frame: frame, of: frames.count)
            let drawn = frames[frame].allItems.filter {
                switch $0 {
                case .fill, .stroke, .text: true
                default: false
                }
            }.count
            #expect(Self.visibleDrawingElements(sampled) == drawn, "frame \(frame)")
        }
    }

    // librsvg has no SMIL, so each frame is first sampled into a static SVG (see SMILSampler);
    // without rsvg-convert the test is reported as skipped. The sampled animation must render
    // as the frame's own static SVG does (same renderer, so to within rounding), and that as
    // Cairo's frame does (to within antialiasing and Cairo's glyph snapping).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "needs /usr/bin/rsvg-convert"))
    func sampledFramesLookLikeTheirFrames() throws {
        let sampler = SMILSampler(svg: svg)
        let rasterizer = CairoRasterizer(textEngine: engine)
        let frameWriter = SVGFrameWriter(textEngine: engine)
        for frame in [0, 30, 36, 45, 72, 80, 100, 120] {
            let sampled = colorsOverWhite(try renderWithLibrsvg(sampler.sample(frame: frame, of: frames.count)))
            let single = colorsOverWhite(try renderWithLibrsvg(frameWriter.svg(for: frames[frame])))
            let cairo = colorsOverWhite(rasterizer.render(frames[frame], scale: 1))
            let (sameRenderer, _) = difference(sampled, single, tolerance: 2)
            #expect(sameRenderer == 0, "frame \(frame): \(sameRenderer) pixels differ from the frame's static SVG")
            let (differing, largest) = difference(single, cairo)
            #expect(differing < 390 * 240 / 40, "frame \(frame): \(differing) pixels differ from Cairo's")
            // Cairo 1.16 puts each glyph on whole pixels, the outlines stay where they are: a
            // baseline near a half pixel (Inter's 17-pt ascent is 16.47) moves glyphs by up to
            // half a pixel each way, which changes a corner pixel of ink by up to 3/4 of full
            // scale, 191; the count above bounds how many pixels may differ so.
            #expect(largest <= 191, "frame \(frame)")
        }
    }

    /// Drawing elements (`rect`, `path`, `use` outside `<defs>`) not hidden by themselves or
    /// an ancestor.
    static func visibleDrawingElements(_ sampled: String) -> Int {
        let root = SMILSampler(svg: sampled).root!
        func count(_ element: SMILSampler.Element) -> Int {
            guard element.attributes["display"] != "none", element.name != "defs" else { return 0 }
            let own = ["rect", "path", "use"].contains(element.name) ? 1 : 0
            return own + element.children.map(count).reduce(0, +)
        }
        return count(root)
    }
}
