import Foundation
import Testing
@testable import SwiftUICore

/// Images drawn by a canvas's renderer: resolved as an `Image` view resolves, drawn where the
/// renderer puts them.
struct GraphicsContextImagesTests {
    @Test func aBitmapDrawnAtAPointPutsItsAnchorThereAtItsNaturalSize() throws {
        let (bundle, folder) = try ImageTests().resources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = try layOut(width: 100, height: 100, Canvas { context, _ in
            context.draw(Image("Dot", bundle: bundle), at: CGPoint(x: 50, y: 40), anchor: .bottomTrailing)
            let resolved = context.resolve(Image("Dot", bundle: bundle))
            context.draw(resolved, in: CGRect(x: 0, y: 60, width: 30, height: 30))
        })
        let runs = ImageTests().images(in: frame.displayList.items)
        // Dot is 15 × 10 points: its bottom-trailing corner at (50, 40) puts its origin at (35, 30).
        #expect(runs.map(\.rect) == [CGRect(x: 35, y: 30, width: 15, height: 10), CGRect(x: 0, y: 60, width: 30, height: 30)])
    }

    @Test func aResolvedSymbolHasItsViewsSizeAndBaselineAndIsFilledWithTheShading() throws {
        var size = CGSize.zero, baseline: CGFloat = 0
        let graph = ViewGraph(
            root: Canvas { context, _ in
                var symbol = context.resolve(Image(systemName: "star.fill"))
                symbol.shading = .color(.blue)
                size = symbol.size
                baseline = symbol.baseline
                context.draw(symbol, at: .zero, anchor: .topLeading)
            }.font(.system(size: 20)),
            canvas: RenderCanvas(width: 100, height: 100), textEngine: SymbolTestTextEngine())
        let frame = try graph.makeFrame()
        // As `ImageTests.aSymbolIsSizedAndPlacedFromAppleMeasurements` derives: 15.4196 × 17.9298, baseline 15.9649.
        #expect(abs(size.width - 15.4196) < 1e-3 && abs(size.height - 17.9298) < 1e-3 && abs(baseline - 15.9649) < 1e-3)
        let colors = frame.displayList.allItems.compactMap { item -> Color.Resolved? in
            if case .fill(let path, let color, _) = item, path.boundingRect.width < 50 { color } else { nil }
        }
        #expect(colors == [Color.blue.resolve(in: EnvironmentValues())])
    }
}
