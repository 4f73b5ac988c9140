import Foundation

extension GraphicsContext {
    /// An image resolved in a context's environment: its file or symbol found, its size
    /// fixed, ready to be drawn any number of times, as SwiftUI's
    /// `GraphicsContext.ResolvedImage` is.
    public struct ResolvedImage {
        let image: SwiftUICore.ResolvedImage
        let environment: EnvironmentValues

        /// The image's natural size: a bitmap's points, a symbol's frame in its font.
        public var size: CGSize { image.size }

        /// A symbol's text baseline from its top, or, for a bitmap, its height (SwiftUI's
        /// convention for an image without a baseline).
        public var baseline: CGFloat { image.firstBaseline ?? image.size.height }

        /// What a template image or a symbol is painted with (the foreground style of the
        /// context's environment by default).
        public var shading: Shading?
    }

    /// `image` resolved in the context's environment (its font sizes a symbol).
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(
            image: SwiftUICore.ResolvedImage(image, in: environment, textEngine: canvas.engine.textEngine, images: canvas.images),
            environment: environment)
    }

    /// Draws `image` at its natural size with the point `anchor` of its frame at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws `image` stretched over `rect` (in user space); `style` is accepted (SwiftUI's
    /// even-odd rule for the image's clip, which a rectangle does not need).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        // A template bitmap takes a gradient's first colour (it is painted through its alpha).
        let (color, gradient): (Color.Resolved, GradientPaint?) = switch (image.shading ?? .foreground).paint(over: rect, in: environment) {
        case .color(let color): (color, nil)
        case .gradient(let gradient): (gradient.stops.first?.color ?? Color.Resolved(red: 0, green: 0, blue: 0), gradient)
        }
        if case .empty = image.image.content { return }
        record { element in image.image.displayItems(in: rect, color: color, gradient: gradient, element: element) }
    }

    /// Draws `image` at its natural size with the point `anchor` of its frame at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }
}
