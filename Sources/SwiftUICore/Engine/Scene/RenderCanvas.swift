import Foundation

/// The surface a scene draws on: its size in points, pixels per point, colour scheme and
/// background. (Not SwiftUI's `Canvas`, the immediate-mode drawing view: the name is left free
/// for it.)
public struct _RenderCanvas: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    /// Pixels per point: 1, 2 or 3, as on iOS screens.
    public var scale: Int
    public var colorScheme: ColorScheme
    public var background: Color
    /// The phone whose screen this is, if any: its status bar and home indicator are drawn
    /// over the root view, which is laid out in the safe area (`RenderCanvas(device:)`).
    /// `nil`: a plain canvas, all of it safe, with no chrome.
    public var device: _DeviceScreen?
    /// How the device is held (portrait unless a canvas says otherwise).
    public var orientation: InterfaceOrientation = .portrait

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

    /// The screen of `device` held in `orientation`, at `scale` pixels per point, on the
    /// system background (an app's window is drawn on it).
    public init(
        device: _DeviceScreen, orientation: InterfaceOrientation = .portrait, scale: Int = 2,
        colorScheme: ColorScheme = .light, background: Color = .systemBackground
    ) {
        let size = device.size(in: orientation)
        self.init(width: size.width, height: size.height, scale: scale, colorScheme: colorScheme, background: background)
        self.device = device
        self.orientation = orientation
    }

    public var size: CGSize { CGSize(width: width, height: height) }

    /// The insets of the safe area: the device's in its orientation, none on a plain canvas.
    public var safeAreaInsets: EdgeInsets { device?.safeAreaInsets(in: orientation) ?? EdgeInsets() }

    /// The part of the canvas the root view is laid out in.
    var safeArea: CGRect {
        let insets = safeAreaInsets
        return CGRect(
            x: insets.leading, y: insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// Size in pixels.
    public var pixelWidth: Int { Int((width * CGFloat(scale)).rounded(.up)) }
    public var pixelHeight: Int { Int((height * CGFloat(scale)).rounded(.up)) }
}
