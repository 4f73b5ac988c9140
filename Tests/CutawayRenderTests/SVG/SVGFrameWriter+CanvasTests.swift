import Cutaway
import Foundation
import Testing
@testable import CutawayRender

extension SVGFrameWriterTests {
    /// A canvas that draws with most of `GraphicsContext`: a gradient fill, a turned dashed
    /// stroke, text at an anchor, a shadow and a blur filter, an inverse clip, a layer blended
    /// by multiply at an opacity, and a symbol drawn twice; laid out with Pango.
    func canvasComparisonFrame() throws -> DisplayList {
        let canvas = Canvas { context, size in
            context.fill(
                Path(roundedRect: CGRect(x: 4, y: 4, width: 36, height: 24), cornerRadius: 6),
                with: .linearGradient(Gradient(colors: [.orange, .purple]), startPoint: CGPoint(x: 4, y: 4), endPoint: CGPoint(x: 40, y: 28)))
            var turned = context
            turned.translateBy(x: 60, y: 16)
            turned.rotate(by: .degrees(30))
            turned.stroke(Path(CGRect(x: -9, y: -9, width: 18, height: 18)), with: .color(.blue), style: StrokeStyle(lineWidth: 3, dash: [4, 2]))
            context.draw(Text("Canvas").font(.system(size: 11, weight: .bold)), at: CGPoint(x: 96, y: 14))
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 2, x: 2, y: 2))
            shadowed.fill(Path(ellipseIn: CGRect(x: 6, y: 34, width: 20, height: 20)), with: .color(.green))
            var cut = context
            cut.clip(to: Path(ellipseIn: CGRect(x: 38, y: 36, width: 16, height: 16)), options: .inverse)
            cut.fill(Path(CGRect(x: 32, y: 32, width: 28, height: 24)), with: .color(.red))
            context.drawLayer { layer in
                layer.opacity = 0.7
                layer.blendMode = .multiply
                layer.fill(Path(CGRect(x: 64, y: 34, width: 20, height: 20)), with: .color(.yellow))
                layer.addFilter(.blur(radius: 2))
                layer.fill(Path(CGRect(x: 70, y: 40, width: 14, height: 14)), with: .color(.cyan))
            }
            if let dot = context.resolveSymbol(id: "dot") {
                context.draw(dot, at: CGPoint(x: 98, y: 44))
                context.draw(dot, in: CGRect(x: 106, y: 34, width: 10, height: 20))
            }
        } symbols: {
            Circle().fill(Color.pink).frame(width: 10, height: 10).tag("dot")
        }
        let graph = ViewGraph(root: canvas, canvas: RenderCanvas(width: 120, height: 60, scale: 1), textEngine: engine)
        return try graph.makeFrame().displayList
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfACanvasMatchesCairo() throws {
        let list = try canvasComparisonFrame()
        let (differing, largest) = try chromiumDifferenceFromCairo(list)
        // The bounds `browserRenderingMatchesCairo` holds every other frame to: antialiased
        // edges and the blurs' soft edges differ by a few levels, no more.
        #expect(differing < 120 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
    }
}
