import Foundation
import Testing
@testable import SwiftUICore

/// A canvas's symbols: tagged views, laid out offered the canvas's size, drawn where the
/// renderer puts them.
struct GraphicsContextSymbolTests {
    /// A red bar 20 × 10 pt, tagged "bar".
    private var bar: some View {
        Rectangle().fill(Color.red).frame(width: 20, height: 10).tag("bar")
    }

    /// The fills of a 200 × 100 canvas that draws its "bar" symbol with `draw`, the canvas
    /// placed at `origin` of a 400 × 400 screen.
    private func fills(at origin: CGPoint = .zero, _ draw: @escaping (inout GraphicsContext, GraphicsContext.ResolvedSymbol) -> Void) throws -> [DrawnItem] {
        let canvas = Canvas { context, _ in
            if let symbol = context.resolveSymbol(id: "bar") { draw(&context, symbol) }
        } symbols: { bar }
        return try layOut(width: 400, height: 400, canvas.frame(width: 200, height: 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .offset(x: origin.x, y: origin.y)).drawnItems
    }

    @Test func aSymbolIsItsLaidOutSize() throws {
        var size: CGSize?
        _ = try fills { _, symbol in size = symbol.size }
        #expect(size == CGSize(width: 20, height: 10))
    }

    @Test func aSymbolDrawnAtAPointPutsItsAnchorThere() throws {
        let drawn = try fills { context, symbol in
            context.draw(symbol, at: CGPoint(x: 50, y: 40))
            context.draw(symbol, at: CGPoint(x: 50, y: 40), anchor: .topLeading)
            context.draw(symbol, at: CGPoint(x: 50, y: 40), anchor: .bottomTrailing)
        }
        // The 20 × 10 bar with its centre at (50, 40): from (50 − 10, 40 − 5); its top-leading
        // corner there; its bottom-trailing corner there: from (50 − 20, 40 − 10).
        #expect(drawn.map(\.bounds) == [
            CGRect(x: 40, y: 35, width: 20, height: 10), CGRect(x: 50, y: 40, width: 20, height: 10),
            CGRect(x: 30, y: 30, width: 20, height: 10),
        ])
    }

    @Test func aSymbolFollowsTheCanvasAndTheContextsTransform() throws {
        let drawn = try fills(at: CGPoint(x: 100, y: 150)) { context, symbol in
            context.translateBy(x: 50, y: 40)
            context.scaleBy(x: 2, y: 2)
            context.draw(symbol, at: .zero, anchor: .topLeading)
        }
        // The canvas at (100, 150); in it, the bar twice as large from (50, 40): 40 × 20 pt
        // from (150, 190).
        #expect(isClose(drawn[0].bounds, CGRect(x: 150, y: 190, width: 40, height: 20)))
    }

    @Test func aSymbolDrawnInARectIsScaledToFillIt() throws {
        let drawn = try fills { context, symbol in
            context.draw(symbol, in: CGRect(x: 10, y: 10, width: 40, height: 40))
        }
        // 20 × 10 to 40 × 40: scaled by (2, 4) from the rectangle's corner.
        #expect(isClose(drawn[0].bounds, CGRect(x: 10, y: 10, width: 40, height: 40)))
    }

    @Test func eachDrawingOfASymbolIsAnElementOfItsOwn() throws {
        let drawn = try fills { context, symbol in
            context.draw(symbol, at: CGPoint(x: 20, y: 20))
            context.draw(symbol, at: CGPoint(x: 60, y: 20))
        }
        #expect(drawn.count == 2)
        #expect(drawn[0].item.element != drawn[1].item.element)
    }

    @Test func anUnknownTagResolvesToNothingAndASymbolIsNotDrawnInPlace() throws {
        var resolved: GraphicsContext.ResolvedSymbol?
        let frame = try layOut(width: 200, height: 100, Canvas { context, _ in
            resolved = context.resolveSymbol(id: "missing")
        } symbols: { bar })
        #expect(resolved == nil)
        // The bar is drawn only where the renderer draws it: nowhere.
        #expect(frame.drawnItems.isEmpty)
    }

    @Test func symbolsAreFoundByTagsOfAnyType() throws {
        var sizes: [CGSize?] = []
        _ = try layOut(width: 200, height: 100, Canvas { context, _ in
            sizes = [context.resolveSymbol(id: 1)?.size, context.resolveSymbol(id: 2)?.size]
        } symbols: {
            ForEach([1, 2], id: \.self) { index in
                Circle().frame(width: CGFloat(10 * index), height: 10).tag(index)
            }
        })
        #expect(sizes == [CGSize(width: 10, height: 10), CGSize(width: 20, height: 10)])
    }
}
