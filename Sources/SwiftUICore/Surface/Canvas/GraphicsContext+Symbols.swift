import Foundation

extension GraphicsContext {
    /// One of a canvas's symbol views, drawn: a fixed sequence of display items that can be
    /// drawn any number of times, as SwiftUI's `GraphicsContext.ResolvedSymbol` is.
    public struct ResolvedSymbol {
        let drawing: SymbolDrawing

        /// The symbol's size: the size its view was laid out at, offered the canvas's size.
        public var size: CGSize { drawing.size }
    }

    /// The symbol view tagged `id` (with `tag(_:)`) among the canvas's symbols, drawn; `nil`
    /// if there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        canvas.symbol(tagged: AnyHashable(id)).map(ResolvedSymbol.init)
    }

    /// Draws `symbol` with the point `anchor` of its frame at `point` (in user space).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, placing: CGAffineTransform(
            translationX: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height))
    }

    /// Draws `symbol` scaled to fill `rect` (in user space), as an image drawn in a rectangle
    /// is; a symbol of no width or height is moved to the rectangle's origin unscaled.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let size = symbol.size
        var placing = CGAffineTransform(translationX: rect.minX, y: rect.minY)
        if size.width > 0, size.height > 0 {
            placing = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height).concatenating(placing)
        }
        draw(symbol, placing: placing)
    }

    /// Draws the symbol's items moved from its own coordinates into user space by `placing`.
    /// Each drawing's elements are the operation's (`canvas#3|…`), so two drawings of one
    /// symbol stay apart where elements are followed across frames.
    private func draw(_ symbol: ResolvedSymbol, placing: CGAffineTransform) {
        record { element in
            [.group(
                .transform(DisplayTransform(placing)),
                symbol.drawing.items.map { $0.prefixingElement(with: element.rawValue) }, element: element)]
        }
    }
}

/// A symbol view's drawing, in its own coordinates (its frame's top-leading corner at the
/// origin), and its size.
struct SymbolDrawing: Equatable {
    var items: [DisplayItem]
    var size: CGSize
}
