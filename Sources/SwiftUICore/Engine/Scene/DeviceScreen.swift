import Foundation

/// The screen of an iPhone a scene can be drawn on: its size in points, its safe area, and the
/// system chrome iOS draws over an app (the status bar and, on phones without a home button,
/// the home indicator). A `RenderCanvas` made with `RenderCanvas(device:)` lays the root view
/// out in the safe area and draws the chrome on top.
///
/// Sizes are Apple's published screen sizes in points; safe-area insets are what UIKit reports
/// for a full-screen window (`safeAreaInsets`) on each model with the status bar shown, as
/// Apple's Human Interface Guidelines ("Layout": device screen sizes) and the iOS simulator
/// give them. The status bar's time is always "9:41" and the battery full, as in Apple's
/// marketing pictures and the simulator's clean status bar.
public struct _DeviceScreen: Hashable, Sendable {
    /// The model's name as Apple writes it ("iPhone 15 Pro").
    public var name: String
    /// The screen in portrait, in points.
    public var size: CGSize
    /// The safe area's insets in portrait: the status bar (or sensor housing) on top, the home
    /// indicator's strip at the bottom.
    public var safeAreaInsets: EdgeInsets
    /// The safe area's insets in landscape (turned left; turned right mirrors the sides).
    public var landscapeSafeAreaInsets: EdgeInsets
    /// The kind of top edge: where the status bar's items go.
    public var topEdge: TopEdge
    /// The radius of the display's rounded corners, in points (0: square corners). UIKit does
    /// not publish it; the values are its private `_displayCornerRadius` as reported for each
    /// model (see `docs/fidelity.md`). A zoom navigation transition's cut grows to it.
    public var displayCornerRadius: CGFloat

    /// What sits at the top of the screen, which decides where the status bar's items go.
    public enum TopEdge: Hashable, Sendable {
        /// A 20-point status bar above the app, the time centred (iPhone SE, iPhone 8).
        case statusBar
        /// A notch of the given width, the time and the indicators either side (iPhone X to 14).
        case notch(width: CGFloat)
        /// A Dynamic Island of the given size, its top `inset` below the screen's edge (iPhone
        /// 14 Pro and later). Screenshots do not show the island: it is not drawn either.
        case dynamicIsland(width: CGFloat, height: CGFloat, inset: CGFloat)
    }

    public init(
        name: String, size: CGSize, safeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets, topEdge: TopEdge,
        displayCornerRadius: CGFloat = 0
    ) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.topEdge = topEdge
        self.displayCornerRadius = displayCornerRadius
    }

    /// Whether the screen has a home indicator (every model without a home button).
    public var hasHomeIndicator: Bool { safeAreaInsets.bottom > 0 }

    /// The screen's size in `orientation`.
    public func size(in orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
    }

    /// The safe area's insets in `orientation`. In landscape iOS hides the status bar on
    /// iPhones, so the top inset is 0; the sensor housing's side takes the inset.
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        switch orientation {
        case .portrait: return safeAreaInsets
        case .portraitUpsideDown: return EdgeInsets(top: safeAreaInsets.top, leading: 0, bottom: safeAreaInsets.bottom, trailing: 0)
        case .landscapeLeft: return landscapeSafeAreaInsets
        case .landscapeRight:
            let insets = landscapeSafeAreaInsets
            return EdgeInsets(top: insets.top, leading: insets.trailing, bottom: insets.bottom, trailing: insets.leading)
        }
    }
}

extension DeviceScreen {
    /// A notched or island phone's landscape insets: the housing's inset on both sides (UIKit
    /// keeps the layout symmetric) and 21 points for the home indicator.
    private static func landscape(side: CGFloat) -> EdgeInsets {
        EdgeInsets(top: 0, leading: side, bottom: 21, trailing: side)
    }

    /// A phone without a home button: `top` points of safe area on top, 34 at the bottom (the
    /// home indicator's strip), the housing's inset at both sides in landscape, display corners
    /// of radius `corners`.
    private static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, _ edge: TopEdge, corners: CGFloat
    ) -> Self {
        DeviceScreen(
            name: name, size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(top: top, bottom: 34),
            landscapeSafeAreaInsets: landscape(side: top), topEdge: edge, displayCornerRadius: corners)
    }

    // Display corner radii (UIKit's private `_displayCornerRadius`): 47.33 for the 390 × 844
    // screen (Kyle Bashour's table, "Finding the real iPhone X corner radius", measured on the
    // iPhone 12, whose screen the 13 and 14 share); 55 for the Dynamic Island screens of the
    // 14 Pro to 16 and 62 for the 16 Pro models, **estimates** from values developers report
    // (not measured here). The iPhone SE's display is square.

    /// The Dynamic Island: 126 × 37 points, 11 points below the edge (14 on the 16 Pro models,
    /// whose borders are thinner).
    private static let island = TopEdge.dynamicIsland(width: 126, height: 37, inset: 11)
    private static let lowerIsland = TopEdge.dynamicIsland(width: 126, height: 37, inset: 14)

    /// iPhone SE (2nd and 3rd generation), iPhone 8: 375 × 667, a 20-point status bar.
    public static let iPhoneSE = _DeviceScreen(
        name: "iPhone SE", size: CGSize(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20), landscapeSafeAreaInsets: EdgeInsets(), topEdge: .statusBar)
    /// iPhone 13 and 14: 390 × 844, a notch; 47 points on top.
    public static let iPhone14 = phone("iPhone 14", 390, 844, top: 47, .notch(width: 162), corners: 47.33)
    /// iPhone 15 (and 14 Pro): 393 × 852, a Dynamic Island; 59 points on top.
    public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59, island, corners: 55)
    /// iPhone 15 Pro: the iPhone 15's screen.
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, top: 59, island, corners: 55)
    /// iPhone 15 Pro Max (and 15 Plus, 16 Plus): 430 × 932; 59 points on top.
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, top: 59, island, corners: 55)
    /// iPhone 16: the iPhone 15's screen.
    public static let iPhone16 = phone("iPhone 16", 393, 852, top: 59, island, corners: 55)
    /// iPhone 16 Pro: 402 × 874, thinner borders; 62 points on top.
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62, lowerIsland, corners: 62)
    /// iPhone 16 Pro Max: 440 × 956; 62 points on top.
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, top: 62, lowerIsland, corners: 62)

    /// Every screen Cutaway knows, smallest first.
    public static let all: [_DeviceScreen] = [
        iPhoneSE, iPhone14, iPhone15, iPhone15Pro, iPhone16, iPhone16Pro, iPhone15ProMax, iPhone16ProMax,
    ]

    /// The screen a preview runs on unless it names another: the iPhone 14's, 390 × 844.
    public static let previewDefault = iPhone14

    /// The screen of the model named `name`, as Apple writes it or as `PreviewDevice` names it:
    /// case, spaces and a trailing "(3rd generation)" are ignored ("iphone-15-pro" and
    /// "iPhone 15 Pro" are the same). `nil` for a model Cutaway does not know.
    public init?(named name: String) {
        func key(_ text: String) -> String {
            var text = text.lowercased()
            if let parenthesis = text.firstIndex(of: "(") { text = String(text[..<parenthesis]) }
            return text.filter { $0.isLetter || $0.isNumber }
        }
        let wanted = key(name)
        guard let screen = Self.all.first(where: { key($0.name) == wanted }) else { return nil }
        self = screen
    }
}
