import Foundation

extension GraphicsContext {
    /// A text resolved in a context's environment: its string, font and styling fixed, ready
    /// to be measured and drawn, as SwiftUI's `GraphicsContext.ResolvedText` is.
    ///
    /// It goes through the text engine as a `Text` view does (`LayoutEngine.measureText`): the
    /// same request for the same proposal, so a text drawn in a canvas is measured, wrapped,
    /// truncated and shaped as the same text shown as a view.
    public struct ResolvedText {
        let text: StyledText
        let environment: EnvironmentValues
        let engine: LayoutEngine
        /// What the parts of the text without a colour of their own are filled with (by
        /// default the foreground style of the context's environment).
        public var shading: Shading = .foreground

        /// The size the text takes when offered `size` (wrapped to its width, as many lines
        /// as its height holds).
        public func measure(in size: CGSize) -> CGSize {
            layout(in: size).result.size
        }

        /// The distance from the top of the text to its first baseline, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            layout(in: size).result.firstBaseline
        }

        /// The distance from the top of the text to its last baseline, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            layout(in: size).result.lastBaseline
        }

        /// The text's request and layout offered `size` (`nil`: its ideal size, unwrapped).
        func layout(in size: CGSize?) -> (request: TextLayoutRequest, result: TextLayoutResult) {
            let proposal = size.map { ProposedViewSize($0) } ?? .unspecified
            return engine.measureText(text, in: environment, proposal: proposal)
        }
    }

    /// `text` resolved in the context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: StyledText(resolving: text, in: environment), environment: environment, engine: canvas.engine)
    }

    /// Draws `text` laid out in `rect` (in user space): wrapped to its width, as many lines as
    /// its height holds, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text, laidOut: text.layout(in: rect.size), at: rect.origin)
    }

    /// Draws `text` at its ideal size, with the point `anchor` of its frame at `point` (in
    /// user space).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let layout = text.layout(in: nil)
        let size = layout.result.size
        draw(text, laidOut: layout, at: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height))
    }

    /// Draws `text` laid out in `rect` (see `draw(_:in:)` for a resolved text).
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws `text` at its ideal size, anchored at `point` (see `draw(_:at:anchor:)` for a
    /// resolved text).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws a laid-out text with its frame's top-leading corner at `origin`: a text item, or,
    /// for a gradient shading, the gradient over the text's frame seen through the text.
    private func draw(_ text: ResolvedText, laidOut layout: (request: TextLayoutRequest, result: TextLayoutResult), at origin: CGPoint) {
        guard !text.text.string.isEmpty else { return }
        let frame = CGRect(origin: origin, size: layout.result.size)
        let paint = text.text.color.map { Shading.Paint.color($0) } ?? text.shading.paint(over: frame, in: environment)
        func run(_ color: Color.Resolved) -> TextRun {
            TextRun(request: layout.request, origin: origin, size: frame.size, color: color, shapedText: layout.result.shapedText)
        }
        record { element in
            switch paint {
            case .color(let color):
                return [.text(run(color), element: element)]
            case .gradient(let gradient):
                // The mask group's two items: the gradient, then the text whose alpha shows it.
                return [.group(.mask, [
                    .group(.transform(.identity), [.gradient(Path(frame), gradient, stroke: nil, element: element)], element: element),
                    .group(.transform(.identity), [.text(run(Color.Resolved(red: 0, green: 0, blue: 0)), element: element)], element: element),
                ], element: element)]
            }
        }
    }
}
