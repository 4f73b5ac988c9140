import Foundation

/// The surface a scene draws on: its size in points, pixels per point, colour scheme and
/// background. (Not SwiftUI's `Canvas`, the immediate-mode drawing view: the name is left free
/// for it.)
public struct RenderCanvas: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    /// Pixels per point: 1, 2 or 3, as on iOS screens.
    public var scale: Int
    public var colorScheme: ColorScheme
    public var background: Color

    /// A canvas of an iPhone's width (390 points, iPhone 14/15) by `height`, at 2x,
    /// on the grouped background.
    public init(
        width: CGFloat = 390, height: CGFloat = 280, scale: Int = 2,
        colorScheme: ColorScheme = .light, background: Color = .systemGroupedBackground
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.colorScheme = colorScheme
        self.background = background
    }

    public var size: CGSize { CGSize(width: width, height: height) }

    /// Size in pixels.
    public var pixelWidth: Int { Int((width * CGFloat(scale)).rounded(.up)) }
    public var pixelHeight: Int { Int((height * CGFloat(scale)).rounded(.up)) }
}
