import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Styled SwiftUI text, played and drawn: each piece of a concatenation in its own colour,
/// unstyled text as it always was.
@Suite(.serialized) struct CairoRasterizerStyledTextTests {
    let engine: PangoTextEngine

    init() throws {
        engine = try PangoTextEngine()
    }

    /// The first frame of `content` on a white 120 × 40 canvas at 2x, and its one text run.
    func drawn(_ content: some View) throws -> (image: RasterImage, run: TextRun) {
        let scene = RenderScene("styled", canvas: RenderCanvas(width: 120, height: 40, scale: 2), duration: 0, fps: 1) {
            ZStack { Color.white; content }
        }
        let list = try Player(scene: scene, textEngine: engine).frame(at: 0).displayList
        var runs: [TextRun] = []
        for case .text(let run, _) in list.allItems { runs.append(run) }
        #expect(runs.count == 1)
        return (CairoRasterizer(textEngine: engine).render(list, scale: 2), try #require(runs.first))
    }

    @Test func concatenatedPiecesAreDrawnInTheirOwnColours() throws {
        // "HH", red then blue, 20 pt: the second "H" starts one regular advance in (Inter's
        // hmtx: 2084 of 2816 units per em, 14.80 pt). Every fully covered pixel left of that
        // is red, every one right of it blue (SwiftUI's `Color.red` and `.blue` are iOS's
        // system colours, resolved as the engine resolves them).
        let (image, run) = try drawn((Text("H").foregroundColor(.red) + Text("H").foregroundColor(.blue)).font(.system(size: 20)))
        let split = Int(((run.origin.x + 20 * 2084 / 2816) * 2).rounded())
        let environment = EnvironmentValues()
        func argb(_ color: Color) -> UInt32 {
            let resolved = color.resolve(in: environment)
            func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
            return 0xFF00_0000 | byte(resolved.red) << 16 | byte(resolved.green) << 8 | byte(resolved.blue)
        }
        // Only pixels wholly one colour count: edges blend with the white.
        var left = Set<UInt32>(), right = Set<UInt32>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard pixel == argb(.red) || pixel == argb(.blue) else { continue }
                if x < split { left.insert(pixel) } else { right.insert(pixel) }
            }
        }
        #expect(left.contains(argb(.red)) && !left.contains(argb(.blue)))
        #expect(right.contains(argb(.blue)) && !right.contains(argb(.red)))
    }

    @Test func anUnstyledTextDrawsTheSamePixelsAsItsPlainRequest() throws {
        // What keeps existing goldens identical: `Text("…")` with no styling makes the request
        // it made before styling existed, a string in its font with no runs.
        let (image, run) = try drawn(Text("Plain text").font(.headline))
        #expect(run.request == TextLayoutRequest(string: "Plain text", font: .headline, width: run.request.width, lineLimit: run.request.lineLimit))
        let bold = try drawn(Text("Plain text").font(.headline).bold())
        #expect(bold.image.bytes != image.bytes)
    }
}
